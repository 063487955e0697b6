// ORACLE: ttir.loop_unroll
module {
  tt.func @swapped(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %r:3 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %arg0, %arg5 = %arg1, %arg6 = %arg0) -> (i32, i32, i32) : i32 {
      %u = arith.addi %arg4, %arg6 : i32
      scf.yield %arg5, %u, %arg3 : i32, i32, i32
    } {tt.loop_unroll_factor = 3 : i32}
    tt.return %r#0, %r#1, %r#2 : i32, i32, i32
  }
}
