// ORACLE: ttir.convert_to_ttgpuir('hip:gfx942',4,64,1)
tt.func public @join_trans_hip(%p: !tt.ptr<f16>, %q: !tt.ptr<f16>) {
  %ps = tt.splat %p : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>>
  %a = tt.load %ps : tensor<64x32x!tt.ptr<f16>>
  %s = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f16, %y: f16):
    %m = arith.addf %x, %y : f16
    tt.reduce.return %m : f16
  }) : (tensor<64x32xf16>) -> tensor<32xf16>
  %j = tt.join %s, %s : tensor<32xf16> -> tensor<32x2xf16>
  %t = tt.trans %j {order = array<i32: 1, 0>} : tensor<32x2xf16> -> tensor<2x32xf16>
  %l, %r = tt.split %j : tensor<32x2xf16> -> tensor<32xf16>
  %qs = tt.splat %q : !tt.ptr<f16> -> tensor<2x32x!tt.ptr<f16>>
  tt.store %qs, %t : tensor<2x32x!tt.ptr<f16>>
  %ql = tt.splat %q : !tt.ptr<f16> -> tensor<32x!tt.ptr<f16>>
  tt.store %ql, %l : tensor<32x!tt.ptr<f16>>
  tt.return
}
