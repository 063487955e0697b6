// RUN: tt-opt %s -split-input-file -verify-diagnostics
// The checks of Triton 3.6's parsers and verifiers, with its exact messages.

tt.func @join_scalars(%x: i32, %y: i32) {
  // expected-error@below {{custom op 'tt.join' invalid kind of type specified: expected builtin.tensor, but found 'i32'}}
  %0 = tt.join %x, %y : i32 -> tensor<2xi32>
  tt.return
}

// -----

tt.func @split_scalar(%x: f16) {
  // expected-error@below {{custom op 'tt.split' invalid kind of type specified: expected builtin.tensor, but found 'f16'}}
  %0, %1 = tt.split %x : f16 -> f16
  tt.return
}

// -----

tt.func @make_range_scalar() {
  // expected-error@below {{custom op 'tt.make_range' invalid kind of type specified: expected builtin.tensor, but found 'i32'}}
  %0 = tt.make_range {end = 8 : i32, start = 0 : i32} : i32
  tt.return
}

// -----

tt.func @split_odd_last_dim(%x: tensor<4x3xf32>) {
  // expected-error@below {{last dimension of input tensor must be 2}}
  // expected-error@below {{'tt.split' op failed to infer returned types}}
  %0, %1 = tt.split %x : tensor<4x3xf32> -> tensor<4xf32>
  tt.return
}

// -----

tt.func @split_wrong_result(%x: tensor<4x2xf32>) {
  // expected-error@below {{'tt.split' op inferred type(s) 'tensor<4xf32>', 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<8xf32>', 'tensor<8xf32>'}}
  // expected-error@below {{'tt.split' op failed to infer returned types}}
  %0, %1 = tt.split %x : tensor<4x2xf32> -> tensor<8xf32>
  tt.return
}

// -----

