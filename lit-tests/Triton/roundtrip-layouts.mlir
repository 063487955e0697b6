// RUN: tt-opt %s -split-input-file | FileCheck %s
// RUN: tt-opt %s -split-input-file | tt-opt -split-input-file | FileCheck %s

// TritonGPU layouts round-trip. Aliases are renumbered in order of first use
// in the printed module (here the function type uses the input's #blocked1
// first), so the checks capture each layout's alias by its contents; layouts
// nested in slice and dot_op encodings print inline.

// CHECK-DAG:   [[$BLOCKED:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG:   [[$BLOCKED1:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @expand_dims
// CHECK:         tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = [[$BLOCKED]]}>>
// CHECK:         tt.expand_dims %{{.*}} {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = [[$BLOCKED]]}>> -> tensor<64x1xi32, [[$BLOCKED]]>
// CHECK:         tt.broadcast %{{.*}} : tensor<64x1xi32, [[$BLOCKED]]> -> tensor<64x32xi32, [[$BLOCKED]]>
// CHECK:         ttg.convert_layout %{{.*}} : tensor<64x32xi32, [[$BLOCKED]]> -> tensor<64x32xi32, [[$BLOCKED1]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @expand_dims() -> tensor<64x32xi32, #blocked1> {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %2 = tt.broadcast %1 : tensor<64x1xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %3 = ttg.convert_layout %2 : tensor<64x32xi32, #blocked> -> tensor<64x32xi32, #blocked1>
    tt.return %3 : tensor<64x32xi32, #blocked1>
  }
}

// -----

// CHECK-DAG:   [[$MMA:#mma[0-9]*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG:   [[$SHARED:#shared[0-9]*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-DAG:   [[$SMEM:#smem[0-9]*]] = #ttg.shared_memory
// CHECK-LABEL: tt.func @mma_dot(
// CHECK-SAME:      %[[A:.*]]: !ttg.memdesc<64x32xf16, [[$SHARED]], [[$SMEM]], mutable>,
// CHECK-SAME:      %[[B:.*]]: !ttg.memdesc<32x64xf16, [[$SHARED]], [[$SMEM]], mutable>
// CHECK:         %[[ACC:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32, [[$MMA]]>
// CHECK:         %[[LA:.*]] = ttg.local_load %[[A]] : !ttg.memdesc<64x32xf16, [[$SHARED]], [[$SMEM]], mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = [[$MMA]], kWidth = 2}>>
// CHECK:         %[[LB:.*]] = ttg.local_load %[[B]] : !ttg.memdesc<32x64xf16, [[$SHARED]], [[$SMEM]], mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = [[$MMA]], kWidth = 2}>>
// CHECK:         tt.dot %[[LA]], %[[LB]], %[[ACC]], inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = [[$MMA]], kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = [[$MMA]], kWidth = 2}>> -> tensor<64x64xf32, [[$MMA]]>

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:80"} {
  tt.func @mma_dot(%a: !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, %b: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) -> tensor<64x64xf32, #mma> {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %la = ttg.local_load %a : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %lb = ttg.local_load %b : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %la, %lb, %cst, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
}

// -----

// CHECK-DAG:   [[$BLOCKED:#blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG:   [[$SHARED:#shared[0-9]*]] = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-LABEL: tt.func @pipelined_loop(
// CHECK:         %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x512xf32, [[$SHARED]], #smem, mutable>
// CHECK:         %[[R:.*]] = scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<512xf32, [[$BLOCKED]]>)  : i32 {
// CHECK:           %[[SLOT:.*]] = ttg.memdesc_index %[[BUF]][%[[IV]]] : !ttg.memdesc<2x512xf32, [[$SHARED]], #smem, mutable> -> !ttg.memdesc<512xf32, [[$SHARED]], #smem, mutable>
// CHECK:           %[[V:.*]] = ttg.local_load %[[SLOT]] : !ttg.memdesc<512xf32, [[$SHARED]], #smem, mutable> -> tensor<512xf32, [[$BLOCKED]]>
// CHECK:           %[[S:.*]] = arith.addf %[[ACC]], %[[V]] : tensor<512xf32, [[$BLOCKED]]>
// CHECK:           scf.yield %[[S]] : tensor<512xf32, [[$BLOCKED]]>
// CHECK:         }
// CHECK:         ttg.local_dealloc %[[BUF]] : !ttg.memdesc<2x512xf32, [[$SHARED]], #smem, mutable>
// CHECK:         tt.return %[[R]]

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pipelined_loop(%init: tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x512xf32, #shared, #smem, mutable>
    %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %init) -> (tensor<512xf32, #blocked>) : i32 {
      %slot = ttg.memdesc_index %buf[%i] : !ttg.memdesc<2x512xf32, #shared, #smem, mutable> -> !ttg.memdesc<512xf32, #shared, #smem, mutable>
      %v = ttg.local_load %slot : !ttg.memdesc<512xf32, #shared, #smem, mutable> -> tensor<512xf32, #blocked>
      %s = arith.addf %acc, %v : tensor<512xf32, #blocked>
      scf.yield %s : tensor<512xf32, #blocked>
    }
    ttg.local_dealloc %buf : !ttg.memdesc<2x512xf32, #shared, #smem, mutable>
    tt.return %r : tensor<512xf32, #blocked>
  }
}
