// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @cat(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<64x!tt.ptr<f32>>
  %c = tt.cat %a, %a : tensor<64xf32> -> tensor<128xf32>
  %p2 = tt.splat %p : !tt.ptr<f32> -> tensor<32x16x!tt.ptr<f32>>
  %b = tt.load %p2 : tensor<32x16x!tt.ptr<f32>>
  %d = tt.cat %b, %b : tensor<32x16xf32> -> tensor<64x16xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  tt.store %qs, %c : tensor<128x!tt.ptr<f32>>
  %qd = tt.splat %q : !tt.ptr<f32> -> tensor<64x16x!tt.ptr<f32>>
  tt.store %qd, %d : tensor<64x16x!tt.ptr<f32>>
  tt.return
}
