// ORACLE: ttir.loop_unroll
module {
  tt.func @i8_step_overflow(%arg0: i8) -> i8 {
    %c0_i8 = arith.constant 0 : i8
    %c127_i8 = arith.constant 127 : i8
    %c100_i8 = arith.constant 100 : i8
    %r = scf.for %arg1 = %c0_i8 to %c127_i8 step %c100_i8 iter_args(%arg2 = %arg0) -> (i8) : i8 {
      %u = arith.addi %arg2, %arg1 : i8
      scf.yield %u : i8
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r : i8
  }
}
