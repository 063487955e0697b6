// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @reshape_slice_equiv(%b: tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>) {
    %s = tt.reshape %b : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<8x8xf32, #blocked1>
    tt.return
  }
}
