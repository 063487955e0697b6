// ORACLE: ttir.loop_unroll
module {
  tt.func @factor_eight(%arg0: f32) -> f32 {
    %c2_i32 = arith.constant 2 : i32
    %c42_i32 = arith.constant 42 : i32
    %c3_i32 = arith.constant 3 : i32
    %r = scf.for %arg1 = %c2_i32 to %c42_i32 step %c3_i32 iter_args(%arg2 = %arg0) -> (f32) : i32 {
      %f = arith.sitofp %arg1 : i32 to f32
      %u = arith.addf %arg2, %f : f32
      scf.yield %u : f32
    } {tt.loop_unroll_factor = 8 : i64}
    tt.return %r : f32
  }
}
