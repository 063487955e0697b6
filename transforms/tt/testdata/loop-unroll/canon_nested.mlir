// ORACLE: ttir.loop_unroll,common.canonicalizer
module {
  tt.func @canon_nested(%arg0: !tt.ptr<i32>, %arg1: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 : i32 {
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32 : i32 {
        %k = arith.addi %arg2, %arg3 : i32
        %p = tt.addptr %arg0, %k : !tt.ptr<i32>, i32
        tt.store %p, %arg3 : !tt.ptr<i32>
      } {tt.loop_unroll_factor = 4 : i32}
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return
  }
}
