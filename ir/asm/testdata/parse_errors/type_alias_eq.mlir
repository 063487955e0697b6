!a i32
