// RUN: tt-opt %s -split-input-file --tritongpu-prefetch | FileCheck %s

// The loop's mma.sync dot over K = 32 is split into two K = 16 halves (prefetchWidth is
// 8 * kWidth = 16): the first half's operands are loaded before the loop and at the end of
// each iteration for the next one, the second half's just before its dot, which is issued
// last. The original dot is left behind, dead, for later cleanups.
// CHECK-LABEL: tt.func @prefetch_operands
// CHECK: %[[A0S:.*]] = ttg.memdesc_subslice %arg0[0, 0] : {{.*}} -> !ttg.memdesc<128x16xf16
// CHECK: %[[A0:.*]] = ttg.local_load %[[A0S]] : {{.*}} -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %[[B0S:.*]] = ttg.memdesc_subslice %arg1[0, 0] : {{.*}} -> !ttg.memdesc<16x128xf16
// CHECK: %[[B0:.*]] = ttg.local_load %[[B0S]]
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[ABUF:.*]] = %arg0, %[[BBUF:.*]] = %arg1, %[[AP:.*]] = %[[A0]], %[[BP:.*]] = %[[B0]])
// CHECK: tt.dot %{{.*}}, %{{.*}}, %[[ACC]] : tensor<128x32xf16
// CHECK: %[[A1S:.*]] = ttg.memdesc_subslice %[[ABUF]][0, 16]
// CHECK: %[[A1:.*]] = ttg.local_load %[[A1S]]
// CHECK: %[[B1S:.*]] = ttg.memdesc_subslice %[[BBUF]][16, 0]
// CHECK: %[[B1:.*]] = ttg.local_load %[[B1S]]
// CHECK: %[[D0:.*]] = tt.dot %[[AP]], %[[BP]], %[[ACC]]
// CHECK: %[[NA:.*]] = ttg.memdesc_subslice %[[ABUF]][0, 0]
// CHECK: %[[NAL:.*]] = ttg.local_load %[[NA]]
// CHECK: %[[NB:.*]] = ttg.memdesc_subslice %[[BBUF]][0, 0]
// CHECK: %[[NBL:.*]] = ttg.local_load %[[NB]]
// CHECK: %[[D1:.*]] = tt.dot %[[A1]], %[[B1]], %[[D0]]
// CHECK: scf.yield %[[D1]], %[[ABUF]], %[[BBUF]], %[[NAL]], %[[NBL]]
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @prefetch_operands(%a: !ttg.memdesc<128x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %cst, %abuf = %a, %bbuf = %b) -> (tensor<128x128xf32, #mma>, !ttg.memdesc<128x32xf16, #shared, #smem>, !ttg.memdesc<32x128xf16, #shared, #smem>) : i32 {
      %av = ttg.local_load %abuf : !ttg.memdesc<128x32xf16, #shared, #smem> -> tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %bv = ttg.local_load %bbuf : !ttg.memdesc<32x128xf16, #shared, #smem> -> tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %av, %bv, %acc : tensor<128x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
      scf.yield %d, %abuf, %bbuf : tensor<128x128xf32, #mma>, !ttg.memdesc<128x32xf16, #shared, #smem>, !ttg.memdesc<32x128xf16, #shared, #smem>
    }
    tt.return %r#0 : tensor<128x128xf32, #mma>
  }
}

// -----

// Only buffers the loop carries are prefetched: with operands loaded from values defined
// outside, nothing is, but the loop is still rebuilt, without its discardable attributes.
// CHECK-LABEL: tt.func @operands_not_loop_carried
// CHECK: scf.for
// CHECK: tt.dot
// CHECK-NOT: ttg.memdesc_subslice
// CHECK: scf.yield
// CHECK-NOT: tt.num_stages
// CHECK: tt.return
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @operands_not_loop_carried(%a: !ttg.memdesc<128x16xf16, #shared, #smem>, %b: !ttg.memdesc<16x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %cst) -> (tensor<128x128xf32, #mma>) : i32 {
      %av = ttg.local_load %a : !ttg.memdesc<128x16xf16, #shared, #smem> -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %bv = ttg.local_load %b : !ttg.memdesc<16x128xf16, #shared, #smem> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %av, %bv, %acc : tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    } {tt.num_stages = 3 : i32}
    tt.return %r : tensor<128x128xf32, #mma>
  }
}
