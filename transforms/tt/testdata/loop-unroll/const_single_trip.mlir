// ORACLE: ttir.loop_unroll
module {
  tt.func @const_single_trip(%arg0: !tt.ptr<i32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %arg1 = %c0_i32 to %c1_i32 step %c1_i32 : i32 {
      %p = tt.addptr %arg0, %arg1 : !tt.ptr<i32>, i32
      tt.store %p, %arg1 : !tt.ptr<i32>
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return
  }
}
