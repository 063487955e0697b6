// RUN: tt-opt %s -split-input-file --tritongpu-optimize-dot-operands | FileCheck %s

// An mma.sync operand transposed in registers is transposed in shared memory instead: stored
// untransposed with the swizzled layout ldmatrix reads transposed operands from, viewed
// through memdesc_trans and loaded straight into the dot_op layout.
// CHECK-DAG: [[$SHARED:#.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
// CHECK-LABEL: tt.func @mma_v2_operand_transpose
// CHECK: %[[ALLOC:.*]] = ttg.local_alloc %arg1 : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, [[$SHARED]], #smem>
// CHECK: %[[TRANS:.*]] = ttg.memdesc_trans %[[ALLOC]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, [[$SHARED]], #smem> -> !ttg.memdesc<32x64xf16, #{{.*}}, #smem>
// CHECK: %[[B:.*]] = ttg.local_load %[[TRANS]] : {{.*}} -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
// CHECK-NOT: tt.trans
// CHECK: tt.dot %arg0, %[[B]]
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_v2_operand_transpose(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %bt: tensor<64x32xf16, #blocked>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %t = tt.trans %bt {order = array<i32: 1, 0>} : tensor<64x32xf16, #blocked> -> tensor<32x64xf16, #blocked1>
    %b = ttg.convert_layout %t : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a, %b, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
}

// -----

// wgmma reads either major order, so a transpose stored to shared memory for it becomes a
// memdesc_trans of the untransposed tensor's allocation, with the opposite nvmma_shared
// transposition.
// CHECK-DAG: [[$NT:#.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: [[$T:#.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
// CHECK-LABEL: tt.func @wgmma_operand_transpose
// CHECK: %[[ALLOC:.*]] = ttg.local_alloc %arg1 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, [[$T]], #smem>
// CHECK: %[[TRANS:.*]] = ttg.memdesc_trans %[[ALLOC]] {order = array<i32: 1, 0>} : !ttg.memdesc<128x64xf16, [[$T]], #smem> -> !ttg.memdesc<64x128xf16, [[$NT]], #smem>
// CHECK: ttng.warp_group_dot %arg0, %[[TRANS]]
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.target" = "cuda:90", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wgmma_operand_transpose(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %bt: tensor<128x64xf16, #blocked>) -> tensor<128x128xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %t = tt.trans %bt {order = array<i32: 1, 0>} : tensor<128x64xf16, #blocked> -> tensor<64x128xf16, #blocked1>
    %b = ttg.local_alloc %t : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
    %d = ttng.warp_group_dot %a, %b, %cst : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return %d : tensor<128x128xf32, #mma>
  }
}

// -----

// A reshape stored to shared memory becomes a memdesc_reshape of the source's allocation when
// the source keeps the nvmma_shared layout (same contiguous dimension, same layout).
// CHECK-DAG: [[$S:#.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: [[$S3:#.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
// CHECK-LABEL: tt.func @reshape_in_shared_memory
// CHECK: %[[ALLOC:.*]] = ttg.local_alloc %arg0 : (tensor<2x64x64xf16, #blocked>) -> !ttg.memdesc<2x64x64xf16, [[$S3]], #smem>
// CHECK: %[[R:.*]] = ttg.memdesc_reshape %[[ALLOC]] : !ttg.memdesc<2x64x64xf16, [[$S3]], #smem> -> !ttg.memdesc<128x64xf16, [[$S]], #smem>
// CHECK: tt.return %[[R]]
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.target" = "cuda:90", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reshape_in_shared_memory(%x: tensor<2x64x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem> {
    %r = tt.reshape %x : tensor<2x64x64xf16, #blocked> -> tensor<128x64xf16, #blocked1>
    %m = ttg.local_alloc %r : (tensor<128x64xf16, #blocked1>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    tt.return %m : !ttg.memdesc<128x64xf16, #shared, #smem>
  }
}

// -----

// A transpose that feeds no dot stays in registers.
// CHECK-LABEL: tt.func @transpose_without_dot
// CHECK: tt.trans
// CHECK-NOT: ttg.local_alloc
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @transpose_without_dot(%bt: tensor<64x32xf16, #blocked>) -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> {
    %t = tt.trans %bt {order = array<i32: 1, 0>} : tensor<64x32xf16, #blocked> -> tensor<32x64xf16, #blocked1>
    %b = ttg.convert_layout %t : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    tt.return %b : tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  }
}
