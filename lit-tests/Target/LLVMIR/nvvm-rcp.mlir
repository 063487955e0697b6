// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// The approximate f32 reciprocal, subnormals flushed to zero, is its intrinsic.
// CHECK-LABEL: define float @reciprocal
// CHECK: %[[R:.*]] = call float @llvm.nvvm.rcp.approx.ftz.f(float %0)
// CHECK-NEXT: ret float %[[R]]
// CHECK: declare float @llvm.nvvm.rcp.approx.ftz.f(float
llvm.func @reciprocal(%x: f32) -> f32 {
  %0 = nvvm.rcp.approx.ftz.f %x : f32
  llvm.return %0 : f32
}
