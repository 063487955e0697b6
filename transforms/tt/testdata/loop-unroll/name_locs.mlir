// ORACLE: ttir.loop_unroll
module {
  tt.func @name_locs(%arg0: i32, %arg1: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %r = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %arg0) -> (i32) : i32 {
      %t = arith.muli %arg3, %arg2 : i32 loc("prod")
      %u = arith.addi %t, %arg0 : i32 loc(#loc_sum)
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 2 : i32} loc(#loc_loop)
    tt.return %r : i32
  }
}
#loc_sum = loc("sum"("name_locs.mlir":8:12))
#loc_loop = loc("loop"("name_locs.mlir":6:10))
