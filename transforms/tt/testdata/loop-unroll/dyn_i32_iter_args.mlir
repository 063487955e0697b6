// ORACLE: ttir.loop_unroll
module {
  tt.func @dyn_i32(%arg0: tensor<128x!tt.ptr<f32>>, %arg1: i32) -> tensor<128xf32> {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128xf32>
    %one = arith.constant dense<1> : tensor<128xi32>
    %r:2 = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %zero, %arg4 = %arg0) -> (tensor<128xf32>, tensor<128x!tt.ptr<f32>>) : i32 {
      %x = tt.load %arg4 : tensor<128x!tt.ptr<f32>>
      %s = arith.addf %arg3, %x : tensor<128xf32>
      %q = tt.addptr %arg4, %one : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
      scf.yield %s, %q : tensor<128xf32>, tensor<128x!tt.ptr<f32>>
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r#0 : tensor<128xf32>
  }
}
