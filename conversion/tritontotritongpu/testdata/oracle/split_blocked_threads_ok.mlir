// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [], lane = [[0], [1], [2], [4], [8]], warp = [[16], [32]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @split_blocked_threads_ok(%a: tensor<64x2xf32, #blocked>, %q: !tt.ptr<f32>) {
    %l, %h = tt.split %a : tensor<64x2xf32, #blocked> -> tensor<64xf32, #linear>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #linear>
    tt.store %qs, %h : tensor<64x!tt.ptr<f32>, #linear>
    tt.return
  }
}
