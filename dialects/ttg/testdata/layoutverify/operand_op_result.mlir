// ORACLE:
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @operand_op_result(%p: !tt.ptr<f32>) {
    %c = arith.constant dense<1.000000e+00> : tensor<256xf32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
