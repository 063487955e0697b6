// RUN: tt-opt %s -canonicalize -split-input-file | FileCheck %s

// x + 0 folds to x; the constant it used is dead and erased. Canonicalization
// does not merge the two identical products (that is CSE's job).

// CHECK-LABEL: func.func @add_zero(
// CHECK-SAME:      %[[A:.*]]: i32)
// CHECK-NOT:     arith.constant
// CHECK-NEXT:    %[[P:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    %[[Q:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[P]], %[[Q]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @add_zero(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.muli %0, %a : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}

// -----

// Constants fold, and the result is materialized as one constant.

// CHECK-LABEL: func.func @fold_constants(
// CHECK-NEXT:    %[[C:.*]] = arith.constant 42 : i32
// CHECK-NEXT:    return %[[C]] : i32
func.func @fold_constants() -> i32 {
  %c40 = arith.constant 40 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c40, %c2 : i32
  return %0 : i32
}
