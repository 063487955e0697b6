// ORACLE: ttir.loop_unroll,common.canonicalizer,common.cse
module {
  tt.func @canon_cse_const(%arg0: tensor<32x!tt.ptr<f32>>, %arg1: tensor<32xf32>) {
    %c0_i32 = arith.constant 0 : i32
    %c6_i32 = arith.constant 6 : i32
    %c1_i32 = arith.constant 1 : i32
    %r:2 = scf.for %arg2 = %c0_i32 to %c6_i32 step %c1_i32 iter_args(%arg3 = %arg1, %arg4 = %arg0) -> (tensor<32xf32>, tensor<32x!tt.ptr<f32>>) : i32 {
      %s = tt.splat %arg2 : i32 -> tensor<32xi32>
      %p = tt.addptr %arg4, %s : tensor<32x!tt.ptr<f32>>, tensor<32xi32>
      %v = tt.load %p : tensor<32x!tt.ptr<f32>>
      %u = arith.addf %arg3, %v : tensor<32xf32>
      scf.yield %u, %p : tensor<32xf32>, tensor<32x!tt.ptr<f32>>
    } {tt.loop_unroll_factor = 4 : i32}
    tt.store %r#1, %r#0 : tensor<32x!tt.ptr<f32>>
    tt.return
  }
}
