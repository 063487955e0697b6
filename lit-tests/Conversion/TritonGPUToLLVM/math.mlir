// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// exp of f32 is the approximate ex2 of x * log2(e); sqrt calls libdevice, declared without
// library attributes.
// CHECK: llvm.func @__nv_sqrtf(f32) -> f32
// CHECK-NOT: libname
// CHECK-LABEL: llvm.func @math
// CHECK: %[[L:.*]] = llvm.mlir.constant(1.44269502 : f32) : f32
// CHECK-NEXT: %[[P:.*]] = llvm.fmul %{{.*}}, %[[L]] : f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f"(%[[P]]) : (f32) -> f32
// CHECK: llvm.call @__nv_sqrtf(%arg0) : (f32) -> f32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @math(%x: f32, %t: tensor<32xf32, #blocked>) {
    %0 = math.exp %t : tensor<32xf32, #blocked>
    %1 = math.sqrt %x : f32
    tt.return
  }
}
