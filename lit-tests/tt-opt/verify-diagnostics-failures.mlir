// RUN: not tt-opt %s -verify-diagnostics 2>&1 | FileCheck %s
// RUN: not tt-opt %s -verify-diagnostics=only-expected 2>&1 | FileCheck %s --check-prefix=ONLY

// An expected diagnostic that is not produced, and a produced one that was not
// expected, both fail -verify-diagnostics. With =only-expected, unexpected
// diagnostics are allowed but missing ones still fail.

// CHECK-DAG: verify-diagnostics-failures.mlir:[[# @LINE + 7]]:6: error: expected error "never emitted" was not produced
// CHECK-DAG: verify-diagnostics-failures.mlir:[[# @LINE + 8]]:8: error: unexpected error: 'arith.addi' op requires the same type for all operands and results

// ONLY:     error: expected error "never emitted" was not produced
// ONLY-NOT: unexpected error

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{never emitted}}
  %c = arith.constant 0 : i32
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}
