// RUN: not tt-opt %s -split-input-file -verify-diagnostics 2>&1 | FileCheck %s

// As mlir-opt-22: `expected-<severity> @<where>` with a space before `@`, and
// @+N, @-N, @above, @below and @unknown designators. A word after `@` that is
// none of these makes the line no directive. A diagnostic whose location has
// no place in a file is reported at <unknown>:0 with its location, and an
// unmet @unknown expectation is reported after the others, twice, as
// mlir-opt-22 does.

// CHECK-NOT: verify-diagnostics-designators.mlir:{{[0-9]+}}:{{[0-9]+}}: error: expected
// CHECK-DAG: <unknown>:0: error: loc("named"): unexpected error: 'arith.addi' op requires the same type for all operands and results
// CHECK:     <unknown>:0: error: expected note "never at unknown" was not produced
// CHECK-NEXT: <unknown>:0: error: expected note "never at unknown" was not produced
// CHECK-NOT: error

func.func @relative(%a: i32) -> i64 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  // expected-error @-1 {{requires the same type}}
  return %0 : i64
}

// -----

func.func @below(%a: i32) -> i64 {
  // expected-error @below {{requires the same type}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %0 : i64
}

// -----

func.func @above(%a: i32) -> i64 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  // expected-error @above {{requires the same type}}
  return %0 : i64
}


// -----

func.func @name_loc_only(%a: i32) -> i64 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc("named")
  // expected-error @named {{not a designator: this line is no directive}}
  return %0 : i64
}

// -----

func.func @unknown() {
  // expected-note @unknown {{never at unknown}}
  return
}
