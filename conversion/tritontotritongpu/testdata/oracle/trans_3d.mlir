// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @trans_3d(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<2x16x64x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<2x16x64x!tt.ptr<f32>>
  %t = tt.trans %a {order = array<i32: 2, 0, 1>} : tensor<2x16x64xf32> -> tensor<64x2x16xf32>
  %u = tt.trans %a {order = array<i32: 0, 1, 2>} : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<64x2x16x!tt.ptr<f32>>
  tt.store %qs, %t : tensor<64x2x16x!tt.ptr<f32>>
  %qu = tt.splat %q : !tt.ptr<f32> -> tensor<2x16x64x!tt.ptr<f32>>
  tt.store %qu, %u : tensor<2x16x64x!tt.ptr<f32>>
  tt.return
}
