// ORACLE: ttir.convert_to_ttgpuir('cuda:80',8,32,1)
tt.func public @dot_fold(%p: !tt.ptr<f16>, %q: !tt.ptr<f32>) {
  %c0 = arith.constant 0.000000e+00 : f32
  %pa = tt.splat %p : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>>
  %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>>
  %pb = tt.splat %p : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>>
  %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>>
  %z = tt.splat %c0 : f32 -> tensor<64x64xf32>
  %d = tt.dot %a, %b, %z : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
  %e = arith.addf %d, %z : tensor<64x64xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>>
  tt.store %qs, %e : tensor<64x64x!tt.ptr<f32>>
  tt.return
}
