// ORACLE:
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @operand_block_arg(%a: tensor<256xf32, #blocked>) {
    %u = tt.reshape %a : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked>
    tt.return
  }
}
