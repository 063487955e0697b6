// RUN: tt-opt %s -split-input-file -verify-diagnostics
// RUN: tt-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: tt-opt %s -split-input-file -verify-diagnostics=all
// RUN: not tt-opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=PLAIN

// With -verify-diagnostics, the expected errors below are matched and tt-opt
// succeeds; chunks without errors are still printed.

// CHECK: func.func @fine

// Without it, each error is reported with its location and tt-opt fails.
// PLAIN: verify-diagnostics.mlir:[[# @LINE + 5]]:8: error: 'arith.addi' op requires the same type for all operands and results
// PLAIN: verify-diagnostics.mlir:[[# @LINE + 12]]:{{[0-9]+}}: error: custom op 'arith.nosuchop' is unknown

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @g() {
  // expected-error@below {{custom op 'arith.nosuchop' is unknown}}
  arith.nosuchop
  return
}

// -----

func.func @fine() {
  return
}
