// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#linear = #ttg.linear<{register = [[64]], lane = [[1], [2], [4], [8], [16]], warp = [[32], [128]], block = []}>
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @join_bad_layout(%a: tensor<256xf32, #linear>) {
    %j = tt.join %a, %a : tensor<256xf32, #linear> -> tensor<256x2xf32, #blocked>
    tt.return
  }
}
