// ORACLE:
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @reshape_mma_bad(%c: tensor<64x32xf32, #mma>) {
    %r = tt.reshape %c : tensor<64x32xf32, #mma> -> tensor<2048xf32, #blocked>
    tt.return
  }
}
