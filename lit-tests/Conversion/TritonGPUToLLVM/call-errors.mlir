// RUN: tt-opt %s -split-input-file -verify-diagnostics --convert-triton-gpu-to-llvm

// A kernel cannot return values: Triton's ReturnOpConversion refuses them.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel_result(%x: i32) -> i32 {
    // expected-error@below {{kernel functions do not support return with operands}}
    tt.return %x : i32
  }
}
