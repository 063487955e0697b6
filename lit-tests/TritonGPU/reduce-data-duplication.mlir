// RUN: tt-opt %s -split-input-file --tritongpu-reduce-data-duplication | FileCheck %s

// A conversion of a blocked tensor to an mma v2 operand goes through shared memory in a
// layout swizzled for the operand: 8-element (4*kWidth) vectors along K, rows of 64 halves
// (128 bytes) packed one per phase over 8 phases.
// CHECK: #[[$SHARED:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-LABEL: @blocked_to_mma_operand
// CHECK: %[[A:.*]] = ttg.local_alloc %arg0 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #[[$SHARED]], #smem>
// CHECK-NEXT: %[[L:.*]] = ttg.local_load %[[A]] : !ttg.memdesc<128x64xf16, #[[$SHARED]], #smem> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: tt.return %[[L]]
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @blocked_to_mma_operand(%x: tensor<128x64xf16, #blocked>) -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> {
  %c = ttg.convert_layout %x : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  tt.return %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
}
}

// -----

// For the B operand with N contiguous, the vectors run along N (mmaStride 8) and the
// swizzle over 4*kWidth rows.
// CHECK: #[[$SHARED:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-LABEL: @blocked_to_mma_b_operand
// CHECK: ttg.local_alloc %arg0 : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #[[$SHARED]], #smem>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @blocked_to_mma_b_operand(%x: tensor<64x128xf16, #blocked>) -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> {
  %c = ttg.convert_layout %x : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  tt.return %c : tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
}
}

// -----

// A conversion to a dot operand of a blocked parent that only renames registers needs no
// shared memory and stays.
// CHECK-LABEL: @register_only_conversion
// CHECK-NOT: ttg.local_alloc
// CHECK: ttg.convert_layout
#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [16, 2], warpsPerCTA = [2, 2], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @register_only_conversion(%x: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> {
  %c = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
  tt.return %c : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
}
}

// -----

// Conversions to layouts other than dot operands are left to the layout lowering.
// CHECK-LABEL: @not_a_dot_operand
// CHECK-NOT: ttg.local_alloc
// CHECK: ttg.convert_layout
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @not_a_dot_operand(%x: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked1> {
  %c = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
  tt.return %c : tensor<64x64xf16, #blocked1>
}
}
