// RUN: tt-opt %s -split-input-file --inline | FileCheck %s

// llvm.call of an llvm.func is inlined as mlir-opt-22 inlines it: a body of one block is
// merged into the caller, one of several blocks ends in llvm.br to the code after the call.

llvm.func @callee(%a: i32, %p: !llvm.ptr) -> i32 {
  %b = llvm.add %a, %a : i32
  llvm.store %b, %p : i32, !llvm.ptr
  llvm.return %b : i32
}

llvm.func @branchy(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %a : i32
^bb2:
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// CHECK-LABEL: llvm.func @caller
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SUM:.*]] = llvm.add %arg1, %arg1 : i32
// CHECK-NEXT: llvm.store %[[SUM]], %arg2 : i32, !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: llvm.br ^bb3(%[[SUM]] : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: llvm.br ^bb3(%[[ZERO]] : i32)
// CHECK-NEXT: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT: llvm.return %[[R]] : i32
llvm.func @caller(%c: i1, %a: i32, %p: !llvm.ptr) -> i32 {
  %r = llvm.call @callee(%a, %p) : (i32, !llvm.ptr) -> i32
  %s = llvm.call @branchy(%c, %r) : (i1, i32) -> i32
  llvm.return %s : i32
}

// -----

// A body ending in llvm.unreachable is not merged into the caller's block: the code after
// the call becomes unreachable and goes.

llvm.func @trap(%a: i32) -> i32 {
  llvm.unreachable
}

// CHECK-LABEL: llvm.func @calls_trap
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
llvm.func @calls_trap(%a: i32) -> i32 {
  %r = llvm.call @trap(%a) : (i32) -> i32
  llvm.return %r : i32
}

// -----

// no_inline on the call or the function keeps the call.

llvm.func @marked(%a: i32) -> i32 attributes {no_inline} {
  llvm.return %a : i32
}

llvm.func @plain(%a: i32) -> i32 {
  llvm.return %a : i32
}

// CHECK-LABEL: llvm.func @calls_marked
// CHECK-NEXT: llvm.call @marked(%arg0)
// CHECK-NEXT: llvm.call @plain(%{{.*}}) {no_inline}
llvm.func @calls_marked(%a: i32) -> i32 {
  %r = llvm.call @marked(%a) : (i32) -> i32
  %s = llvm.call @plain(%r) {no_inline} : (i32) -> i32
  llvm.return %s : i32
}

// -----

// A variadic function is not inlined.

llvm.func @variadic(%a: i32, ...) -> i32 {
  llvm.return %a : i32
}

// CHECK-LABEL: llvm.func @calls_variadic
// CHECK-NEXT: llvm.call @variadic(%arg0, %arg0)
llvm.func @calls_variadic(%a: i32) -> i32 {
  %r = llvm.call @variadic(%a, %a) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  llvm.return %r : i32
}

// -----

// An llvm.func with a body of several blocks inlined into scf.while's one-block region would
// break it: the call stays.

llvm.func @two_blocks(%c: i1, %p: !llvm.ptr, %v: f32) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %v, %p : f32, !llvm.ptr
  llvm.return
^bb2:
  llvm.return
}

// CHECK-LABEL: func.func @while_caller
// CHECK: scf.while
// CHECK-NEXT: llvm.call @two_blocks
func.func @while_caller(%c: i1, %p: !llvm.ptr, %v: f32) {
  scf.while : () -> () {
    llvm.call @two_blocks(%c, %p, %v) : (i1, !llvm.ptr, f32) -> ()
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

// Calls whose inlining MLIR follows with more rewriting stay, until ttgo does that rewriting:
// a byval argument (copied) and a noalias argument (alias scopes). Other argument attributes
// do not keep the call.

llvm.func @with_byval(%p: !llvm.ptr {llvm.byval = i32}) -> i32 {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

llvm.func @with_noalias(%p: !llvm.ptr {llvm.noalias}) -> i32 {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

llvm.func @with_noundef(%p: !llvm.ptr {llvm.noundef, llvm.nonnull}) -> i32 {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// CHECK-LABEL: llvm.func @calls_rewritten
// CHECK-NEXT: llvm.call @with_byval(%arg1)
// CHECK-NEXT: llvm.call @with_noalias(%arg1)
// CHECK-NEXT: llvm.load %arg1 : !llvm.ptr -> i32
llvm.func @calls_rewritten(%a: i32, %p: !llvm.ptr) -> i32 {
  %1 = llvm.call @with_byval(%p) : (!llvm.ptr) -> i32
  %2 = llvm.call @with_noalias(%p) : (!llvm.ptr) -> i32
  %3 = llvm.call @with_noundef(%p) : (!llvm.ptr) -> i32
  %t = llvm.add %1, %2 : i32
  %u = llvm.add %t, %3 : i32
  llvm.return %u : i32
}

// -----

// Allocas of the inlined body: one of constant size moves to the caller's entry block with a
// new constant and gets lifetime markers around the inlined code (an end before each return);
// one of run-time size stays, bracketed by stacksave and stackrestore.

llvm.func @dynamic(%n: i32, %a: i32) -> i32 {
  %p = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %a, %p : i32, !llvm.ptr
  %b = llvm.load %p : !llvm.ptr -> i32
  llvm.return %b : i32
}

llvm.func @two_returns(%c: i1, %a: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = llvm.load %p : !llvm.ptr -> i32
  llvm.return %b : i32
^bb2:
  llvm.return %a : i32
}

// CHECK-LABEL: func.func @alloca_caller
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: scf.for
// CHECK-NEXT: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %[[DYN:.*]] = llvm.alloca %arg3 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg4, %[[DYN]]
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[DYN]]
// CHECK-NEXT: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
// CHECK-NEXT: llvm.store %[[V]], %arg6
// CHECK-NEXT: }
// CHECK-NEXT: llvm.intr.lifetime.start %[[SLOT]] : !llvm.ptr
// CHECK-NEXT: llvm.store %arg4, %[[SLOT]]
// CHECK-NEXT: llvm.cond_br %arg5, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: llvm.load %[[SLOT]]
// CHECK-NEXT: llvm.intr.lifetime.end %[[SLOT]] : !llvm.ptr
// CHECK: ^bb2:
// CHECK-NEXT: llvm.intr.lifetime.end %[[SLOT]] : !llvm.ptr
func.func @alloca_caller(%lb: index, %ub: index, %s: index, %n: i32, %a: i32, %c: i1, %out: !llvm.ptr) {
  scf.for %i = %lb to %ub step %s {
    %r = llvm.call @dynamic(%n, %a) : (i32, i32) -> i32
    llvm.store %r, %out : i32, !llvm.ptr
  }
  %m = llvm.call @two_returns(%c, %a) : (i1, i32) -> i32
  llvm.store %m, %out : i32, !llvm.ptr
  return
}
