"x.y"() : () -> vector<0xi32>
