// ORACLE:
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func private @two() -> (tensor<128xi32, #blocked>, tensor<128xi32, #blocked1>)
  tt.func public @multi_result() {
    %r:2 = tt.call @two() : () -> (tensor<128xi32, #blocked>, tensor<128xi32, #blocked1>)
    tt.return
  }
}
