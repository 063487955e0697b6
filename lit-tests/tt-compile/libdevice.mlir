// REQUIRES: llc-22
// RUN: not tt-compile %s --arch sm_80 -o %t.ptx 2>&1 | FileCheck %s

// A kernel that calls libdevice needs its bitcode.

// CHECK: tt-compile: error: llvm-link: the kernel calls libdevice (__nv_expf): give its bitcode with --libdevice PATH

module {
  llvm.func @__nv_expf(f32) -> f32
  llvm.func @k(%arg0: f32) attributes {nvvm.kernel = 1 : ui1} {
    %0 = llvm.call @__nv_expf(%arg0) : (f32) -> f32
    llvm.return
  }
}
