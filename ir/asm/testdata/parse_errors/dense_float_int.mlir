"x.y"() {a = dense<1.5> : tensor<2xi32>} : () -> ()