tt.func @dot_k_mismatch(%a: tensor<16x32xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error@below {{'tt.dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %0 = tt.dot %a, %b, %c : tensor<16x32xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @dot_rank(%a: tensor<16xf16>, %b: tensor<16xf16>, %c: tensor<16xf32>) {
  // expected-error@below {{'tt.dot' op expected operands to be 2d or 3d}}
  %0 = tt.dot %a, %b, %c : tensor<16xf16> * tensor<16xf16> -> tensor<16xf32>
  tt.return
}

// -----

tt.func @dot_output(%a: tensor<16x32xf16>, %b: tensor<32x16xf16>, %c: tensor<16x32xf32>) {
  // expected-error@below {{'tt.dot' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second }}
  %0 = tt.dot %a, %b, %c : tensor<16x32xf16> * tensor<32x16xf16> -> tensor<16x32xf32>
  tt.return
}

// -----

tt.func @dot_batch(%a: tensor<2x16x32xf16>, %b: tensor<4x32x16xf16>, %c: tensor<2x16x16xf32>) {
  // expected-error@below {{'tt.dot' op expected the first dimension of the first operand to be equal to the first dimension of the result}}
  %0 = tt.dot %a, %b, %c : tensor<2x16x32xf16> * tensor<4x32x16xf16> -> tensor<2x16x16xf32>
  tt.return
}

// -----

tt.func @dot_scaled_packed_k(%a: tensor<64x32xi8>, %b: tensor<32x64xf8E4M3FN>, %c: tensor<64x64xf32>) {
  // e2m1 packs two values a byte along K: A holds K = 64 against B's 32.
  // expected-error@below {{'tt.dot_scaled' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %0 = tt.dot_scaled %a, %b, %c lhs = e2m1 rhs = e4m3 {fastMath = false} : tensor<64x32xi8> * tensor<32x64xf8E4M3FN> -> tensor<64x64xf32>
  tt.return
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_kwidth(%a: tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<64x64xf32, #mma>) {
    // expected-error@below {{mismatching kWidth between A and B operands}}
    %0 = tt.dot %a, %b, %c : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_f32_ieee_mma(%a: tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<64x64xf32, #mma>) {
    // expected-error@below {{unsupported MMA version}}
    %0 = tt.dot %a, %b, %c, inputPrecision = ieee : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // tf32 precision lets f32 operands use mma.sync.
  tt.func @dot_f32_tf32_mma(%a: tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<64x64xf32, #mma>) {
    %0 = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

tt.func @map_elementwise_return(%x: tensor<8xi32>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: i32):
    // expected-error@below {{region return does not match map_elementwise result}}
    tt.map_elementwise.return %a : i32
  }) : (tensor<8xi32>) -> tensor<8xf32>
  tt.return
}

// -----

tt.func @map_elementwise_store(%p: tensor<8x!tt.ptr<f32>>, %x: tensor<8xf32>) {
  %0 = "tt.map_elementwise"(%p, %x) <{pack = 1 : i32}> ({
  ^bb0(%q: !tt.ptr<f32>, %a: f32):
    // expected-error@below {{'tt.store' op Stores are not supported inside map_elementwise}}
    tt.store %q, %a : !tt.ptr<f32>
    tt.map_elementwise.return %a : f32
  }) : (tensor<8x!tt.ptr<f32>>, tensor<8xf32>) -> tensor<8xf32>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @subslice_offset_in_tile(%m: !ttg.memdesc<16x16xf32, #shared, #smem>) {
  // expected-error@below {{The split offset may not touch the tile}}
  %0 = ttg.memdesc_subslice %m [4, 0] : !ttg.memdesc<16x16xf32, #shared, #smem> -> !ttg.memdesc<8x16xf32, #shared, #smem, 16x16>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @subslice_offset_unsplit_dim(%m: !ttg.memdesc<16x16xf32, #shared, #smem>) {
  // expected-error@below {{A non zero offset found in a dimension that is not being split}}
  %0 = ttg.memdesc_subslice %m [8, 4] : !ttg.memdesc<16x16xf32, #shared, #smem> -> !ttg.memdesc<8x16xf32, #shared, #smem, 16x16>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @subslice_across_swizzle(%m: !ttg.memdesc<16x16xf32, #shared, #smem>) {
  // Row 4 starts at column 4 of the swizzle: a slice of 4 rows would not be contiguous.
  // expected-error@below {{We don't support splitting along the swizzling pattern}}
  %0 = ttg.memdesc_subslice %m [0, 0] : !ttg.memdesc<16x16xf32, #shared, #smem> -> !ttg.memdesc<4x16xf32, #shared, #smem, 16x16>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @subslice_rows_of_swizzle(%m: !ttg.memdesc<16x16xf32, #shared, #smem>) {
  // Row 8 starts a new swizzle period: a slice of 8 rows is contiguous.
  %0 = ttg.memdesc_subslice %m [8, 0] : !ttg.memdesc<16x16xf32, #shared, #smem> -> !ttg.memdesc<8x16xf32, #shared, #smem, 16x16>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32} {
  tt.func @subslice_multi_cta(%m: !ttg.memdesc<16x16xf32, #shared, #smem>) {
    // expected-error@below {{non-trivial block dimension not supported}}
    %0 = ttg.memdesc_subslice %m [8, 0] : !ttg.memdesc<16x16xf32, #shared, #smem> -> !ttg.memdesc<8x16xf32, #shared, #smem, 16x16>
    tt.return
  }
}

// -----

#shared = #ttg.padded_shared<[8:+4] {shape = [16, 16], order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @subslice_low_rank_padded(%m: !ttg.memdesc<2x16x16xf32, #shared, #smem>) {
  // expected-error@below {{SubSlice of low rank PaddedSharedEncoding from higher rank tensors is not supported yet}}
  %0 = ttg.memdesc_subslice %m [0, 8, 0] : !ttg.memdesc<2x16x16xf32, #shared, #smem> -> !ttg.memdesc<2x8x16xf32, #shared, #smem, 2x16x16>
  tt.return
}

// -----

tt.func @empty_partition() {
  ttg.warp_specialize()
  default {
    ttg.warp_yield
  }
  // expected-error@below {{'ttg.warp_specialize.partitions' op region #1 ('partitionRegions') failed to verify constraint: region with at least 1 blocks}}
  partition0() num_warps(4) {
    ttg.warp_return
  }
  partition1() num_warps(4) {
  } : () -> ()
  tt.return
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @wgmma_register_kwidth(%a: tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: !ttg.memdesc<64x64xbf16, #shared, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error@below {{'ttng.warp_group_dot' op in-register LHS operand must have a kWidth of 2 but got 4}}
    %0 = ttng.warp_group_dot %a, %b, %c : tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * !ttg.memdesc<64x64xbf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @wgmma_fp8_imprecise(%a: !ttg.memdesc<64x64xf8E4M3FN, #shared, #smem>, %b: !ttg.memdesc<64x64xf8E4M3FN, #shared, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error@below {{'ttng.warp_group_dot' op Cannot use F32 as the accumulator element type when the max_num_imprecise_acc is less than 32}}
    %0 = ttng.warp_group_dot %a, %b, %c {maxNumImpreciseAcc = 0 : i32} : !ttg.memdesc<64x64xf8E4M3FN, #shared, #smem> * !ttg.memdesc<64x64xf8E4M3FN, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @tcgen05_kinds(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf8E5M2, #shared1, #smem>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
    // expected-error@below {{'ttng.tc_gen5_mma' op LHS and RHS operand dtypes kinds don't match: LHS kind is f16 but RHS kind is f8f6f4}}
    ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf8E5M2, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @tcgen05_tf32_acc(%a: !ttg.memdesc<128x32xf32, #shared, #smem>, %b: !ttg.memdesc<32x128xf32, #shared, #smem>, %d: !ttg.memdesc<128x128xf16, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
    // expected-error@below {{'ttng.tc_gen5_mma' op unsupported accumulator dtype for operand types 'f32' and 'f32', accumulator dtype is 'f16' but must be one of ['f32']}}
    ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x32xf32, #shared, #smem>, !ttg.memdesc<32x128xf32, #shared, #smem>, !ttg.memdesc<128x128xf16, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

tt.func @reduce_combine_types(%x: tensor<8xf32>) {
  // expected-error@below {{'tt.reduce' op type mismatch on combine operation. Expected argument 0 to have type 'f32' but got 'i32'}}
  %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: i32, %b: i32):
    tt.reduce.return %a : i32
  }) : (tensor<8xf32>) -> f32
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @local_store_types(%x: tensor<128xf16, #blocked>, %m: !ttg.memdesc<128xf32, #shared, #smem, mutable>) {
    // expected-error@below {{'ttg.local_store' op source element type 'tensor<128xf16, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>' must match destination element type 'f32'}}
    ttg.local_store %x, %m : tensor<128xf16, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    tt.return
  }
}
