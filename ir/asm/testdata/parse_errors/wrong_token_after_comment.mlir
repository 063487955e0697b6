"x.y"() : () -> (i32,   // a comment

  )
