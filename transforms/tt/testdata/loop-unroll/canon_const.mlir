// ORACLE: ttir.loop_unroll,common.canonicalizer
module {
  tt.func @canon_const(%arg0: !tt.ptr<i32>, %arg1: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c10_i32 = arith.constant 10 : i32
    %c1_i32 = arith.constant 1 : i32
    %r = scf.for %arg2 = %c0_i32 to %c10_i32 step %c1_i32 iter_args(%arg3 = %arg1) -> (i32) : i32 {
      %p = tt.addptr %arg0, %arg2 : !tt.ptr<i32>, i32
      %v = tt.load %p : !tt.ptr<i32>
      %u = arith.addi %arg3, %v : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 3 : i32}
    tt.store %arg0, %r : !tt.ptr<i32>
    tt.return
  }
}
