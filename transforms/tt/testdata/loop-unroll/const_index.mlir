// ORACLE: ttir.loop_unroll
module {
  tt.func @const_index(%arg0: !tt.ptr<f32>, %arg1: f32) {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c2 = arith.constant 2 : index
    scf.for %arg2 = %c0 to %c10 step %c2 {
      %v = arith.index_cast %arg2 : index to i32
      %p = tt.addptr %arg0, %v : !tt.ptr<f32>, i32
      tt.store %p, %arg1 : !tt.ptr<f32>
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return
  }
}
