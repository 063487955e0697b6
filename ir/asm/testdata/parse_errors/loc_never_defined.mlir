%0 = "x.y"() : () -> i32 loc(#loc9)
