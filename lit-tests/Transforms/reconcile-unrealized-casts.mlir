// RUN: not tt-opt %s -reconcile-unrealized-casts -split-input-file 2>/dev/null | FileCheck %s
// RUN: not tt-opt %s -reconcile-unrealized-casts -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=LIVE

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

// A live cast that no chain resolves is an error. tt-opt fails the pass (exit
// 1, the chunk is not printed); mlir-opt-22 reports the same error but exits 0
// and prints the module with the cast kept.

// LIVE: :[[@LINE+2]]:8: error: failed to legalize operation 'builtin.unrealized_conversion_cast' that was explicitly marked illegal
func.func @live(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  return %0 : i32
}
