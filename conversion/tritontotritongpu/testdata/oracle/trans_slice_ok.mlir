// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @trans_slice_ok(%a: tensor<4x16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<4x16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x4xf32, #ttg.linear<{register = [[1, 0], [2, 0]], lane = [[4, 0], [8, 0], [0, 0], [0, 0], [0, 0]], warp = [[0, 1], [0, 2]], block = []}>>
    tt.return
  }
}
