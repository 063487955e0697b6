// ORACLE: ttir.loop_unroll
module {
  tt.func @nested_inner_only(%arg0: !tt.ptr<i32>) {
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %c8_i32 = arith.constant 8 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %arg1 = %c0_i32 to %c4_i32 step %c1_i32 : i32 {
      %s = scf.for %arg2 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg3 = %arg1) -> (i32) : i32 {
        %u = arith.addi %arg3, %arg2 : i32
        scf.yield %u : i32
      } {tt.loop_unroll_factor = 2 : i32}
      %p = tt.addptr %arg0, %arg1 : !tt.ptr<i32>, i32
      tt.store %p, %s : !tt.ptr<i32>
    }
    tt.return
  }
}
