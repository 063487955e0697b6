"x.y"() {a = dense<"0x0102"> : tensor<3xi8>} : () -> ()
