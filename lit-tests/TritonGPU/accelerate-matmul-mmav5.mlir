// RUN: tt-opt %s -split-input-file --tritongpu-accelerate-matmul | FileCheck %s
// RUN: env TRITON_PREFER_TMEM_16x256_LAYOUT=1 tt-opt %s -split-input-file --tritongpu-accelerate-matmul | FileCheck %s --check-prefix=PREFER16x256
// RUN: env DISABLE_MMA_V5=1 tt-opt %s -split-input-file --tritongpu-accelerate-matmul | FileCheck %s --check-prefix=DISABLED

// On sm_100 an f16 dot becomes tcgen05: A and B are stored to shared memory, the
// accumulator is converted to the 32x32b tensor memory register layout (one row per lane,
// the columns in registers) and stored to tensor memory of 128x128 blocks, the MMA returns a
// token the load of the result waits for, and the result is converted back.
// CHECK-DAG: [[$TMEM:#.*]] = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK-DAG: [[$REGS:#.*]] = #ttg.linear<{register = {{\[\[0, 1\], \[0, 2\], \[0, 4\], \[0, 8\], \[0, 16\], \[0, 32\], \[0, 64\]\]}}, lane = {{\[\[1, 0\], \[2, 0\], \[4, 0\], \[8, 0\], \[16, 0\]\]}}, warp = {{\[\[32, 0\], \[64, 0\]\]}}, block = []}>
// CHECK-DAG: [[$SHARED:#.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func @mmav5_f16
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[B:.*]] = ttg.local_alloc %arg1 : {{.*}} -> !ttg.memdesc<64x128xf16, [[$SHARED]], #smem>
// CHECK-DAG: %[[A:.*]] = ttg.local_alloc %arg0 : {{.*}} -> !ttg.memdesc<128x64xf16, [[$SHARED]], #smem>
// CHECK: %[[C:.*]] = ttg.convert_layout %arg2 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, [[$REGS]]>
// CHECK: %[[ACC:.*]], %[[TOK:.*]] = ttng.tmem_alloc %[[C]] : (tensor<128x128xf32, [[$REGS]]>) -> (!ttg.memdesc<128x128xf32, [[$TMEM]], #ttng.tensor_memory, mutable>, !ttg.async.token)
// CHECK: %[[MMA:.*]] = ttng.tc_gen5_mma %[[A]], %[[B]], %[[ACC]][%[[TOK]]], %[[TRUE]], %[[TRUE]] :
// CHECK: %[[R:.*]], %{{.*}} = ttng.tmem_load %[[ACC]][%[[MMA]]] : {{.*}} -> tensor<128x128xf32, [[$REGS]]>
// CHECK: %[[D:.*]] = ttg.convert_layout %[[R]] : tensor<128x128xf32, [[$REGS]]> -> tensor<128x128xf32, #blocked>
// CHECK: tt.return %[[D]]
// With TRITON_PREFER_TMEM_16x256_LAYOUT the registers follow the 16x256b messages.
// PREFER16x256: [[$REGS16:#.*]] = #ttg.linear<{register = {{\[\[0, 1\], \[8, 0\], \[0, 8\], \[0, 16\], \[0, 32\], \[0, 64\], \[16, 0\]\]}}, lane = {{\[\[0, 2\], \[0, 4\], \[1, 0\], \[2, 0\], \[4, 0\]\]}}, warp = {{\[\[32, 0\], \[64, 0\]\]}}, block = []}>
// DISABLE_MMA_V5 keeps the dot on mma.sync.
// DISABLED-LABEL: tt.func @mmav5_f16
// DISABLED-NOT: ttng.tc_gen5_mma
// DISABLED: tt.dot {{.*}} -> tensor<128x128xf32, #mma>
// PREFER16x256-LABEL: tt.func @mmav5_f16
// PREFER16x256: ttng.tmem_alloc %{{.*}} : (tensor<128x128xf32, [[$REGS16]]>)
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mmav5_f16(%a: tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// A tf32 dot of 64 rows uses blocks of 64 rows, and its operands are stored K-contiguous
// whatever their register order: B is stored transposed.
// CHECK-DAG: [[$TMEM:#.*]] = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
// CHECK-DAG: [[$SHARED_A:#.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-DAG: [[$SHARED_B:#.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
// CHECK-LABEL: tt.func @mmav5_tf32
// CHECK: ttng.tc_gen5_mma {{.*}} : !ttg.memdesc<64x32xf32, [[$SHARED_A]], #smem>, !ttg.memdesc<32x64xf32, [[$SHARED_B]], #smem>, !ttg.memdesc<64x64xf32, [[$TMEM]], #ttng.tensor_memory, mutable>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mmav5_tf32(%a: tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// tcgen05 has no integer MMA: an int8 dot falls back to mma.sync.
// CHECK-DAG: [[$MMA:#.*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @mmav5_int8_falls_back
// CHECK-NOT: ttng.tc_gen5_mma
// CHECK: tt.dot {{.*}} -> tensor<128x128xi32, [[$MMA]]>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mmav5_int8_falls_back(%a: tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<128x128xi32, #blocked>) -> tensor<128x128xi32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xi32, #blocked>
    tt.return %d : tensor<128x128xi32, #blocked>
  }
}

