"x.y"() : () -> vector<4xtensor<2xf32>>
