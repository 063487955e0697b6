"x.y"() {a = dense<300> : tensor<2xi8>} : () -> ()
