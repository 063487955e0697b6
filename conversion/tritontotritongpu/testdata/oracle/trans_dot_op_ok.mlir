// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 1], [0, 2]], lane = [[0, 0], [0, 0], [0, 0], [0, 4], [0, 8]], warp = [[0, 16], [0, 32]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @trans_dot_op_ok(%a: tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %q: !tt.ptr<f16>) {
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<16x64xf16, #linear>
    %qs = tt.splat %q : !tt.ptr<f16> -> tensor<16x64x!tt.ptr<f16>, #linear>
    tt.store %qs, %t : tensor<16x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
