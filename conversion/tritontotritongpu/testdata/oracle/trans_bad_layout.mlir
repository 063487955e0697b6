// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @trans_bad_layout(%a: tensor<32x64xf32, #blocked>) {
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x64xf32, #blocked> -> tensor<64x32xf32, #blocked>
    tt.return
  }
}
