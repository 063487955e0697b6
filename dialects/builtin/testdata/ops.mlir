module @m attributes {x.a = 1} {
}
module {
  %0 = builtin.unrealized_conversion_cast to i32
  %1:2 = builtin.unrealized_conversion_cast %0, %0 : i32, i32 to i64, f32
}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  func.func @f() {
    %0 = builtin.unrealized_conversion_cast to i32
    return
  }
}
