!a.b = i32
