// RUN: tt-opt %s -split-input-file -tritongpu-optimize-dot-operands -canonicalize | FileCheck %s

// A tcgen05 scaled MMA whose scale is read from shared memory, rearranged into the tensor
// memory scales layout in registers and stored to tensor memory reads the rearranged shared
// memory view instead: memdesc_reshape, memdesc_trans and memdesc_reshape of the allocation,
// with shared_linear layouts; the register path (layout conversions included) and the
// tensor memory allocation go away.
// CHECK-DAG: [[$SMEM2D:#.*]] = #ttg.shared_linear<{offset = {{\[\[0, 1\], \[0, 2\], \[32, 0\], \[64, 0\], \[1, 0\], \[2, 0\], \[4, 0\], \[8, 0\], \[16, 0\], \[128, 0\]\]}}}, alignment = 16>
// CHECK-LABEL: tt.func @scale_from_shared_memory
// CHECK: %[[ALLOC:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x512xi8
// CHECK-NOT: ttg.local_load
// CHECK-NOT: ttng.tmem_alloc
// CHECK: %[[R5:.*]] = ttg.memdesc_reshape %[[ALLOC]] : {{.*}} -> !ttg.memdesc<2x1x32x4x4xi8, #{{.*}}, #smem, mutable>
// CHECK: %[[T:.*]] = ttg.memdesc_trans %[[R5]] {order = array<i32: 0, 3, 2, 1, 4>} : {{.*}} -> !ttg.memdesc<2x4x32x1x4xi8, #{{.*}}, #smem, mutable>
// CHECK: %[[R2:.*]] = ttg.memdesc_reshape %[[T]] : {{.*}} -> !ttg.memdesc<256x4xi8, [[$SMEM2D]], #smem, mutable>
// CHECK: ttng.tc_gen5_mma_scaled %arg1, %arg2, %arg3, %[[R2]], %arg4,
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1, 2, 4], threadsPerWarp = [1, 1, 16, 2, 1], warpsPerCTA = [2, 1, 2, 1, 1], order = [4, 3, 2, 1, 0]}>
#blocked5t = #ttg.blocked<{sizePerThread = [1, 2, 1, 1, 4], threadsPerWarp = [1, 2, 16, 1, 1], warpsPerCTA = [2, 1, 2, 1, 1], order = [4, 1, 2, 3, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#lin = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0]], lane = [[64, 0], [1, 0], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [128, 0]], block = []}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#flat = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scale_from_shared_memory(%x: i32, %a: !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, %b: !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>, %sb: !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>) {
    %true = arith.constant true
    %s = ttg.local_alloc : () -> !ttg.memdesc<2x512xi8, #flat, #smem, mutable>
    %l = ttg.local_load %s : !ttg.memdesc<2x512xi8, #flat, #smem, mutable> -> tensor<2x512xi8, #blocked>
    %r5 = tt.reshape %l : tensor<2x512xi8, #blocked> -> tensor<2x1x32x4x4xi8, #blocked5>
    %t = tt.trans %r5 {order = array<i32: 0, 3, 2, 1, 4>} : tensor<2x1x32x4x4xi8, #blocked5> -> tensor<2x4x32x1x4xi8, #blocked5t>
    %r2 = tt.reshape %t : tensor<2x4x32x1x4xi8, #blocked5t> -> tensor<256x4xi8, #lin>
    %cv = ttg.convert_layout %r2 : tensor<256x4xi8, #lin> -> tensor<256x4xi8, #blocked2>
    %sa = ttng.tmem_alloc %cv : (tensor<256x4xi8, #blocked2>) -> !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %sa, %sb, %true, %true lhs = e5m2 rhs = e5m2 : !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>, !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>, !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>
    tt.return
  }
}

// -----

