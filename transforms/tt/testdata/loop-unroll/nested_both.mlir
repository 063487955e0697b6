// ORACLE: ttir.loop_unroll
module {
  tt.func @nested_both(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %r = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg5 = %arg0) -> (i32) : i32 {
      %in = scf.for %arg4 = %arg3 to %arg2 step %c1_i32 iter_args(%arg6 = %arg5) -> (i32) : i32 {
        %t = arith.muli %arg3, %arg4 : i32
        %u = arith.addi %arg6, %t : i32
        scf.yield %u : i32
      } {tt.loop_unroll_factor = 2 : i32}
      %v = arith.addi %in, %arg3 : i32
      scf.yield %v : i32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r : i32
  }
}
