// ORACLE: ttir.loop_unroll,common.canonicalizer,common.cse
module {
  tt.func @canon_cse_dyn(%arg0: !tt.ptr<f32>, %arg1: i32, %arg2: i32) {
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %r = scf.for %arg3 = %arg1 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (f32) : i32 {
      %p = tt.addptr %arg0, %arg3 : !tt.ptr<f32>, i32
      %v = tt.load %p : !tt.ptr<f32>
      %u = arith.addf %arg4, %v : f32
      scf.yield %u : f32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.store %arg0, %r : !tt.ptr<f32>
    tt.return
  }
}