// Another transpose is not the scales rearrangement: the scale stays in tensor memory.
// CHECK-LABEL: tt.func @other_transpose_kept
// CHECK: ttg.local_load
// CHECK: %[[SA:.*]] = ttng.tmem_alloc
// CHECK-NOT: ttg.memdesc_trans
// CHECK: ttng.tc_gen5_mma_scaled %arg1, %arg2, %arg3, %[[SA]], %arg4,
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1, 2, 4], threadsPerWarp = [1, 1, 16, 2, 1], warpsPerCTA = [2, 1, 2, 1, 1], order = [4, 3, 2, 1, 0]}>
#blocked5t = #ttg.blocked<{sizePerThread = [1, 2, 1, 1, 4], threadsPerWarp = [1, 2, 16, 1, 1], warpsPerCTA = [2, 1, 2, 1, 1], order = [4, 1, 2, 3, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked2r = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#flat = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @other_transpose_kept(%x: i32, %a: !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, %b: !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>, %sb: !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>) {
    %true = arith.constant true
    %s = ttg.local_alloc : () -> !ttg.memdesc<2x512xi8, #flat, #smem, mutable>
    %l = ttg.local_load %s : !ttg.memdesc<2x512xi8, #flat, #smem, mutable> -> tensor<2x512xi8, #blocked>
    %r5 = tt.reshape %l : tensor<2x512xi8, #blocked> -> tensor<2x1x32x4x4xi8, #blocked5>
    %t = tt.trans %r5 {order = array<i32: 0, 1, 2, 3, 4>} : tensor<2x1x32x4x4xi8, #blocked5> -> tensor<2x1x32x4x4xi8, #blocked5>
    %r2 = tt.reshape %t : tensor<2x1x32x4x4xi8, #blocked5> -> tensor<256x4xi8, #blocked2r>
    %cv = ttg.convert_layout %r2 : tensor<256x4xi8, #blocked2r> -> tensor<256x4xi8, #blocked2>
    %sa = ttng.tmem_alloc %cv : (tensor<256x4xi8, #blocked2>) -> !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %sa, %sb, %true, %true lhs = e5m2 rhs = e5m2 : !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>, !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>, !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>
    tt.return
  }
}

// -----

// tcgen05.cp copies 512-scale chunks: shared memory that stores the scales column-major does
// not hold them contiguously, and the scale stays in tensor memory.
// CHECK-LABEL: tt.func @column_major_scales_kept
// CHECK: %[[SA:.*]] = ttng.tmem_alloc
// CHECK-NOT: ttg.memdesc_reshape
// CHECK: ttng.tc_gen5_mma_scaled %arg1, %arg2, %arg3, %[[SA]], %arg4,
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1, 2, 4], threadsPerWarp = [1, 1, 16, 2, 1], warpsPerCTA = [2, 1, 2, 1, 1], order = [4, 3, 2, 1, 0]}>
#blocked5t = #ttg.blocked<{sizePerThread = [1, 2, 1, 1, 4], threadsPerWarp = [1, 2, 16, 1, 1], warpsPerCTA = [2, 1, 2, 1, 1], order = [4, 1, 2, 3, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#lin = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0]], lane = [[64, 0], [1, 0], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [128, 0]], block = []}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#colmajor = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @column_major_scales_kept(%x: i32, %a: !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, %b: !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>, %sb: !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>) {
    %true = arith.constant true
    %s = ttg.local_alloc : () -> !ttg.memdesc<2x512xi8, #colmajor, #smem, mutable>
    %l = ttg.local_load %s : !ttg.memdesc<2x512xi8, #colmajor, #smem, mutable> -> tensor<2x512xi8, #blocked>
    %r5 = tt.reshape %l : tensor<2x512xi8, #blocked> -> tensor<2x1x32x4x4xi8, #blocked5>
    %t = tt.trans %r5 {order = array<i32: 0, 3, 2, 1, 4>} : tensor<2x1x32x4x4xi8, #blocked5> -> tensor<2x4x32x1x4xi8, #blocked5t>
    %r2 = tt.reshape %t : tensor<2x4x32x1x4xi8, #blocked5t> -> tensor<256x4xi8, #lin>
    %cv = ttg.convert_layout %r2 : tensor<256x4xi8, #lin> -> tensor<256x4xi8, #blocked2>
    %sa = ttng.tmem_alloc %cv : (tensor<256x4xi8, #blocked2>) -> !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>
    ttng.tc_gen5_mma_scaled %a, %b, %acc, %sa, %sb, %true, %true lhs = e5m2 rhs = e5m2 : !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>, !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>, !ttg.memdesc<256x4xi8, #scales, #ttng.tensor_memory>
    tt.return
  }
}
