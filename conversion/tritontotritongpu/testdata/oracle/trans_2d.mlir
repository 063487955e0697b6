// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @trans_2d(%p: !tt.ptr<f16>, %q: !tt.ptr<f16>) {
  %ps = tt.splat %p : !tt.ptr<f16> -> tensor<32x128x!tt.ptr<f16>>
  %a = tt.load %ps : tensor<32x128x!tt.ptr<f16>>
  %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x128xf16> -> tensor<128x32xf16>
  %qs = tt.splat %q : !tt.ptr<f16> -> tensor<128x32x!tt.ptr<f16>>
  tt.store %qs, %t : tensor<128x32x!tt.ptr<f16>>
  tt.return
}
