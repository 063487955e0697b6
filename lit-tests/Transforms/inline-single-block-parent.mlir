// RUN: tt-opt %s --inline | FileCheck %s

// A callee of several blocks is not inlined into the region of an op that holds one block
// (scf.while): the call stays, as under mlir-opt-22.

func.func @callee(%c: i1, %p: !llvm.ptr, %v: f32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %v, %p : f32, !llvm.ptr
  return
^bb2:
  return
}

// CHECK-LABEL: func.func @caller
// CHECK: scf.while
// CHECK-NEXT: func.call @callee(%arg0, %arg1, %arg2) : (i1, !llvm.ptr, f32) -> ()
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NOT: cf.cond_br
func.func @caller(%c: i1, %p: !llvm.ptr, %v: f32) {
  scf.while : () -> () {
    func.call @callee(%c, %p, %v) : (i1, !llvm.ptr, f32) -> ()
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// A callee of one block is inlined there.

func.func @single(%p: !llvm.ptr, %v: f32) {
  llvm.store %v, %p : f32, !llvm.ptr
  return
}

// CHECK-LABEL: func.func @caller_single
// CHECK: scf.while
// CHECK-NEXT: llvm.store %arg2, %arg1 : f32, !llvm.ptr
// CHECK-NEXT: scf.condition(%arg0)
func.func @caller_single(%c: i1, %p: !llvm.ptr, %v: f32) {
  scf.while : () -> () {
    func.call @single(%p, %v) : (!llvm.ptr, f32) -> ()
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
