// ORACLE: ttir.loop_unroll
module {
  tt.func @const_divisible(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c16_i32 = arith.constant 16 : i32
    %c1_i32 = arith.constant 1 : i32
    %r = scf.for %arg1 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg2 = %arg0) -> (i32) : i32 {
      %t = arith.muli %arg2, %arg1 : i32
      %u = arith.addi %t, %arg0 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 4 : i32}
    tt.return %r : i32
  }
}
