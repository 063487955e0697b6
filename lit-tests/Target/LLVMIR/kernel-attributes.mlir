// REQUIRES: tt-translate
// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// Triton's kernels: nvvm.kernel makes a ptx_kernel, nvvm.reqntid and nvvm.maxntid become
// string attributes, as MLIR 22's NVVM translation writes them; Triton's own attributes
// (tt.divisibility, ttg.*) have no LLVM counterpart.

// CHECK: @global_smem = external addrspace(3) global [0 x i8], align 16
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>

  // CHECK-LABEL: declare float @__nv_tanhf(float %0)
  llvm.func @__nv_tanhf(f32) -> f32 attributes {libname = "", libpath = ""}

  // CHECK-LABEL: define ptx_kernel void @kernel(ptr addrspace(1) %0, i32 %1, ptr align 64 byval([128 x i8]) "nvvm.grid_constant" %2) "nvvm.maxntid"="128,1,1" "nvvm.reqntid"="128" {
  llvm.func @kernel(%p: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %n: i32, %desc: !llvm.ptr {llvm.align = 64 : i32, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 128>} {
    // CHECK-NEXT: {{[0-9]+}}:
    // CHECK-NEXT: ret void
    llvm.return
  }

  // CHECK-LABEL: define void @device() noinline {
  llvm.func @device() attributes {no_inline} {
    llvm.return
  }
}

// mlir-translate always writes the debug info version.
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
