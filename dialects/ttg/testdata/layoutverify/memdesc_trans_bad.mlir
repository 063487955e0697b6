// ORACLE:
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @memdesc_trans_bad(%m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
    %t = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