// -----

// With the result split along M over a CTA pair and B loaded, the pair shares one MMA: the
// load of B is split along N instead (its pointers converted to the new layout, its other
// users reading a conversion back), and the accumulator blocks are marked twoCTAs.
// CHECK-DAG: [[$BLOCKED_N:#.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = {{\[\[0, 1\]\]}}}>
// CHECK-DAG: [[$TMEM:#.*]] = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1, CTASplitM = 2, twoCTAs = true>
// CHECK-LABEL: tt.func @mmav5_two_ctas_splits_load
// CHECK: %[[PTRS:.*]] = ttg.convert_layout %arg1 : tensor<64x128x!tt.ptr<f16>, #blocked> -> tensor<64x128x!tt.ptr<f16>, [[$BLOCKED_N]]>
// CHECK: %[[B:.*]] = tt.load %[[PTRS]] : tensor<64x128x!tt.ptr<f16>, [[$BLOCKED_N]]>
// CHECK: %[[B_SMEM:.*]] = ttg.local_alloc %[[B]] : (tensor<64x128xf16, [[$BLOCKED_N]]>)
// CHECK: %[[B_OLD:.*]] = ttg.convert_layout %[[B]] : tensor<64x128xf16, [[$BLOCKED_N]]> -> tensor<64x128xf16, #blocked>
// CHECK: ttng.tc_gen5_mma %{{.*}}, %[[B_SMEM]], %{{.*}} {two_ctas} : {{.*}}, !ttg.memdesc<128x128xf32, [[$TMEM]], #ttng.tensor_memory, mutable>
// CHECK: tt.return %{{.*}}, %[[B_OLD]]
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mmav5_two_ctas_splits_load(%a: tensor<128x64xf16, #blocked>, %b_ptr: tensor<64x128x!tt.ptr<f16>, #blocked>, %c: tensor<128x128xf32, #blocked>) -> (tensor<128x128xf32, #blocked>, tensor<64x128xf16, #blocked>) {
    %b = tt.load %b_ptr : tensor<64x128x!tt.ptr<f16>, #blocked>
    %ad = ttg.convert_layout %a : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %bd = ttg.convert_layout %b : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ad, %bd, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d, %b : tensor<128x128xf32, #blocked>, tensor<64x128xf16, #blocked>
  }
}

// -----

