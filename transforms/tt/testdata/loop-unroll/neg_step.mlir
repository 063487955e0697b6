// ORACLE: ttir.loop_unroll
module {
  tt.func @neg_step(%arg0: i32) -> i32 {
    %c10_i32 = arith.constant 10 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %r = scf.for %arg1 = %c10_i32 to %c0_i32 step %c-1_i32 iter_args(%arg2 = %arg0) -> (i32) : i32 {
      %u = arith.addi %arg2, %arg1 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r : i32
  }
}
