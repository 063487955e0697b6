// RUN: tt-opt %s -split-input-file --tritongpu-accelerate-matmul -verify-diagnostics

// wgmma reads 8-bit operands only K-contiguous: an fp8 B held N-contiguous in registers is
// transposed on its way to shared memory, which gets a warning.
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wgmma_fp8_b_transposed(%a: tensor<128x128xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<128x256xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<128x256xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #blocked>
    // expected-warning@below {{Warning: Forcing a different order [0, 1] on SMEM than the register order for the operand 1. Registers will be transposed before SMEM store and the pipelined load for this operand will be disabled, so poor performance is expected. Recommendation: consider transposing the operand in global memory to remove the need to transpose the tensor in registers.}}
    %d = tt.dot %a, %b, %cst, inputPrecision = tf32 {maxNumImpreciseAcc = 1073741824 : i32} : tensor<128x128xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<128x256xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x256xf32, #blocked>
    tt.return %d : tensor<128x256xf32, #blocked>
  }
}

// -----

// f16 operands keep their register order: no warning.
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wgmma_f16_keeps_order(%a: tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<128x256xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #blocked>
    %d = tt.dot %a, %b, %cst : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x256xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x256xf32, #blocked>
    tt.return %d : tensor<128x256xf32, #blocked>
  }
}

// -----

// A scaled dot on sm_100 stores packed fp4 operands K-contiguous (B here, against its register
// order) and an operand packed along M instead (lhs_k_pack = false) M-contiguous (A here).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mmav5_scaled_a_not_k_packed(%a: tensor<64x128xi8, #blocked>, %sa: tensor<128x4xi8, #blocked1>, %b: tensor<64x128xi8, #blocked>, %sb: tensor<128x4xi8, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    // expected-warning@below {{Forcing a different order [0, 1] on SMEM than the register order for the operand 0.}}
    // expected-warning@below {{Forcing a different order [0, 1] on SMEM than the register order for the operand 1.}}
    %d = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e2m1 rhs = e2m1 {fastMath = false, lhs_k_pack = false} : tensor<64x128xi8, #blocked>, tensor<128x4xi8, #blocked1> * tensor<64x128xi8, #blocked>, tensor<128x4xi8, #blocked1> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}
