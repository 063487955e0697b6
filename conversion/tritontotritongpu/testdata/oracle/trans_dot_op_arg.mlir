// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @trans_dot_op_arg(%a: tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %q: !tt.ptr<f16>) {
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<16x64xf16>
    %qs = tt.splat %q : !tt.ptr<f16> -> tensor<16x64x!tt.ptr<f16>>
    tt.store %qs, %t : tensor<16x64x!tt.ptr<f16>>
    tt.return
  }
}
