// ORACLE: ttir.loop_unroll
module {
  tt.func @iv_unused(%arg0: f32, %arg1: i32, %arg2: i32) -> f32 {
    %c3_i32 = arith.constant 3 : i32
    %r = scf.for %arg3 = %arg1 to %arg2 step %c3_i32 iter_args(%arg4 = %arg0) -> (f32) : i32 {
      %u = arith.mulf %arg4, %arg4 : f32
      scf.yield %u : f32
    } {tt.loop_unroll_factor = 4 : i32}
    tt.return %r : f32
  }
}
