// REQUIRES: tt-translate
// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// Linkage, passthrough attributes, parameter attributes, and the NVVM launch bounds that
// become string attributes (maxnreg, minctasm, cluster_dim).

module {
  // CHECK-LABEL: define internal i32 @helper(i32 noundef %0) nounwind "denormal-fp-math-f32"="preserve-sign" {
  llvm.func internal @helper(%a: i32 {llvm.noundef}) -> i32 attributes {passthrough = ["nounwind", ["denormal-fp-math-f32", "preserve-sign"]]} {
    llvm.return %a : i32
  }
  // CHECK-LABEL: define ptx_kernel void @k2(ptr addrspace(1) align 16 noalias %0) "nvvm.cluster_dim"="2,1,1" "nvvm.maxnreg"="128" "nvvm.minctasm"="2" {
  llvm.func @k2(%p: !llvm.ptr<1> {llvm.noalias, llvm.align = 16 : i64}) attributes {nvvm.kernel, nvvm.maxnreg = 128 : i32, nvvm.minctasm = 2 : i32, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    llvm.return
  }
}
