// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @join_slice_3d(%p: !tt.ptr<f16>, %q: !tt.ptr<f16>) {
  %ps = tt.splat %p : !tt.ptr<f16> -> tensor<4x8x16x!tt.ptr<f16>>
  %a = tt.load %ps : tensor<4x8x16x!tt.ptr<f16>>
  %s = "tt.reduce"(%a) <{axis = 2 : i32}> ({
  ^bb0(%x: f16, %y: f16):
    %m = arith.addf %x, %y : f16
    tt.reduce.return %m : f16
  }) : (tensor<4x8x16xf16>) -> tensor<4x8xf16>
  %t = "tt.reduce"(%a) <{axis = 1 : i32}> ({
  ^bb0(%x: f16, %y: f16):
    %m = arith.addf %x, %y : f16
    tt.reduce.return %m : f16
  }) : (tensor<4x8x16xf16>) -> tensor<4x16xf16>
  %j = tt.join %s, %s : tensor<4x8xf16> -> tensor<4x8x2xf16>
  %k = tt.join %t, %t : tensor<4x16xf16> -> tensor<4x16x2xf16>
  %qs = tt.splat %q : !tt.ptr<f16> -> tensor<4x8x2x!tt.ptr<f16>>
  tt.store %qs, %j : tensor<4x8x2x!tt.ptr<f16>>
  %qt = tt.splat %q : !tt.ptr<f16> -> tensor<4x16x2x!tt.ptr<f16>>
  tt.store %qt, %k : tensor<4x16x2x!tt.ptr<f16>>
  tt.return
}
