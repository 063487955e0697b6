// RUN: tt-opt %s -split-input-file --triton-nvidia-gpu-plan-cta -verify-diagnostics | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// A module of one CTA has nothing to plan and keeps its layouts.
// CHECK-LABEL: @one_cta
// CHECK: tt.load %arg0 : tensor<64x64x!tt.ptr<f16>, #blocked>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @one_cta(%p: tensor<64x64x!tt.ptr<f16>, #blocked>) -> tensor<64x64xf16, #blocked> {
  %v = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
  tt.return %v : tensor<64x64xf16, #blocked>
}
}

// -----

// Planning several CTAs is not supported and says so.
// expected-error@below {{planning the layouts of 2 CTAs is not supported}}
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @two_ctas() {
  tt.return
}
}
