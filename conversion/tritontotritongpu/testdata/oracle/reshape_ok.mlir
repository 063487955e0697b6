// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#linear = #ttg.linear<{register = [], lane = [[0, 1], [0, 2], [0, 4], [1, 0], [2, 0]], warp = [[4, 0], [0, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @reshape_ok(%a: tensor<32x16xf32, #blocked>, %b: tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked2}>>, %q: !tt.ptr<f32>) {
    %r = tt.reshape %a : tensor<32x16xf32, #blocked> -> tensor<512xf32, #blocked1>
    %s = tt.reshape %b : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<8x8xf32, #linear>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
    tt.store %qs, %r : tensor<512x!tt.ptr<f32>, #blocked1>
    %qt = tt.splat %q : !tt.ptr<f32> -> tensor<8x8x!tt.ptr<f32>, #linear>
    tt.store %qt, %s : tensor<8x8x!tt.ptr<f32>, #linear>
    tt.return
  }
}
