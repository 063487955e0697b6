// RUN: tt-opt %s -split-input-file --tritongpu-accelerate-matmul -verify-diagnostics

// The compute capability comes from the module's target.
// expected-error@below {{expected a ttg.target attribute on the module}}
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @no_target() {
    tt.return
  }
}

// -----

// expected-error@below {{expected an NVIDIA target "cuda:NN", got "hip:gfx942"}}
module attributes {"ttg.target" = "hip:gfx942", "ttg.num-warps" = 4 : i32} {
  tt.func @not_cuda() {
    tt.return
  }
}

// -----

// sm_120's block-scaled mma.sync reads blocked scales; other scale layouts are rejected
// before the IR changes.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [16, 2, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.target" = "cuda:120", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm120_sliced_scales(%a: tensor<128x64xi8, #blocked>, %sa: tensor<128x2xi8, #ttg.slice<{dim = 2, parent = #blocked3}>>, %b: tensor<64x128xi8, #blocked>, %sb: tensor<128x2xi8, #ttg.slice<{dim = 2, parent = #blocked3}>>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    // expected-error@below {{'tt.dot_scaled' op expects blocked scales on sm_120, got #ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [16, 2, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>}>}}
    %d = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xi8, #blocked>, tensor<128x2xi8, #ttg.slice<{dim = 2, parent = #blocked3}>> * tensor<64x128xi8, #blocked>, tensor<128x2xi8, #ttg.slice<{dim = 2, parent = #blocked3}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}
