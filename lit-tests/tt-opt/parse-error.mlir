// RUN: not tt-opt %s 2>&1 | FileCheck %s
// RUN: not tt-opt %s 2>/dev/null | count 0

// A syntax error is reported as file:line:col with the source line and a
// caret under the column, and tt-opt prints no module.

// CHECK:      parse-error.mlir:[[# @LINE + 6]]:21: error: expected ','
// CHECK-NEXT: {{^}}  %0 = arith.addi %a %a : i32
// CHECK-NEXT: {{^}}                    ^
// CHECK-NOT:  error

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a %a : i32
  return %0 : i32
}
