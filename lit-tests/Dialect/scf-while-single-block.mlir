// RUN: tt-opt %s -split-input-file -verify-diagnostics
// RUN: not tt-opt %s -split-input-file --canonicalize 2>&1 | FileCheck %s

// scf.while's regions hold one block each, as MLIR's SingleBlock trait says: a branch inside
// the condition region is rejected before any pass sees it (canonicalize once panicked on it
// on a worker goroutine and killed the process).

// CHECK-NOT: panic
// CHECK: error: 'scf.while' op expects region #0 to have 0 or 1 blocks
func.func @branch_in_condition(%c: i1, %p: !llvm.ptr, %v: f32) {
  // expected-error@below {{'scf.while' op expects region #0 to have 0 or 1 blocks}}
  scf.while : () -> () {
    llvm.store %v, %p : f32, !llvm.ptr
    cf.br ^bb1
  ^bb1:
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

// CHECK: error: 'scf.while' op expects region #1 to have 0 or 1 blocks
func.func @branch_in_body(%c: i1) {
  // expected-error@below {{'scf.while' op expects region #1 to have 0 or 1 blocks}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  return
}
