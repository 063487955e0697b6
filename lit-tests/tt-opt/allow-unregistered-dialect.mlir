// RUN: tt-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: tt-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: not tt-opt %s 2>&1 | FileCheck %s --check-prefix=ERR

// Ops of unknown dialects survive a round trip, in the generic form, with
// their operands, attributes, regions and result types.

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[ARG:.*]]: i32)
// CHECK:         %[[V:.*]] = "mydialect.producer"(%[[ARG]]) {flag, n = 3 : i64} : (i32) -> !mydialect.token
// CHECK-NEXT:    "mydialect.region_op"(%[[V]]) ({
// CHECK-NEXT:      "mydialect.yield"() : () -> ()
// CHECK-NEXT:    }) : (!mydialect.token) -> ()

// GENERIC: "func.func"()
// GENERIC: "mydialect.producer"

// ERR: error: operation being parsed with an unregistered dialect

func.func @f(%a: i32) {
  %0 = "mydialect.producer"(%a) {n = 3 : i64, flag} : (i32) -> !mydialect.token
  "mydialect.region_op"(%0) ({
    "mydialect.yield"() : () -> ()
  }) : (!mydialect.token) -> ()
  return
}
