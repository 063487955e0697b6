// RUN: tt-opt %s -split-input-file --loop-invariant-code-motion | FileCheck %s

// llvm.udiv and llvm.sdiv are not speculatable (a zero divisor is undefined behaviour): they
// stay in a loop that may run zero times, as under mlir-opt-22. llvm.add is hoisted.

// CHECK-LABEL: func.func @division_stays
// CHECK: llvm.add %arg3, %arg4 : i32
// CHECK-NEXT: scf.for
// CHECK-NEXT: llvm.udiv %arg3, %arg4 : i32
// CHECK-NEXT: llvm.sdiv %arg3, %arg4 : i32
func.func @division_stays(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %p: !llvm.ptr) {
  scf.for %i = %lb to %ub step %s {
    %q = llvm.udiv %a, %b : i32
    %r = llvm.sdiv %a, %b : i32
    %t = llvm.add %a, %b : i32
    %u = llvm.add %q, %r : i32
    %w = llvm.add %u, %t : i32
    llvm.store %w, %p : i32, !llvm.ptr
  }
  return
}
