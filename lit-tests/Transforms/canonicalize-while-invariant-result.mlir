// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect --canonicalize='max-iterations=1 region-simplify=disabled' | FileCheck %s

// A value the condition forwards from outside the before region replaces the uses of its
// result; the loop keeps the result, now unused, until it is visited again (as mlir-opt-22).
// CHECK-LABEL: func.func @forwarded_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant -2.500000e-300 : f64
// CHECK-NEXT: %{{.*}} = scf.while : () -> f64 {
// CHECK-NEXT: scf.condition(%arg0) %[[C]] : f64
// CHECK: %[[T:.*]] = arith.truncf %[[C]] : f64 to f16
// CHECK-NEXT: return %[[T]] : f16
func.func @forwarded_constant(%b: i1) -> f16 {
  %w = scf.while : () -> (f64) {
    %d = arith.constant -2.5e-300 : f64
    scf.condition(%b) %d : f64
  } do {
  ^bb0(%g: f64):
    scf.yield
  }
  %u = arith.truncf %w : f64 to f16
  return %u : f16
}

// -----

// When a use inside the loop is replaced too, the loop is visited again in the same sweep and
// the unused result goes.
// CHECK-LABEL: func.func @used_inside
// CHECK-NEXT: %[[C:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %[[W:.*]] = scf.while : () -> f64 {
// CHECK: "test.use"(%[[C]], %{{.*}}) : (f64, f64) -> ()
// CHECK: return %[[C]], %[[W]] : f64, f64
func.func @used_inside(%b: i1, %k: f64) -> (f64, f64) {
  %w:2 = scf.while : () -> (f64, f64) {
    %d = arith.negf %k : f64
    %e = arith.constant 1.0 : f64
    scf.condition(%b) %e, %d : f64, f64
  } do {
  ^bb0(%g: f64, %h: f64):
    "test.use"(%g, %h) : (f64, f64) -> ()
    scf.yield
  }
  return %w#0, %w#1 : f64, f64
}
