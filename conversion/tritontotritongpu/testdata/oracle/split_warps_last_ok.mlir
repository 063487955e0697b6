// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1, 2], threadsPerWarp = [16, 2, 1, 1], warpsPerCTA = [2, 1, 1, 2], order = [3, 2, 1, 0]}>
#linear = #ttg.linear<{register = [[0, 0, 1]], lane = [[0, 1, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0], [8, 0, 0]], warp = [[0, 0, 0], [16, 0, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @split_warps_last_ok(%a: tensor<32x2x2x2xf32, #blocked>, %q: !tt.ptr<f32>) {
    %l, %h = tt.split %a : tensor<32x2x2x2xf32, #blocked> -> tensor<32x2x2xf32, #linear>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<32x2x2x!tt.ptr<f32>, #linear>
    tt.store %qs, %l : tensor<32x2x2x!tt.ptr<f32>, #linear>
    tt.return
  }
}
