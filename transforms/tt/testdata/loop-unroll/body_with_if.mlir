// ORACLE: ttir.loop_unroll
module {
  tt.func @body_with_if(%arg0: i32, %arg1: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %r = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %arg0) -> (i32) : i32 {
      %c = arith.cmpi slt, %arg3, %arg2 : i32
      %v = scf.if %c -> (i32) {
        %t = arith.addi %arg3, %arg2 : i32
        scf.yield %t : i32
      } else {
        %t = arith.subi %arg3, %arg2 : i32
        scf.yield %t : i32
      }
      scf.yield %v : i32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r : i32
  }
}
