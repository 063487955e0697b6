// RUN: tt-opt %s -split-input-file --canonicalize | FileCheck %s

// A scf.for whose constant step is zero or negative runs zero times whatever its bounds:
// mlir-opt-22 replaces it by its initial values.

// CHECK-LABEL: func.func @step_zero
// CHECK-NEXT: return %arg2 : i32
func.func @step_zero(%lb: index, %ub: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %c0 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @step_zero_store
// CHECK-NEXT: return
func.func @step_zero_store(%lb: index, %ub: index, %p: !llvm.ptr, %v: i32) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %c0 {
    llvm.store %v, %p : i32, !llvm.ptr
  }
  return
}

// -----

// CHECK-LABEL: func.func @step_negative
// CHECK-NEXT: return %arg2 : f32
func.func @step_negative(%lb: i8, %ub: i8, %a: f32) -> f32 {
  %s = arith.constant -128 : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (f32) : i8 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

// The step is read as a signed integer even when the loop compares unsigned (mlir-opt-22's
// trip count): a step of -1 runs nothing, the store included.

// CHECK-LABEL: func.func @unsigned_step_minus_one
// CHECK-NEXT: return %arg2 : f32
func.func @unsigned_step_minus_one(%lb: i32, %ub: i32, %a: f32, %p: !llvm.ptr) -> f32 {
  %s = arith.constant -1 : i32
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%x = %a) -> (f32) : i32 {
    llvm.store %x, %p : f32, !llvm.ptr
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

// A scf.while that only swaps two loop values nobody uses goes.

// CHECK-LABEL: func.func @while_swap_unused
// CHECK-NEXT: return
func.func @while_swap_unused(%c: i1, %a: i32, %b: i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    scf.yield %u, %v : i32, i32
  }
  return
}

// -----

// Two loop values that start equal and swap places each iteration always hold their initial
// value: they go, and the loop (which calls out) stays without them, as under mlir-opt-22.

llvm.func @ext()

// CHECK-LABEL: func.func @while_swap_equal
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: llvm.call @ext() : () -> ()
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
func.func @while_swap_equal(%c: i1, %a: i8) {
  %r:2 = scf.while (%x = %a, %y = %a) : (i8, i8) -> (i8, i8) {
    llvm.call @ext() : () -> ()
    scf.condition(%c) %x, %y : i8, i8
  } do {
  ^bb0(%u: i8, %v: i8):
    scf.yield %v, %u : i8, i8
  }
  return
}

// -----

// With different initial values they stay.

llvm.func @ext()

// CHECK-LABEL: func.func @while_swap_different
// CHECK: scf.while (%{{.*}} = %arg1, %{{.*}} = %arg2) : (i8, i8) -> (i8, i8)
func.func @while_swap_different(%c: i1, %a: i8, %b: i8) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i8, i8) -> (i8, i8) {
    llvm.call @ext() : () -> ()
    scf.condition(%c) %x, %y : i8, i8
  } do {
  ^bb0(%u: i8, %v: i8):
    scf.yield %v, %u : i8, i8
  }
  return
}
