// RUN: tt-opt %s -reconcile-unrealized-casts -split-input-file 2>&1 | FileCheck %s

// Chains of unrealized_conversion_cast that lead back to the input type fold
// away; casts with no uses are erased.

// CHECK-LABEL: func.func @roundtrip(
// CHECK-SAME:      %[[A:.*]]: i64) -> i64 {
// CHECK-NEXT:    return %[[A]] : i64
// CHECK-LABEL: func.func @chain(
// CHECK-SAME:      %[[A:.*]]: i64) -> i64 {
// CHECK-NEXT:    return %[[A]] : i64
// CHECK-LABEL: func.func @dead(
// CHECK-NEXT:    return
// CHECK-NOT:   unrealized_conversion_cast
func.func @roundtrip(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1 : i64
}
func.func @chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
  return %2 : i64
}
func.func @dead(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  return
}

// -----

// A live cast that no chain resolves stays, and so do the casts it reads: as
// mlir-opt-22, the pass succeeds without a diagnostic (the RUN line would show
// one, it merges stderr) and the module is printed.

// CHECK-NOT:   error
// CHECK-LABEL: func.func @live(
// CHECK-SAME:      %[[A:.*]]: i64) -> i32 {
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to i32
// CHECK-NEXT:    return %[[C]] : i32
func.func @live(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  return %0 : i32
}

// CHECK-LABEL: func.func @long(
// CHECK-SAME:      %[[A:.*]]: i64) -> i16 {
// CHECK-NEXT:    %[[C0:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to i32
// CHECK-NEXT:    %[[C1:.*]] = builtin.unrealized_conversion_cast %[[C0]] : i32 to i16
// CHECK-NEXT:    return %[[C1]] : i16
func.func @long(%a: i64) -> i16 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i32
  %3 = builtin.unrealized_conversion_cast %2 : i32 to i16
  return %3 : i16
}

// A cast reached through a chain still folds when an intermediate cast is
// also used directly; only that intermediate stays.

// CHECK-LABEL: func.func @intermediate_used(
// CHECK-SAME:      %[[A:.*]]: i64) -> (i64, i32) {
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to i32
// CHECK-NEXT:    return %[[A]], %[[C]] : i64, i32
func.func @intermediate_used(%a: i64) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i64
  return %2, %0 : i64, i32
}
