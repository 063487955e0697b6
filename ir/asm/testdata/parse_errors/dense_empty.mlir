"x.y"() {a = dense<> : tensor<2xi32>} : () -> ()
