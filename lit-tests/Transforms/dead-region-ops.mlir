// RUN: tt-opt %s -split-input-file --cse | FileCheck %s
// RUN: tt-opt %s -split-input-file --canonicalize | FileCheck %s

// An unused region op whose nested ops only read memory or allocate their own results is
// trivially dead (MLIR's wouldOpBeTriviallyDead looks through RecursiveMemoryEffects ops):
// cse and canonicalize erase it, as mlir-opt-22 does.

// CHECK-LABEL: func.func @if_load
// CHECK-NEXT: return
func.func @if_load(%c: i1, %p: !llvm.ptr) {
  scf.if %c {
    %v = llvm.load %p : !llvm.ptr -> i32
  }
  return
}

// -----

// CHECK-LABEL: func.func @execute_region_load_alloca
// CHECK-NEXT: return
func.func @execute_region_load_alloca(%p: !llvm.ptr) {
  scf.execute_region {
    %v = llvm.load %p : !llvm.ptr -> i32
    %a = llvm.alloca %v x i32 : (i32) -> !llvm.ptr
    scf.yield
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_load
// CHECK-NEXT: return
func.func @for_load(%lb: index, %ub: index, %s: index, %p: !llvm.ptr) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %lb) -> (index) {
    %v = llvm.load %p : !llvm.ptr -> i32
    scf.yield %a : index
  }
  return
}

// -----

// CHECK-LABEL: func.func @execute_region_blocks
// CHECK-NEXT: return
func.func @execute_region_blocks(%c: i1, %p: !llvm.ptr) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %v = llvm.load %p : !llvm.ptr -> i32
    cf.br ^bb2
  ^bb2:
    scf.yield
  }
  return
}

// -----

// A store keeps its region op.

// CHECK-LABEL: func.func @if_store
// CHECK-NEXT: scf.if %arg0
// CHECK-NEXT: llvm.store %arg2, %arg1 : i32, !llvm.ptr
func.func @if_store(%c: i1, %p: !llvm.ptr, %v: i32) {
  scf.if %c {
    llvm.store %v, %p : i32, !llvm.ptr
  }
  return
}
