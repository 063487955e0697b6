// ORACLE: ttir.loop_unroll
module {
  tt.func @unsigned_i8(%arg0: i8) -> i8 {
    %c0_i8 = arith.constant 0 : i8
    %c201_i8 = arith.constant 201 : i8
    %c1_i8 = arith.constant 1 : i8
    %r = scf.for unsigned %arg1 = %c0_i8 to %c201_i8 step %c1_i8 iter_args(%arg2 = %arg0) -> (i8) : i8 {
      %u = arith.xori %arg2, %arg1 : i8
      scf.yield %u : i8
    } {tt.loop_unroll_factor = 4 : i32}
    tt.return %r : i8
  }
}
