// ORACLE: ttir.loop_unroll,common.canonicalizer
module {
  tt.func @canon_dyn(%arg0: tensor<64x!tt.ptr<f32>>, %arg1: tensor<64x!tt.ptr<f32>>, %arg2: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64xf32>
    %one = arith.constant dense<1> : tensor<64xi32>
    %r:2 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %zero, %arg5 = %arg0) -> (tensor<64xf32>, tensor<64x!tt.ptr<f32>>) : i32 {
      %x = tt.load %arg5 : tensor<64x!tt.ptr<f32>>
      %s = arith.addf %arg4, %x : tensor<64xf32>
      %q = tt.addptr %arg5, %one : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
      scf.yield %s, %q : tensor<64xf32>, tensor<64x!tt.ptr<f32>>
    } {tt.loop_unroll_factor = 4 : i32}
    tt.store %arg1, %r#0 : tensor<64x!tt.ptr<f32>>
    tt.return
  }
}
