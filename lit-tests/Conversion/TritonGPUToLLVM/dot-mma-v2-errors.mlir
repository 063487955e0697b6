// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm -verify-diagnostics

// f32 operands at ieee precision have no mma.sync instruction: Triton's verifier rejects the
// dot before any lowering.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_ieee_f32(%a: tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf32, #mma>) {
    // expected-error@below {{unsupported MMA version}}
    %d = tt.dot %a, %b, %c, inputPrecision = ieee : tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}


// -----

// Without inputPrecision a dot is ieee, which mma.sync cannot do for f32; rejected the same way.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_default_precision_f32(%a: tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf32, #mma>) {
    // expected-error@below {{unsupported MMA version}}
    %d = tt.dot %a, %b, %c : tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}
