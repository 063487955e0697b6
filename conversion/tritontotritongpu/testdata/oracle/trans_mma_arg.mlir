// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @trans_mma_arg(%a: tensor<64x32xf32, #mma>, %q: !tt.ptr<f32>) {
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<64x32xf32, #mma> -> tensor<32x64xf32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    tt.store %qs, %t : tensor<32x64x!tt.ptr<f32>>
    tt.return
  }
}
