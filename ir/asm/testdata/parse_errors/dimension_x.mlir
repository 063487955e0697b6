"x.y"() : () -> tensor<4y>
