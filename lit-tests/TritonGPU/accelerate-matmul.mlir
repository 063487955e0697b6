// RUN: tt-opt %s -split-input-file --tritongpu-accelerate-matmul | FileCheck %s

// On sm_80 an f16 dot becomes mma.sync: an nvidia_mma v2 result whose warps balance the
// 16x8 tiles along M and N, dot_op operands packing 32 bits (kWidth 2), and conversions
// around the new dot.
// CHECK-DAG: [[$MMA:#.*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @mma_v2_f16
// CHECK: %[[ACC:.*]] = ttg.convert_layout %{{.*}} -> tensor<128x128xf32, [[$MMA]]>
// CHECK: %[[A:.*]] = ttg.convert_layout %arg0 : {{.*}} -> tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = [[$MMA]], kWidth = 2}>>
// CHECK: %[[B:.*]] = ttg.convert_layout %arg1 : {{.*}} -> tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = [[$MMA]], kWidth = 2}>>
// CHECK: %[[D:.*]] = tt.dot %[[A]], %[[B]], %[[ACC]] : {{.*}} -> tensor<128x128xf32, [[$MMA]]>
// CHECK: %[[R:.*]] = ttg.convert_layout %[[D]] : tensor<128x128xf32, [[$MMA]]> -> tensor<128x128xf32, #blocked>
// CHECK: tt.return %[[R]]
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_v2_f16(%a: tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<128x128xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %d = tt.dot %a, %b, %cst : tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// On sm_90 a dot whose operands come from memory becomes wgmma: both operands are stored to
// shared memory with a 128-byte swizzled nvmma_shared layout, right after they are loaded,
// and the warps stack along M.
// CHECK-DAG: [[$MMA:#.*]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
// CHECK-DAG: [[$SHARED:#.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func @wgmma_f16
// CHECK: %[[LA:.*]] = tt.load %arg0
// CHECK-NEXT: %[[SA:.*]] = ttg.local_alloc %[[LA]] : (tensor<128x64xf16, {{.*}}>) -> !ttg.memdesc<128x64xf16, [[$SHARED]], #smem>
// CHECK: %[[LB:.*]] = tt.load %arg1
// CHECK-NEXT: %[[SB:.*]] = ttg.local_alloc %[[LB]] : (tensor<64x128xf16, {{.*}}>) -> !ttg.memdesc<64x128xf16, [[$SHARED]], #smem>
// CHECK: %[[ACC:.*]] = ttg.convert_layout %{{.*}} -> tensor<128x128xf32, [[$MMA]]>
// CHECK: %[[D:.*]] = ttng.warp_group_dot %[[SA]], %[[SB]], %[[ACC]] {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, [[$SHARED]], #smem> * !ttg.memdesc<64x128xf16, [[$SHARED]], #smem> -> tensor<128x128xf32, [[$MMA]]>
// CHECK: ttg.convert_layout %[[D]]
// CHECK-NOT: tt.dot
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:90", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wgmma_f16(%pa: tensor<128x64x!tt.ptr<f16>, #blocked1>, %pb: tensor<64x128x!tt.ptr<f16>, #blocked1>) -> tensor<128x128xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %a = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked1>
    %b = tt.load %pb : tensor<64x128x!tt.ptr<f16>, #blocked1>
    %ca = ttg.convert_layout %a : tensor<128x64xf16, #blocked1> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<64x128xf16, #blocked1> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %d = tt.dot %ca, %cb, %cst, inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// A wgmma operand A computed in registers stays there, in the dot_op layout of the wgmma
// result; B always goes through shared memory, stored at the start of the block for a block
// argument.
// CHECK-DAG: [[$MMA:#.*]] = #ttg.nvidia_mma<{versionMajor = 3
// CHECK-LABEL: tt.func @wgmma_a_in_registers
// CHECK: %[[SB:.*]] = ttg.local_alloc %arg1
// CHECK: %[[A:.*]] = ttg.convert_layout %{{.*}} -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = [[$MMA]], kWidth = 2}>>
// CHECK: ttng.warp_group_dot %[[A]], %[[SB]]
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:90", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wgmma_a_in_registers(%a: tensor<128x64xf16, #blocked>, %b: tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<128x128xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %neg = arith.negf %a : tensor<128x64xf16, #blocked>
    %ca = ttg.convert_layout %neg : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %d = tt.dot %ca, %b, %cst : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// wgmma needs K of at least one instruction (16 f16 elements): with K = 8 the dot falls back
// to mma.sync on sm_90.
// CHECK-DAG: [[$MMA:#.*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @small_k_falls_back_to_v2
// CHECK-NOT: ttng.warp_group_dot
// CHECK: tt.dot {{.*}} -> tensor<128x128xf32, [[$MMA]]>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:90", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @small_k_falls_back_to_v2(%a: tensor<128x8xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<8x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<128x128xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %d = tt.dot %a, %b, %cst : tensor<128x8xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// An int8 wgmma takes 32 elements of K per instruction and the int8 N sizes.
// CHECK-DAG: #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 32]}>
// CHECK-LABEL: tt.func @wgmma_i8
// CHECK: ttng.warp_group_dot
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:90", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wgmma_i8(%a: tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<64x64xi32, #blocked> {
    %cst = arith.constant dense<0> : tensor<64x64xi32, #blocked>
    %d = tt.dot %a, %b, %cst : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xi32, #blocked>
    tt.return %d : tensor<64x64xi32, #blocked>
  }
}

