// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @reshape_bad_layout(%a: tensor<32x16xf32, #blocked>) {
    %r = tt.reshape %a : tensor<32x16xf32, #blocked> -> tensor<512xf32, #blocked1>
    tt.return
  }
}
