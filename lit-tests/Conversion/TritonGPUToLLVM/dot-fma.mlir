// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// A dot with a blocked result multiply-adds: each of the thread's 2 result elements takes
// K = 4 llvm.intr.fmuladd, chained through the accumulator.
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
// CHECK-LABEL: llvm.func @fma_f32
// CHECK: %[[C0:.*]] = llvm.extractvalue %arg2[0] : !llvm.struct<(f32, f32)>
// CHECK: %[[C1:.*]] = llvm.extractvalue %arg2[1] : !llvm.struct<(f32, f32)>
// CHECK: %[[A0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[A1:.*]] = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[A2:.*]] = llvm.extractvalue %arg0[2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[A3:.*]] = llvm.extractvalue %arg0[3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[B0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: %[[B1:.*]] = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: %[[B2:.*]] = llvm.extractvalue %arg1[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: %[[S0:.*]] = llvm.intr.fmuladd(%[[A0]], %[[B0]], %[[C0]]) : (f32, f32, f32) -> f32
// CHECK: %[[S1:.*]] = llvm.intr.fmuladd(%[[A1]], %[[B2]], %[[S0]]) : (f32, f32, f32) -> f32
// CHECK: %[[S2:.*]] = llvm.intr.fmuladd(%[[A2]], %{{.*}}, %[[S1]]) : (f32, f32, f32) -> f32
// CHECK: %[[S3:.*]] = llvm.intr.fmuladd(%[[A3]], %{{.*}}, %[[S2]]) : (f32, f32, f32) -> f32
// CHECK: %[[T0:.*]] = llvm.intr.fmuladd(%[[A0]], %[[B1]], %[[C1]]) : (f32, f32, f32) -> f32
// CHECK-COUNT-3: llvm.intr.fmuladd
// CHECK-NOT: llvm.intr.fmuladd
// CHECK: llvm.insertvalue %[[S3]], %{{.*}}[0] : !llvm.struct<(f32, f32)>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fma_f32(%a: tensor<8x4xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<4x8xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<8x8xf32, #blocked>) {
    %d = tt.dot %a, %b, %c, inputPrecision = ieee : tensor<8x4xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<4x8xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x8xf32, #blocked>
    tt.return
  }
}

// -----

// Integer dots multiply and add.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
// CHECK-LABEL: llvm.func @fma_i32
// CHECK-NOT: llvm.intr.fmuladd
// CHECK: %[[M0:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK: %[[S0:.*]] = llvm.add %[[M0]], %{{.*}} : i32
// CHECK: %[[M1:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK: llvm.add %[[M1]], %[[S0]] : i32
// CHECK-NOT: llvm.mul
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fma_i32(%a: tensor<4x2xi32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<2x8xi32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<4x8xi32, #blocked>) {
    %d = tt.dot %a, %b, %c : tensor<4x2xi32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<2x8xi32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<4x8xi32, #blocked>
    tt.return
  }
}

// -----

// A batched (rank 3) dot repeats the multiply-adds per batch held by the thread: 2 batches
// of a 1x1 result with K = 2.
#blocked = #ttg.blocked<{sizePerThread = [2, 1, 1], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
// CHECK-LABEL: llvm.func @fma_batched
// CHECK-COUNT-4: llvm.intr.fmuladd
// CHECK-NOT: llvm.intr.fmuladd
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fma_batched(%a: tensor<2x4x2xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<2x2x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<2x4x8xf16, #blocked>) {
    %d = tt.dot %a, %b, %c : tensor<2x4x2xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<2x2x8xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<2x4x8xf16, #blocked>
    tt.return
  }
}
