// RUN: tt-opt %s --canonicalize | FileCheck %s

// A cast pair that round-trips folds away, and an unused cast is erased (as mlir-opt-22 does).
// CHECK-LABEL: func.func @round_trip
// CHECK-NEXT: return %arg0 : i32
func.func @round_trip(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %a : i32 to f32
  return %1 : i32
}

// A cast to other types stays.
// CHECK-LABEL: func.func @kept
// CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: return %[[C]] : i64
func.func @kept(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return %0 : i64
}
