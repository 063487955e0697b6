// ORACLE: ttir.loop_unroll
module {
  tt.func @unsigned_i64_index(%arg0: i64, %arg1: index) -> (i64, index) {
    %c0_i64 = arith.constant 0 : i64
    %c10_i64 = arith.constant 10 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c3 = arith.constant 3 : index
    %a = scf.for unsigned %arg2 = %c0_i64 to %c10_i64 step %c1_i64 iter_args(%arg3 = %arg0) -> (i64) : i64 {
      %u = arith.addi %arg3, %arg2 : i64
      scf.yield %u : i64
    } {tt.loop_unroll_factor = 4 : i32}
    %b = scf.for unsigned %arg2 = %c0 to %c10 step %c3 iter_args(%arg3 = %arg1) -> (index) {
      %u = arith.addi %arg3, %arg2 : index
      scf.yield %u : index
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %a, %b : i64, index
  }
}