// -----

// An ieee f32 dot has no tensor core instruction: it stays on the FMA path, untouched.
// CHECK-LABEL: tt.func @f32_ieee_stays_fma
// CHECK-NOT: nvidia_mma
// CHECK: tt.dot %arg0, %arg1, %{{.*}} : {{.*}} -> tensor<64x64xf32, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f32_ieee_stays_fma(%a: tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<64x64xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %d = tt.dot %a, %b, %cst, inputPrecision = ieee : tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// Below sm_80 dots stay on the FMA path, whose operands are extended to the result's element
// type.
// CHECK-LABEL: tt.func @fma_operands_extended
// CHECK: %[[A:.*]] = arith.extf %arg0 : tensor<64x64xf16, {{.*}}> to tensor<64x64xf32,
// CHECK: %[[B:.*]] = arith.extf %arg1 : tensor<64x64xf16, {{.*}}> to tensor<64x64xf32,
// CHECK: tt.dot %[[A]], %[[B]], %{{.*}} -> tensor<64x64xf32, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:75", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fma_operands_extended(%a: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<64x64xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %d = tt.dot %a, %b, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// sm_80 has no fp8 mma.sync: the operands of the v2 dot are converted to f16 after the layout
// conversion, and kWidth still packs the 8-bit elements (4).
// CHECK-LABEL: tt.func @fp8_promoted_to_f16
// CHECK: %[[A:.*]] = ttg.convert_layout %arg0 : {{.*}} -> tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: %[[B:.*]] = ttg.convert_layout %arg1
// CHECK: %[[A16:.*]] = tt.fp_to_fp %[[A]] : tensor<64x64xf8E4M3FN, {{.*}}> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: %[[B16:.*]] = tt.fp_to_fp %[[B]]
// CHECK: tt.dot %[[A16]], %[[B16]]
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp8_promoted_to_f16(%a: tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<64x64xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %d = tt.dot %a, %b, %cst : tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// The kWidth of mma.sync operands follows the narrowest type they are loaded with: f16
// operands loaded as fp8 and extended pack four elements.
// CHECK-LABEL: tt.func @kwidth_from_loaded_width
// CHECK: ttg.convert_layout %{{.*}} -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
// CHECK: ttg.convert_layout %{{.*}} -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @kwidth_from_loaded_width(%pa: tensor<64x64x!tt.ptr<f8E5M2>, #blocked>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<64x64xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %a8 = tt.load %pa : tensor<64x64x!tt.ptr<f8E5M2>, #blocked>
    %a = tt.fp_to_fp %a8 : tensor<64x64xf8E5M2, #blocked> -> tensor<64x64xf16, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %d = tt.dot %ca, %b, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// Chained mma.sync dots share one layout with all warps along the larger dimension, so the
// second dot's operand needs no cross-warp exchange.
// CHECK-DAG: [[$MMA:#.*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @chained_dots
// CHECK: tt.dot {{.*}} -> tensor<64x64xf32, [[$MMA]]>
// CHECK: tt.dot {{.*}} -> tensor<64x128xf32, [[$MMA]]>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @chained_dots(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>) -> tensor<64x128xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %cst1 = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #blocked>
    %d = tt.dot %a, %b, %cst : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    %t = arith.truncf %d : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %ct = ttg.convert_layout %t : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %r = tt.dot %ct, %c, %cst1 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x128xf32, #blocked>
    tt.return %r : tensor<64x128xf32, #blocked>
  }
}

