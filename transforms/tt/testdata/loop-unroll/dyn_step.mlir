// ORACLE: ttir.loop_unroll
module {
  tt.func @dyn_step(%arg0: i32, %arg1: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c100_i32 = arith.constant 100 : i32
    %r = scf.for %arg2 = %c0_i32 to %c100_i32 step %arg1 iter_args(%arg3 = %arg0) -> (i32) : i32 {
      %u = arith.addi %arg3, %arg2 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r : i32
  }
}
