// ORACLE:
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @histogram_mask_encoded(%a: tensor<256xi32, #blocked>, %m: tensor<256xi1, #blocked>) -> tensor<32xi32, #blocked> {
    %h = tt.histogram %a, %m : tensor<256xi32, #blocked> -> tensor<32xi32, #blocked>
    tt.return %h : tensor<32xi32, #blocked>
  }
}
