// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#linear = #ttg.linear<{register = [[1, 0], [0, 8], [16, 0], [0, 32]], lane = [[2, 0], [4, 0], [0, 1], [0, 2], [0, 4]], warp = [[8, 0], [0, 16]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @trans_mma_ok(%a: tensor<64x32xf32, #mma>, %q: !tt.ptr<f32>) {
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<64x32xf32, #mma> -> tensor<32x64xf32, #linear>
    %e = arith.addf %t, %t : tensor<32x64xf32, #linear>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #linear>
    tt.store %qs, %e : tensor<32x64x!tt.ptr<f32>, #linear>
    tt.return
  }
}
