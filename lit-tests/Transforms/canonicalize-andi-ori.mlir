// RUN: tt-opt %s --canonicalize --split-input-file | FileCheck %s

// andi and ori fold constant operands before the Idempotent trait folds x op x to x, as in
// MLIR 22: ori(c, c) becomes a new constant where the ori was, and the original constant,
// left dead, is erased. So the i16 constant, hoisted first, stays before it.
// CHECK-LABEL: func.func @idempotent_after_constant_fold
// CHECK-NEXT:    %[[A:.*]] = arith.constant -31809 : i16
// CHECK-NEXT:    %[[B:.*]] = arith.constant 906 : index
// CHECK-NEXT:    return %[[B]], %[[A]] : index, i16
func.func @idempotent_after_constant_fold(%a: index) -> (index, i16) {
  %0 = arith.constant 681 : index
  %1 = arith.divsi %a, %0 : index
  %2 = arith.constant -31809 : i16
  %3 = arith.constant 906 : index
  %4 = arith.ori %3, %3 : index
  return %4, %2 : index, i16
}

// -----

// x & x and x | x fold to x when x is not constant.
// CHECK-LABEL: func.func @idempotent
// CHECK-NEXT:    return %arg0, %arg0 : i32, i32
func.func @idempotent(%a: i32) -> (i32, i32) {
  %0 = arith.andi %a, %a : i32
  %1 = arith.ori %a, %a : i32
  return %0, %1 : i32, i32
}

// -----

// and(a, and(a, b)) -> and(a, b); or(x, not(x)) -> all ones; and(not(x), x) -> 0.
// CHECK-LABEL: func.func @with_not
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i8
// CHECK-DAG:     %[[M:.*]] = arith.constant -1 : i8
// CHECK:         %[[AB:.*]] = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:    return %[[AB]], %[[M]], %[[Z]] : i8, i8, i8
func.func @with_not(%a: i8, %b: i8) -> (i8, i8, i8) {
  %m = arith.constant -1 : i8
  %ab = arith.andi %a, %b : i8
  %0 = arith.andi %a, %ab : i8
  %na = arith.xori %a, %m : i8
  %1 = arith.ori %a, %na : i8
  %2 = arith.andi %na, %a : i8
  return %0, %1, %2 : i8, i8, i8
}
