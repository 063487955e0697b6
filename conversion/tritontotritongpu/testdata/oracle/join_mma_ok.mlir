// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#linear = #ttg.linear<{register = [[0, 0, 1], [0, 1, 0], [8, 0, 0], [0, 8, 0], [0, 16, 0], [0, 32, 0]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @join_mma_ok(%a: tensor<64x64xf32, #mma>, %b: tensor<64x64xf32, #mma>, %q: !tt.ptr<f32>) {
    %j = tt.join %a, %b : tensor<64x64xf32, #mma> -> tensor<64x64x2xf32, #linear>
    %l, %h = tt.split %j : tensor<64x64x2xf32, #linear> -> tensor<64x64xf32, #mma>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<64x64x2x!tt.ptr<f32>, #linear>
    tt.store %qs, %j : tensor<64x64x2x!tt.ptr<f32>, #linear>
    tt.return
  }
}
