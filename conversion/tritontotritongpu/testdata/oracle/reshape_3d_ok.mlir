// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [2, 4, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @reshape_3d_ok(%a: tensor<8x4x8xf16, #blocked>, %q: !tt.ptr<f16>) {
    %r = tt.reshape %a : tensor<8x4x8xf16, #blocked> -> tensor<8x32xf16, #blocked1>
    %qs = tt.splat %q : !tt.ptr<f16> -> tensor<8x32x!tt.ptr<f16>, #blocked1>
    tt.store %qs, %r : tensor<8x32x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}
