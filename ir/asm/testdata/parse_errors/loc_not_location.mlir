#loc = 1 : i32
"x.y"() : () -> () loc(#loc)
