// ORACLE: ttir.loop_unroll
module {
  tt.func @index_mixed_bounds(%arg0: index, %arg1: f32) -> f32 {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %arg2 = %c4 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
      %i = arith.index_castui %arg2 : index to i32
      %f = arith.uitofp %i : i32 to f32
      %u = arith.addf %arg3, %f : f32
      scf.yield %u : f32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r : f32
  }
}
