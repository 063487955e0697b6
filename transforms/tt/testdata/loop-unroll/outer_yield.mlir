// ORACLE: ttir.loop_unroll
module {
  tt.func @outer_yield(%arg0: i32, %arg1: i32, %arg2: !tt.ptr<i32>) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %r = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg4 = %arg0) -> (i32) : i32 {
      %p = tt.addptr %arg2, %arg3 : !tt.ptr<i32>, i32
      tt.store %p, %arg4 : !tt.ptr<i32>
      scf.yield %arg0 : i32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r : i32
  }
}