// A scaled dot on sm_100 becomes tc_gen5_mma_scaled. Each loaded scale first goes through
// unswizzled shared memory (local_alloc then local_load right after its load), then to
// tensor memory in the scales layout, without a token.
// CHECK-DAG: [[$SCALES:#.*]] = #ttng.tensor_memory_scales_encoding<>
// CHECK-DAG: [[$SCALE_SMEM:#.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 8}>
// CHECK-DAG: [[$TMEM:#.*]] = #ttng.tensor_memory_encoding<blockM = 128, blockN = 256, colStride = 1>
// CHECK-LABEL: tt.func @mmav5_scaled_loaded_scales
// CHECK: %[[SA:.*]] = tt.load %arg1
// CHECK-NEXT: %[[SA_SMEM:.*]] = ttg.local_alloc %[[SA]] : (tensor<128x2xi8, #blocked1>) -> !ttg.memdesc<128x2xi8, [[$SCALE_SMEM]], #smem>
// CHECK-NEXT: %[[SA_REGS:.*]] = ttg.local_load %[[SA_SMEM]]
// CHECK: %[[SB:.*]] = tt.load %arg3
// CHECK-NEXT: %[[SB_SMEM:.*]] = ttg.local_alloc %[[SB]]
// CHECK-NEXT: %[[SB_REGS:.*]] = ttg.local_load %[[SB_SMEM]]
// CHECK: %[[ACC:.*]], %[[TOK:.*]] = ttng.tmem_alloc {{.*}} -> (!ttg.memdesc<128x256xf32, [[$TMEM]], #ttng.tensor_memory, mutable>, !ttg.async.token)
// CHECK: %[[SA_CVT:.*]] = ttg.convert_layout %[[SA_REGS]]
// CHECK: %[[SB_CVT:.*]] = ttg.convert_layout %[[SB_REGS]]
// CHECK: %[[SA_TMEM:.*]] = ttng.tmem_alloc %[[SA_CVT]] : {{.*}} -> !ttg.memdesc<128x2xi8, [[$SCALES]], #ttng.tensor_memory>
// CHECK: %[[SB_TMEM:.*]] = ttng.tmem_alloc %[[SB_CVT]] : {{.*}} -> !ttg.memdesc<256x2xi8, [[$SCALES]], #ttng.tensor_memory>
// CHECK: ttng.tc_gen5_mma_scaled %{{.*}}, %{{.*}}, %[[ACC]][%[[TOK]]], %[[SA_TMEM]], %[[SB_TMEM]], %{{.*}}, %{{.*}} lhs = e4m3 rhs = e4m3
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mmav5_scaled_loaded_scales(%a: tensor<128x64xf8E4M3FN, #blocked>, %sa_ptr: tensor<128x2x!tt.ptr<i8>, #blocked1>, %b: tensor<64x256xf8E4M3FN, #blocked>, %sb_ptr: tensor<256x2x!tt.ptr<i8>, #blocked1>, %c: tensor<128x256xf32, #blocked>) -> tensor<128x256xf32, #blocked> {
    %sa = tt.load %sa_ptr : tensor<128x2x!tt.ptr<i8>, #blocked1>
    %sb = tt.load %sb_ptr : tensor<256x2x!tt.ptr<i8>, #blocked1>
    %d = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xf8E4M3FN, #blocked>, tensor<128x2xi8, #blocked1> * tensor<64x256xf8E4M3FN, #blocked>, tensor<256x2xi8, #blocked1> -> tensor<128x256xf32, #blocked>
    tt.return %d : tensor<128x256xf32, #blocked>
  }
}

// -----

