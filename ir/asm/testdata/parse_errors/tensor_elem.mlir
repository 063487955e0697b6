"x.y"() : () -> tensor<4x(i32) -> i32>
