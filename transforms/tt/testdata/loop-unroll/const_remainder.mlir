// ORACLE: ttir.loop_unroll
module {
  tt.func @const_remainder(%arg0: f32, %arg1: !tt.ptr<f32>) {
    %c0_i32 = arith.constant 0 : i32
    %c10_i32 = arith.constant 10 : i32
    %c1_i32 = arith.constant 1 : i32
    %r:2 = scf.for %arg2 = %c0_i32 to %c10_i32 step %c1_i32 iter_args(%arg3 = %arg0, %arg4 = %arg0) -> (f32, f32) : i32 {
      %f = arith.sitofp %arg2 : i32 to f32
      %s = arith.addf %arg3, %f : f32
      %m = arith.mulf %arg4, %s : f32
      scf.yield %s, %m : f32, f32
    } {tt.loop_unroll_factor = 4 : i32}
    %sum = arith.addf %r#0, %r#1 : f32
    tt.store %arg1, %sum : !tt.ptr<f32>
    tt.return
  }
}
