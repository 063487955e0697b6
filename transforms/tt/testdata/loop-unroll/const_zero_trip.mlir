// ORACLE: ttir.loop_unroll
module {
  tt.func @const_zero_trip(%arg0: i32) -> i32 {
    %c5_i32 = arith.constant 5 : i32
    %c5_i32_0 = arith.constant 5 : i32
    %c1_i32 = arith.constant 1 : i32
    %r = scf.for %arg1 = %c5_i32 to %c5_i32_0 step %c1_i32 iter_args(%arg2 = %arg0) -> (i32) : i32 {
      %u = arith.addi %arg2, %arg1 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r : i32
  }
}
