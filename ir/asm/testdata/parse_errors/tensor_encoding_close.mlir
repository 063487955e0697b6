"x.y"() : () -> tensor<4xf32, 1
