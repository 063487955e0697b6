"x.y"() : () -> tuple<i32
