"x.y"() : () -> () loc(callsite("a":1:2 "b":3:4))
