// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#linear = #ttg.linear<{register = [[64]], lane = [[1], [2], [4], [8], [16]], warp = [[32], [128]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [64, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [128, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @join_linear_ok(%a: tensor<256xf32, #linear>, %q: !tt.ptr<f32>) {
    %j = tt.join %a, %a : tensor<256xf32, #linear> -> tensor<256x2xf32, #linear1>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #linear1>
    tt.store %qs, %j : tensor<256x2x!tt.ptr<f32>, #linear1>
    tt.return
  }
}
