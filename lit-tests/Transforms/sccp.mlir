// RUN: tt-opt %s -sccp | FileCheck %s

// Sparse conditional constant propagation, checked line for line against
// mlir-opt-22 --sccp: values proven constant are replaced by constants
// materialized at the top of the function (unreachable ^bb2 does not spoil
// %r), call results come from a private callee's returns, and loop results
// whose iter_args never change fold to the initial value.

// CHECK-LABEL: func.func @branch(
// CHECK-SAME:      %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %[[T]], ^bb1(%[[C1]] : i32), ^bb2(%[[X]] : i32)
// CHECK-NEXT:  ^bb1(%{{.*}}: i32):  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%[[C3]] : i32)
// CHECK-NEXT:  ^bb2(%[[B:.*]]: i32):  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%[[B]] : i32)
// CHECK-NEXT:  ^bb3(%{{.*}}: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return %[[C3]] : i32
// CHECK-NEXT:  }
func.func @branch(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%c1 : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  %s = arith.addi %a, %c2 : i32
  cf.br ^bb3(%s : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

// CHECK-LABEL: func.func private @seven() -> i32 {
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    return %[[C7]] : i32
// CHECK-LABEL: func.func @caller() -> i32 {
// CHECK-NEXT:    %[[C14:.*]] = arith.constant 14 : i32
// CHECK-NEXT:    %{{.*}} = arith.constant 7 : i32
// CHECK-NEXT:    %{{.*}} = call @seven() : () -> i32
// CHECK-NEXT:    return %[[C14]] : i32
func.func private @seven() -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @caller() -> i32 {
  %0 = call @seven() : () -> i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}

// CHECK-LABEL: func.func @loop(
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    return %[[C5]] : i32
// CHECK-NEXT:  }
func.func @loop(%lb: index, %ub: index, %st: index) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c5) -> (i32) {
    scf.yield %acc : i32
  }
  return %r : i32
}
