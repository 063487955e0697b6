// ORACLE:
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @operand_in_loop(%p: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<0.000000e+00> : tensor<256xf32, #blocked1>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<256xf32, #blocked1>) : i32 {
      %s = arith.addf %acc, %acc : tensor<256xf32, #blocked1>
      %t = tt.reshape %s : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked1>
      scf.yield %s : tensor<256xf32, #blocked1>
    }
    tt.return
  }
}
