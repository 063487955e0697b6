// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @join_1d(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %pa = tt.addptr %ps, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  %a = tt.load %pa : tensor<128x!tt.ptr<f32>>
  %b = arith.addf %a, %a : tensor<128xf32>
  %j = tt.join %a, %b : tensor<128xf32> -> tensor<128x2xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<128x2x!tt.ptr<f32>>
  tt.store %qs, %j : tensor<128x2x!tt.ptr<f32>>
  tt.return
}
