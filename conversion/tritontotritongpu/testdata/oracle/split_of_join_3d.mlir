// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @split_of_join_3d(%p: !tt.ptr<bf16>, %q: !tt.ptr<bf16>) {
  %ps = tt.splat %p : !tt.ptr<bf16> -> tensor<4x8x!tt.ptr<bf16>>
  %a = tt.load %ps : tensor<4x8x!tt.ptr<bf16>>
  %j = tt.join %a, %a : tensor<4x8xbf16> -> tensor<4x8x2xbf16>
  %l, %r = tt.split %j : tensor<4x8x2xbf16> -> tensor<4x8xbf16>
  %pt = tt.splat %p : !tt.ptr<bf16> -> tensor<4x8x2x!tt.ptr<bf16>>
  %b = tt.load %pt : tensor<4x8x2x!tt.ptr<bf16>>
  %l2, %r2 = tt.split %b : tensor<4x8x2xbf16> -> tensor<4x8xbf16>
  %s = arith.addf %l, %r2 : tensor<4x8xbf16>
  %qs = tt.splat %q : !tt.ptr<bf16> -> tensor<4x8x!tt.ptr<bf16>>
  tt.store %qs, %s : tensor<4x8x!tt.ptr<bf16>>
  tt.return
}
