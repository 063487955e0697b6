// RUN: tt-opt %s -split-input-file -verify-diagnostics

// The verifier of amdg.local_load_packed_tranposed, with Triton 3.6's messages.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @not_dot_operand(%src: !ttg.memdesc<128x64xi8, #shared, #smem>) {
    // expected-error@below {{'amdg.local_load_packed_tranposed' op only works with DotOperandEncodingAttr dst encoding}}
    %0 = amdg.local_load_packed_tranposed %src : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<64x128xi8, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#mfma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [16, 16, 128], isTransposed = true}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @b_order(%src: !ttg.memdesc<128x64xi8, #shared, #smem>) {
    // expected-error@below {{'amdg.local_load_packed_tranposed' op Order of dimensions don't match expected}}
    %0 = amdg.local_load_packed_tranposed %src : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 16}>>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#mfma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [16, 16, 128], isTransposed = true}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @b_shape(%src: !ttg.memdesc<64x64xi8, #shared, #smem>) {
    // expected-error@below {{'amdg.local_load_packed_tranposed' op Input and output dimensions don't match after packing changes}}
    %0 = amdg.local_load_packed_tranposed %src : !ttg.memdesc<64x64xi8, #shared, #smem> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 16}>>
    tt.return
  }
}
