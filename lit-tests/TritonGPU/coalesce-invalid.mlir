// RUN: tt-opt %s -split-input-file -tritongpu-coalesce -verify-diagnostics

// The number of warps decides the layout: without it the pass fails at the access.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module {
  tt.func @no_num_warps(%p: tensor<128x!tt.ptr<f32>, #blocked>) {
    // expected-error @below {{is not contained within a context that specifies the number of warps}}
    %v = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