// -----

// A scaled dot becomes a plain dot on upcast operands: the e2m1 A is unpacked to bf16 along
// K, multiplied by its e8m0 scales (shifted into bf16 exponents and repeated over the 32 K
// elements each covers) and set to NaN where a scale is 0xFF; the bf16 B needs no conversion
// (its fp_to_fp folds away). The mma.sync operands pack 4-bit elements: kWidth 8.
// CHECK-LABEL: tt.func @dot_scaled_decomposed
// CHECK: %[[A:.*]] = ttg.fp4_to_fp %arg0 {axis = 1 : i32} : tensor<128x32xi8, {{.*}}> -> tensor<128x64xbf16,
// CHECK: %[[S16:.*]] = arith.extui %arg1 : tensor<128x2xi8, {{.*}}> to tensor<128x2xi16,
// CHECK: %[[SH:.*]] = arith.shli %[[S16]], %{{.*}} : tensor<128x2xi16,
// CHECK: %[[SBF:.*]] = tt.bitcast %[[SH]] : tensor<128x2xi16, {{.*}}> -> tensor<128x2xbf16,
// CHECK: tt.expand_dims
// CHECK: tt.broadcast {{.*}} -> tensor<128x2x32xbf16,
// CHECK: tt.reshape {{.*}} -> tensor<128x64xbf16,
// CHECK: %[[SCALED:.*]] = arith.mulf %[[A]],
// CHECK: %[[NAN:.*]] = arith.cmpi eq, %arg1, %{{.*}} : tensor<128x2xi8,
// CHECK: %[[MASKED:.*]] = arith.select %{{.*}}, %{{.*}}, %[[SCALED]]
// CHECK: ttg.convert_layout %[[MASKED]] : {{.*}} -> tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked{{.*}}}>>
// CHECK: ttg.convert_layout %arg2 : {{.*}} -> tensor<64x128xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked{{.*}}}>>
// CHECK: tt.dot {{.*}} : tensor<128x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * {{.*}} -> tensor<128x128xf32, #mma>
// CHECK-NOT: tt.dot_scaled
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_scaled_decomposed(%a: tensor<128x32xi8, #blocked2>, %scale: tensor<128x2xi8, #blocked1>, %b: tensor<64x128xbf16, #blocked>) -> tensor<128x128xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %d = tt.dot_scaled %a scale %scale, %b, %cst lhs = e2m1 rhs = bf16 {fastMath = false} : tensor<128x32xi8, #blocked2>, tensor<128x2xi8, #blocked1> * tensor<64x128xbf16, #blocked> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// With fastMath the NaN scales are not checked.
// CHECK-LABEL: tt.func @dot_scaled_fast_math
// CHECK-NOT: arith.cmpi
// CHECK-NOT: arith.select
// CHECK: tt.dot
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_scaled_fast_math(%a: tensor<128x32xi8, #blocked2>, %scale: tensor<128x2xi8, #blocked1>, %b: tensor<64x128xbf16, #blocked>) -> tensor<128x128xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %d = tt.dot_scaled %a scale %scale, %b, %cst lhs = e2m1 rhs = bf16 {fastMath = true} : tensor<128x32xi8, #blocked2>, tensor<128x2xi8, #blocked1> * tensor<64x128xbf16, #blocked> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// A dot scaled on B only is transposed first, so that the scale is on A.
// CHECK-LABEL: tt.func @dot_scaled_rhs_transposed
// CHECK: tt.trans %arg0 {order = array<i32: 1, 0>}
// CHECK: tt.trans %arg1 {order = array<i32: 1, 0>}
// CHECK: tt.fp_to_fp {{.*}} -> tensor<128x64xbf16,
// CHECK: tt.dot {{.*}} -> tensor<128x128xf32,
// CHECK: tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<128x128xf32,
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_scaled_rhs_transposed(%a: tensor<128x64xbf16, #blocked>, %b: tensor<64x128xf8E4M3FN, #blocked>, %scale: tensor<128x2xi8, #blocked1>) -> tensor<128x128xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %d = tt.dot_scaled %a, %b scale %scale, %cst lhs = bf16 rhs = e4m3 {fastMath = true} : tensor<128x64xbf16, #blocked> * tensor<64x128xf8E4M3FN, #blocked>, tensor<128x2xi8, #blocked1> -> tensor<128x128xf32, #blocked>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}
