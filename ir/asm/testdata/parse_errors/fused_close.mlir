"x.y"() : () -> () loc(fused["a", "b")