// An fp4 operand mixed with fp8 is stored padded (the mxf8f6f4 kind) and K-contiguous, here
// transposed for B.
// CHECK-DAG: [[$FP4:#.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8, fp4Padded = true}>
// CHECK-LABEL: tt.func @mmav5_scaled_mixed_fp4
// CHECK: ttg.local_alloc %arg2 : (tensor<32x128xi8, #blocked>) -> !ttg.memdesc<32x128xi8, [[$FP4]], #smem>
// CHECK: ttng.tc_gen5_mma_scaled {{.*}} lhs = e4m3 rhs = e2m1
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mmav5_scaled_mixed_fp4(%a: tensor<128x64xf8E4M3FN, #blocked>, %sa: tensor<128x2xi8, #blocked1>, %b: tensor<32x128xi8, #blocked>, %sb: tensor<128x2xi8, #blocked1>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %d = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e4m3 rhs = e2m1 {fastMath = false} : tensor<128x64xf8E4M3FN, #blocked>, tensor<128x2xi8, #blocked1> * tensor<32x128xi8, #blocked>, tensor<128x2xi8, #blocked1> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// tcgen05's scaled MMA needs 128 rows: a 64-row scaled dot is decomposed into upcasts and a
// tt.dot, which then takes the plain MMAv5 path.
// CHECK-LABEL: tt.func @mmav5_scaled_small_m_decomposes
// CHECK-NOT: ttng.tc_gen5_mma_scaled
// CHECK: tt.fp_to_fp %arg0
// CHECK: ttng.tc_gen5_mma
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mmav5_scaled_small_m_decomposes(%a: tensor<64x64xf8E4M3FN, #blocked>, %sa: tensor<64x2xi8, #blocked1>, %b: tensor<64x64xf8E4M3FN, #blocked>, %sb: tensor<64x2xi8, #blocked1>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x2xi8, #blocked1> * tensor<64x64xf8E4M3FN, #blocked>, tensor<64x2xi8, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// On sm_120 a scaled dot keeps its form on mma.sync: a version 2 result, dot_op operands
// packing 32 bits, and each scale converted to the linear layout the block-scaled mma.sync
// reads: K scales in registers, rows over the lanes of a quad group (A also over lanes 8
// apart), and over the warps along M for A, along N for B.
// CHECK-DAG: [[$MMA:#.*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG: [[$SCALE_A:#.*]] = #ttg.linear<{register = {{\[\[0, 1\], \[32, 0\], \[64, 0\]\]}}, lane = {{\[\[8, 0\], \[0, 0\], \[1, 0\], \[2, 0\], \[4, 0\]\]}}, warp = {{\[\[0, 0\], \[16, 0\]\]}}, block = []}>
// CHECK-DAG: [[$SCALE_B:#.*]] = #ttg.linear<{register = {{\[\[0, 1\], \[16, 0\], \[32, 0\], \[64, 0\]\]}}, lane = {{\[\[0, 0\], \[0, 0\], \[1, 0\], \[2, 0\], \[4, 0\]\]}}, warp = {{\[\[8, 0\], \[0, 0\]\]}}, block = []}>
// CHECK-LABEL: tt.func @sm120_scaled
// CHECK: %[[ACC:.*]] = ttg.convert_layout %arg4 : {{.*}} -> tensor<128x128xf32, [[$MMA]]>
// CHECK: %[[A:.*]] = ttg.convert_layout %arg0 : {{.*}} -> tensor<128x64xi8, #ttg.dot_op<{opIdx = 0, parent = [[$MMA]], kWidth = 4}>>
// CHECK: %[[B:.*]] = ttg.convert_layout %arg2 : {{.*}} -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = [[$MMA]], kWidth = 4}>>
// CHECK: %[[SA:.*]] = ttg.convert_layout %arg1 : {{.*}} -> tensor<128x2xi8, [[$SCALE_A]]>
// CHECK: %[[SB:.*]] = ttg.convert_layout %arg3 : {{.*}} -> tensor<128x2xi8, [[$SCALE_B]]>
// CHECK: %[[D:.*]] = tt.dot_scaled %[[A]] scale %[[SA]], %[[B]] scale %[[SB]], %[[ACC]] lhs = e4m3 rhs = e4m3 {fastMath = false} : {{.*}} -> tensor<128x128xf32, [[$MMA]]>
// CHECK: ttg.convert_layout %[[D]] : tensor<128x128xf32, [[$MMA]]> -> tensor<128x128xf32, #blocked1>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked_k = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.target" = "cuda:120", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm120_scaled(%a: tensor<128x64xi8, #blocked_k>, %sa: tensor<128x2xi8, #blocked>, %b: tensor<64x128xi8, #blocked>, %sb: tensor<128x2xi8, #blocked>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %d = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xi8, #blocked_k>, tensor<128x2xi8, #blocked> * tensor<64x128xi8, #blocked>, tensor<128x2xi8, #blocked> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// sm_120's block-scaled mma.sync does not mix fp8 with fp4: such a dot is decomposed.
// CHECK-LABEL: tt.func @sm120_mixed_fp8_fp4_decomposes
// CHECK-NOT: tt.dot_scaled
// CHECK: ttg.fp4_to_fp %arg2
// CHECK: tt.dot
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:120", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm120_mixed_fp8_fp4_decomposes(%a: tensor<128x64xf8E4M3FN, #blocked>, %sa: tensor<128x2xi8, #blocked>, %b: tensor<32x128xi8, #blocked>, %sb: tensor<128x2xi8, #blocked>, %c: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %d = tt.dot_scaled %a scale %sa, %b scale %sb, %c lhs = e4m3 rhs = e2m1 {fastMath = false} : tensor<128x64xf8E4M3FN, #blocked>, tensor<128x2xi8, #blocked> * tensor<32x128xi8, #blocked>, tensor<128x2xi8, #blocked> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}
