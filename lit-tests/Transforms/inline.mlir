// RUN: tt-opt %s -inline -split-input-file | FileCheck %s
// RUN: tt-opt %s --pass-pipeline='builtin.module(inline)' -split-input-file | FileCheck %s

// func.call of a private single-block callee is inlined at every call site, and
// the callee, now dead, is erased; a call of an external declaration stays.

// CHECK-LABEL: module {
// CHECK-NOT:     @add
// CHECK-LABEL:   func.func @caller(
// CHECK-SAME:        %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:      %[[A:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:      %[[B:.*]] = arith.addi %[[A]], %[[X]] : i32
// CHECK-NEXT:      return %[[B]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func private @decl(i32) -> i32
// CHECK-LABEL:   func.func @keeps_decl(
// CHECK-SAME:        %[[Y:.*]]: i32) -> i32 {
// CHECK-NEXT:      %[[C:.*]] = call @decl(%[[Y]]) : (i32) -> i32
// CHECK-NEXT:      return %[[C]] : i32
// CHECK-NOT:     @add
func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @add(%x, %x) : (i32, i32) -> i32
  %1 = call @add(%0, %x) : (i32, i32) -> i32
  return %1 : i32
}
func.func private @decl(i32) -> i32
func.func @keeps_decl(%x: i32) -> i32 {
  %0 = call @decl(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// A multi-block callee is spliced into the caller's CFG: each return becomes a
// branch to a block whose argument carries the result (output as mlir-opt-22's).

// CHECK-LABEL: module {
// CHECK-NOT:     @multi
// CHECK-LABEL:   func.func @cfg(
// CHECK-SAME:        %[[C:.*]]: i1, %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:      cf.cond_br %[[C]], ^bb2(%[[X]] : i32), ^bb1
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:      cf.br ^bb2(%[[M]] : i32)
// CHECK-NEXT:    ^bb2(%[[R:.*]]: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:      return %[[R]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
func.func private @multi(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @cfg(%c: i1, %x: i32) -> i32 {
  %0 = call @multi(%c, %x) : (i1, i32) -> i32
  return %0 : i32
}

// -----

// tt.call of a private tt.func is inlined like func.call (Triton's kernels call
// helper functions this way), and the helper is erased.

// CHECK-LABEL: module {
// CHECK-NOT:     @sq
// CHECK-LABEL:   tt.func public @kernel(
// CHECK-SAME:        %[[P:.*]]: !tt.ptr<f32>) {
// CHECK-NEXT:      %[[V:.*]] = tt.load %[[P]] : !tt.ptr<f32>
// CHECK-NEXT:      %[[S:.*]] = arith.mulf %[[V]], %[[V]] : f32
// CHECK-NEXT:      tt.store %[[P]], %[[S]] : !tt.ptr<f32>
// CHECK-NEXT:      tt.return
// CHECK-NOT:     tt.call
// CHECK-NOT:     @sq
tt.func private @sq(%a: f32) -> f32 {
  %0 = arith.mulf %a, %a : f32
  tt.return %0 : f32
}
tt.func public @kernel(%p: !tt.ptr<f32>) {
  %v = tt.load %p : !tt.ptr<f32>
  %r = tt.call @sq(%v) : (f32) -> f32
  tt.store %p, %r : !tt.ptr<f32>
  tt.return
}

// -----

// The Triton dialect's inliner rules: a tt.func marked `noinline = true` is not inlined; one
// of several blocks is, its tt.returns becoming cf.br to the code after the call.

// CHECK-LABEL: tt.func private @keep(
// CHECK-LABEL: tt.func public @branching(
// CHECK-NEXT:      %[[K:.*]] = tt.call @keep(
// CHECK-NEXT:      cf.cond_br %{{.*}}, ^bb2(%[[K]] : i32), ^bb1
// CHECK-NEXT:    ^bb1:
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[K]], %[[K]] : i32
// CHECK-NEXT:      cf.br ^bb2(%[[M]] : i32)
// CHECK-NEXT:    ^bb2(%[[R:.*]]: i32):
// CHECK-NEXT:      tt.return %[[R]] : i32
// CHECK-NOT:     @two_blocks
tt.func private @keep(%a: i32) -> i32 attributes {noinline = true} {
  %0 = arith.addi %a, %a : i32
  tt.return %0 : i32
}
tt.func private @two_blocks(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.return %a : i32
^bb2:
  %z = arith.muli %a, %a : i32
  tt.return %z : i32
}
tt.func public @branching(%c: i1, %a: i32) -> i32 {
  %0 = tt.call @keep(%a) : (i32) -> i32
  %1 = tt.call @two_blocks(%c, %0) : (i1, i32) -> i32
  tt.return %1 : i32
}
