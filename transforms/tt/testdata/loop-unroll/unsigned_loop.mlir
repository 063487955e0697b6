// ORACLE: ttir.loop_unroll
module {
  tt.func @unsigned_loop(%arg0: i32, %arg1: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c10_i32 = arith.constant 10 : i32
    %a = scf.for unsigned %arg2 = %c0_i32 to %c10_i32 step %c1_i32 iter_args(%arg3 = %arg0) -> (i32) : i32 {
      %u = arith.addi %arg3, %arg2 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 4 : i32}
    %b = scf.for unsigned %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %a) -> (i32) : i32 {
      %u = arith.addi %arg3, %arg2 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %b : i32
  }
}
