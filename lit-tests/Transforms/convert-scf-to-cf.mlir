// RUN: tt-opt %s -convert-scf-to-cf | FileCheck %s
// RUN: tt-opt %s -convert-scf-to-cf=allow-pattern-rollback=false | FileCheck %s

// scf.for, scf.if and scf.while become blocks and branches, block for block as
// mlir-opt-22 lowers them.

// CHECK-LABEL: func.func @sum(
// CHECK-SAME:      %[[LB:.*]]: index, %[[UB:.*]]: index, %[[ST:.*]]: index, %[[INIT:.*]]: f32) -> f32 {
// CHECK-NEXT:    cf.br ^bb1(%[[LB]], %[[INIT]] : index, f32)
// CHECK-NEXT:  ^bb1(%[[IV:.*]]: index, %[[ACC:.*]]: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi slt, %[[IV]], %[[UB]] : index
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %[[N:.*]] = arith.addf %[[ACC]], %[[ACC]] : f32
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[IV]], %[[ST]] : index
// CHECK-NEXT:    cf.br ^bb1(%[[NEXT]], %[[N]] : index, f32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return %[[ACC]] : f32
// CHECK-NEXT:  }
func.func @sum(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @sel(
// CHECK-SAME:      %[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    cf.br ^bb3(%[[X]] : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%[[B]] : i32)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @loop(
// CHECK-SAME:      %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%[[A]] : i32)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %[[C10:.*]] = arith.constant 10 : i32
// CHECK-NEXT:    %[[COND:.*]] = arith.cmpi slt, %[[X]], %[[C10]] : i32
// CHECK-NEXT:    cf.cond_br %[[COND]], ^bb2(%[[X]] : i32), ^bb3
// CHECK-NEXT:  ^bb2(%[[Y:.*]]: i32):  // pred: ^bb1
// CHECK-NEXT:    %[[N:.*]] = arith.addi %[[Y]], %[[Y]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[N]] : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return %[[X]] : i32
// CHECK-NEXT:  }
// CHECK-NOT:   scf.
func.func @loop(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c10 = arith.constant 10 : i32
    %cond = arith.cmpi slt, %x, %c10 : i32
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = arith.addi %y, %y : i32
    scf.yield %n : i32
  }
  return %r : i32
}
