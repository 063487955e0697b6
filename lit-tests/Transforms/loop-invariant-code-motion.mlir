// RUN: tt-opt %s -loop-invariant-code-motion | FileCheck %s
// RUN: tt-opt %s --pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))' | FileCheck %s

// MLIR's LICM, checked against mlir-opt-22: pure ops whose operands are
// defined outside the loop are hoisted, transitively and out of nested loops;
// ops depending on the induction variable or iter_args stay; arith.divsi,
// which may trap (division by zero), stays.

// CHECK-LABEL: func.func @hoist(
// CHECK-SAME:      %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[A:.*]]: i32, %[[B:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[S]], %[[S]] : i32
// CHECK-NEXT:    %{{.*}} = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[C0]]) -> (i32) {
// CHECK-NEXT:      %[[IC:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[T:.*]] = arith.addi %[[M]], %[[IC]] : i32
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[ACC]], %[[T]] : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK-NEXT:    }
func.func @hoist(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c0) -> (i32) {
    %0 = arith.addi %a, %b : i32
    %1 = arith.muli %0, %0 : i32
    %2 = arith.index_cast %i : index to i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %acc, %3 : i32
    scf.yield %4 : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @nested(
// CHECK-SAME:      %[[A:[^:]*]]: i32) -> i32 {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[SQ:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        arith.addi %{{.*}}, %[[SQ]] : i32
// CHECK-NEXT:        scf.yield
func.func @nested(%lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c0) -> (i32) {
    %s = scf.for %j = %lb to %ub step %st iter_args(%acc2 = %acc) -> (i32) {
      %0 = arith.muli %a, %a : i32
      %1 = arith.addi %acc2, %0 : i32
      scf.yield %1 : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @divisor(
// CHECK-NEXT:    arith.constant 0 : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.divsi
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      scf.yield
func.func @divisor(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c0) -> (i32) {
    %0 = arith.divsi %a, %b : i32
    %1 = arith.addi %acc, %0 : i32
    scf.yield %1 : i32
  }
  return %r : i32
}
