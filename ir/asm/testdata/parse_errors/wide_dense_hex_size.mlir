"t.op"() {a = dense<"0x0000000000000080FF7F0000"> : tensor<2xf80>} : () -> ()
