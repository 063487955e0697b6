"x.y"() {a = dense<"abc"> : tensor<2xi8>} : () -> ()
