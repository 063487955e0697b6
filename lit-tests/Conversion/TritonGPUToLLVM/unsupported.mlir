// RUN: tt-opt %s -split-input-file -verify-diagnostics --convert-triton-gpu-to-llvm

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// An op the lowering does not handle yet is a diagnostic that names it, not a crash.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @print(%x: tensor<32xi32, #blocked>) {
    // expected-error@below {{failed to legalize operation 'tt.print'}}
    tt.print ": " {hex = false, isSigned = array<i32: 1>} : %x : tensor<32xi32, #blocked>
    tt.return
  }
}
