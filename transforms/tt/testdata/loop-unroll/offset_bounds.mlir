// ORACLE: ttir.loop_unroll
module {
  tt.func @offset_bounds(%arg0: i32, %arg1: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %c10_i32 = arith.constant 10 : i32
    %ub = arith.addi %arg1, %c10_i32 : i32
    %r = scf.for %arg2 = %arg1 to %ub step %c1_i32 iter_args(%arg3 = %arg0) -> (i32) : i32 {
      %u = arith.addi %arg3, %arg2 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 4 : i32}
    tt.return %r : i32
  }
}
