// ORACLE: ttir.loop_unroll
module {
  tt.func @in_if(%arg0: i32, %arg1: i1) -> i32 {
    %r = scf.if %arg1 -> (i32) {
      %c0_i32 = arith.constant 0 : i32
      %c5_i32 = arith.constant 5 : i32
      %c1_i32 = arith.constant 1 : i32
      %l = scf.for %arg2 = %c0_i32 to %c5_i32 step %c1_i32 iter_args(%arg3 = %arg0) -> (i32) : i32 {
        %u = arith.addi %arg3, %arg2 : i32
        scf.yield %u : i32
      } {tt.loop_unroll_factor = 2 : i32}
      scf.yield %l : i32
    } else {
      scf.yield %arg0 : i32
    }
    tt.return %r : i32
  }
}
