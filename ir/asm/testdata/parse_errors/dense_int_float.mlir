"x.y"() {a = dense<1> : tensor<2xf32>} : () -> ()
