// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @split_default(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x2x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<64x2x!tt.ptr<f32>>
  %l, %r = tt.split %a : tensor<64x2xf32> -> tensor<64xf32>
  %s = arith.addf %l, %r : tensor<64xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  tt.store %qs, %s : tensor<64x!tt.ptr<f32>>
  tt.return
}
