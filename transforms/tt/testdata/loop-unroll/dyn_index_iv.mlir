// ORACLE: ttir.loop_unroll
module {
  tt.func @dyn_index(%arg0: !tt.ptr<i32>, %arg1: index, %arg2: index, %arg3: index) {
    scf.for %arg4 = %arg1 to %arg2 step %arg3 {
      %v = arith.index_cast %arg4 : index to i32
      %p = tt.addptr %arg0, %v : !tt.ptr<i32>, i32
      tt.store %p, %v : !tt.ptr<i32>
    } {tt.loop_unroll_factor = 3 : i32}
    tt.return
  }
}
