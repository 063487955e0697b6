// RUN: tt-opt %s -split-input-file --triton-nvidia-tma-lowering -verify-diagnostics

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A descriptor without a shared layout (optimize-descriptor-encoding gives one) is an error.
tt.func @no_layout(%d: !tt.tensordesc<tensor<64x64xf16>>, %i: i32, %v: tensor<64x64xf16, #blocked>) {
  // expected-error@below {{Tensor descriptor should have encoding set}}
  tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16, #blocked>
  tt.return
}
}
