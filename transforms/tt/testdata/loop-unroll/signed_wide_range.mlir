// ORACLE: ttir.loop_unroll
module {
  tt.func @signed_wide_range(%arg0: i32) -> i32 {
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c1_i32 = arith.constant 1 : i32
    %r = scf.for %arg1 = %c-2147483648_i32 to %c2147483647_i32 step %c1_i32 iter_args(%arg2 = %arg0) -> (i32) : i32 {
      %u = arith.xori %arg2, %arg1 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r : i32
  }
}
