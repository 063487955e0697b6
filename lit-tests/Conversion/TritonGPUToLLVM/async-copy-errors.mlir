// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm -verify-diagnostics

// cp.async moves at least 4 bytes: single f16 elements cannot be copied.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @two_bytes(%ptrs: tensor<32x!tt.ptr<f16>, #blocked>, %dst: !ttg.memdesc<32xf16, #shared, #smem, mutable>) {
    // expected-error@below {{cp.async does not support transfers smaller than 4 bytes; calculated this as 2 bytes}}
    %0 = ttg.async_copy_global_to_local %ptrs, %dst : tensor<32x!tt.ptr<f16>, #blocked> -> <32xf16, #shared, #smem, mutable>
    tt.return
  }
}
