// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @gather(%p: !tt.ptr<f32>, %i: !tt.ptr<i32>, %q: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x16x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<64x16x!tt.ptr<f32>>
  %is = tt.splat %i : !tt.ptr<i32> -> tensor<32x16x!tt.ptr<i32>>
  %idx = tt.load %is : tensor<32x16x!tt.ptr<i32>>
  %g = tt.gather %a[%idx] {axis = 0 : i32} : (tensor<64x16xf32>, tensor<32x16xi32>) -> tensor<32x16xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<32x16x!tt.ptr<f32>>
  tt.store %qs, %g : tensor<32x16x!tt.ptr<f32>>
  tt.return
}
