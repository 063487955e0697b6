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

// -----

// A division by a constant that is neither zero nor (signed) -1 is speculatable: it is
// hoisted, as mlir-opt-22 hoists it. A zero divisor, a -1 divisor of llvm.sdiv, and a vector
// divisor holding a zero keep theirs in the loop.

// CHECK-LABEL: func.func @constant_divisors
// CHECK: llvm.udiv %arg3, %[[C3:.*]] : i32
// CHECK-NEXT: llvm.sdiv %arg3, %[[C3]] : i32
// CHECK-NEXT: llvm.udiv %arg3, %[[CM1:.*]] : i32
// CHECK-NEXT: scf.for
// CHECK-NEXT: llvm.sdiv %arg3, %[[CM1]] : i32
// CHECK-NEXT: llvm.udiv %arg3, %{{.*}} : i32
// CHECK-NEXT: llvm.udiv %{{.*}}, %{{.*}} : vector<4xi8>
func.func @constant_divisors(%lb: index, %ub: index, %s: index, %a: i32, %p: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %cm1 = llvm.mlir.constant(-1 : i32) : i32
  %v = llvm.mlir.constant(dense<2> : vector<4xi8>) : vector<4xi8>
  %vz = llvm.mlir.constant(dense<[2, 0, 1, 1]> : vector<4xi8>) : vector<4xi8>
  scf.for %i = %lb to %ub step %s {
    %q1 = llvm.udiv %a, %c3 : i32
    %q2 = llvm.sdiv %a, %c3 : i32
    %q3 = llvm.sdiv %a, %cm1 : i32
    %q4 = llvm.udiv %a, %cm1 : i32
    %q5 = llvm.udiv %a, %c0 : i32
    %q6 = llvm.udiv %v, %vz : vector<4xi8>
    llvm.store %q1, %p : i32, !llvm.ptr
    llvm.store %q2, %p : i32, !llvm.ptr
    llvm.store %q3, %p : i32, !llvm.ptr
    llvm.store %q4, %p : i32, !llvm.ptr
    llvm.store %q5, %p : i32, !llvm.ptr
    llvm.store %q6, %p : vector<4xi8>, !llvm.ptr
  }
  return
}
