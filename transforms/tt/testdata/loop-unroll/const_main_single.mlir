// ORACLE: ttir.loop_unroll
module {
  tt.func @const_main_single(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c6_i32 = arith.constant 6 : i32
    %c2_i32 = arith.constant 2 : i32
    %r = scf.for %arg1 = %c0_i32 to %c6_i32 step %c2_i32 iter_args(%arg2 = %arg0) -> (i32) : i32 {
      %u = arith.xori %arg2, %arg1 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 3 : i32}
    tt.return %r : i32
  }
}
