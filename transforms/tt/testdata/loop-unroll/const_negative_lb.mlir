// ORACLE: ttir.loop_unroll
module {
  tt.func @const_negative_lb(%arg0: i32) -> i32 {
    %c-8_i32 = arith.constant -8 : i32
    %c3_i32 = arith.constant 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %c-7_i32 = arith.constant -7 : i32
    %c9_i32 = arith.constant 9 : i32
    %a = scf.for %arg1 = %c-8_i32 to %c3_i32 step %c2_i32 iter_args(%arg2 = %arg0) -> (i32) : i32 {
      %u = arith.addi %arg2, %arg1 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 2 : i32}
    %b = scf.for %arg1 = %c-7_i32 to %c9_i32 step %c3_i32 iter_args(%arg2 = %a) -> (i32) : i32 {
      %u = arith.muli %arg2, %arg1 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 4 : i32}
    tt.return %b : i32
  }
}
