"x.y"() {a = array<tensor<4xi32>: 1>} : () -> ()
