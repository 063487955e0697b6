// RUN: tt-opt %s -verify-roundtrip -mlir-print-debuginfo | FileCheck %s

// -verify-roundtrip prints the module in the generic form with locations,
// parses it back in a fresh context and requires the same module; on success
// the output is the usual one.

// CHECK: tt.func @f(
// CHECK: scf.for
// CHECK: loc("k.py":3:4)
tt.func @f(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %s = arith.addi %acc, %i : i32 loc("k.py":3:4)
    scf.yield %s : i32
  }
  tt.return %r : i32
}
