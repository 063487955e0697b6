// ORACLE: ttir.loop_unroll
module {
  tt.func @i64_iv(%arg0: i64, %arg1: i64) -> i64 {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c11_i64 = arith.constant 11 : i64
    %a = scf.for %arg2 = %c0_i64 to %arg1 step %c1_i64 iter_args(%arg3 = %arg0) -> (i64) : i64 {
      %u = arith.addi %arg3, %arg2 : i64
      scf.yield %u : i64
    } {tt.loop_unroll_factor = 2 : i32}
    %b = scf.for %arg2 = %c0_i64 to %c11_i64 step %c1_i64 iter_args(%arg3 = %a) -> (i64) : i64 {
      %u = arith.addi %arg3, %arg2 : i64
      scf.yield %u : i64
    } {tt.loop_unroll_factor = 3 : i64}
    tt.return %b : i64
  }
}
