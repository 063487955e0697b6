"x.y"() : () -> memref<4xnone>
