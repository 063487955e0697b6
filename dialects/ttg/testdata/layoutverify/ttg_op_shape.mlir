// ORACLE:
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @ttg_op_shape(%a: tensor<3x32xf32, #blocked>) {
    %c = ttg.convert_layout %a : tensor<3x32xf32, #blocked> -> tensor<3x32xf32, #blocked1>
    tt.return
  }
}
