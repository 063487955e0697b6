// REQUIRES: llc-22
// RUN: tt-compile %s --arch sm_90a -o %t.ptx && FileCheck %s < %t.ptx
// RUN: tt-compile %s --arch sm_80 --ptx-version 85 | FileCheck %s --check-prefix=SM80
// RUN: tt-compile %s --arch sm_90a -o %t.ll && FileCheck %s --check-prefix=LL < %t.ll

// An llvm dialect module is translated and compiled by llc; the .version and .target lines
// are Triton's.

// CHECK: .version 8.7
// CHECK: .target sm_90a
// CHECK: .visible .entry add_one(
// CHECK: add.s32

// SM80: .version 8.5
// SM80: .target sm_80
// SM80: .visible .entry add_one(

// LL: define ptx_kernel void @add_one(ptr addrspace(1) %0)

module {
  llvm.func @add_one(%arg0: !llvm.ptr<1>) attributes {nvvm.kernel = 1 : ui1} {
    %0 = llvm.load %arg0 : !llvm.ptr<1> -> i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.add %0, %1 : i32
    llvm.store %2, %arg0 : i32, !llvm.ptr<1>
    llvm.return
  }
}
