// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [0, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @join_slice_ok(%a: tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>, %b: tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>, %q: !tt.ptr<f32>) {
    %j = tt.join %a, %a : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<64x2xf32, #linear>
    %k = tt.join %b, %b : tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x2xf32, #blocked1>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<64x2x!tt.ptr<f32>, #linear>
    tt.store %qs, %j : tensor<64x2x!tt.ptr<f32>, #linear>
    %qk = tt.splat %q : !tt.ptr<f32> -> tensor<128x2x!tt.ptr<f32>, #blocked1>
    tt.store %qk, %k : tensor<128x2x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
