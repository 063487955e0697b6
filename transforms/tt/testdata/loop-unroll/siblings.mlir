// ORACLE: ttir.loop_unroll
module {
  tt.func @first(%arg0: i32, %arg1: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c7_i32 = arith.constant 7 : i32
    %a = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %arg0) -> (i32) : i32 {
      %u = arith.addi %arg3, %arg2 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 2 : i32}
    %b = scf.for %arg2 = %c0_i32 to %c7_i32 step %c1_i32 iter_args(%arg3 = %a) -> (i32) : i32 {
      %u = arith.muli %arg3, %arg2 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 3 : i32}
    tt.return %b : i32
  }
  tt.func @second(%arg0: i32, %arg1: i32) -> i32 {
    %c2_i32 = arith.constant 2 : i32
    %r = scf.for %arg2 = %arg0 to %arg1 step %c2_i32 iter_args(%arg3 = %arg0) -> (i32) : i32 {
      %u = arith.subi %arg3, %arg2 : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 5 : i32}
    tt.return %r : i32
  }
}
