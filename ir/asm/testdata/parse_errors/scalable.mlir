"x.y"() : () -> vector<[4xf32>
