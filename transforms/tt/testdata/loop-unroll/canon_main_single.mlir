// ORACLE: ttir.loop_unroll,common.canonicalizer
module {
  tt.func @canon_main_single(%arg0: !tt.ptr<f32>, %arg1: f32) {
    %c0_i32 = arith.constant 0 : i32
    %c7_i32 = arith.constant 7 : i32
    %c1_i32 = arith.constant 1 : i32
    %r = scf.for %arg2 = %c0_i32 to %c7_i32 step %c1_i32 iter_args(%arg3 = %arg1) -> (f32) : i32 {
      %f = arith.sitofp %arg2 : i32 to f32
      %u = arith.mulf %arg3, %f : f32
      scf.yield %u : f32
    } {tt.loop_unroll_factor = 4 : i32}
    tt.store %arg0, %r : !tt.ptr<f32>
    tt.return
  }
}
