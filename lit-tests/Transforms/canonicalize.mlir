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

// -----

// An index_switch with only a default region keeps the results its region
// computes: a yielded value defined inside the switch cannot replace a result
// (this used to leave the user with a dangling operand). The unused i8 result
// is dropped, as mlir-opt-22 does.

// CHECK-LABEL: func.func @switch_default_only(
// CHECK:         %[[S:.*]] = scf.index_switch %{{.*}} -> index
// CHECK-NEXT:    default {
// CHECK-NEXT:      %[[C:.*]] = arith.index_cast %{{.*}} : i1 to index
// CHECK-NEXT:      scf.yield %[[C]] : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[D:.*]] = arith.floordivsi %[[S]], %[[S]] : index
// CHECK-NEXT:    return %[[D]] : index
func.func @switch_default_only(%i: index, %b: i1) -> index {
  %c0_i8 = arith.constant 0 : i8
  %s:2 = scf.index_switch %i -> i8, index
  default {
    %c = arith.index_cast %b : i1 to index
    scf.yield %c0_i8, %c : i8, index
  }
  %d = arith.floordivsi %s#1, %s#1 : index
  return %d : index
}
