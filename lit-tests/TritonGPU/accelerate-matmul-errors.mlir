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

// sm_100's tcgen05 (MMAv5) is not supported yet: a dot it would run gets a diagnostic.
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:100", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_v5(%a: tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<128x128xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    // expected-error@below {{'tt.dot' op needs MMAv5 (tcgen05), which tritongpu-accelerate-matmul does not support yet}}
    %d = tt.dot %a, %b, %cst : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// The scaled MMAs of sm_100 and sm_120 are not supported yet.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:120", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_scaled(%a: tensor<128x64xbf16, #blocked>, %b: tensor<64x128xbf16, #blocked>) -> tensor<128x128xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    // expected-error@below {{'tt.dot_scaled' op is not supported by tritongpu-accelerate-matmul on sm_100 and later yet}}
    %d = tt.dot_scaled %a, %b, %cst lhs = bf16 rhs = bf16 {fastMath = false} : tensor<128x64xbf16, #blocked> * tensor<64x128xbf16, #blocked> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}
