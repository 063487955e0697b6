// RUN: tt-opt %s --inline | FileCheck %s

// A callee whose one block ends in llvm.unreachable: inlined into an llvm.func it stays a
// block of its own, so the caller ends there; inlined into a func.func or an scf.if it merges
// into the call's block and the llvm.unreachable goes, as mlir-opt-22 does.

llvm.func @ext()
llvm.func @traps(%c: i1) -> !llvm.ptr {
  llvm.call @ext() : () -> ()
  llvm.unreachable
}

// CHECK-LABEL: llvm.func @llvm_caller
// CHECK-NEXT: llvm.call @ext() : () -> ()
// CHECK-NEXT: llvm.unreachable
llvm.func @llvm_caller(%c: i1) -> i32 {
  %0 = llvm.call @traps(%c) : (i1) -> !llvm.ptr
  %k = llvm.mlir.constant(5 : i32) : i32
  llvm.return %k : i32
}

// CHECK-LABEL: func.func @func_caller
// CHECK-NEXT: %[[K:.*]] = arith.constant 5 : index
// CHECK-NEXT: llvm.call @ext() : () -> ()
// CHECK-NEXT: return %[[K]] : index
func.func @func_caller(%c: i1) -> index {
  %0 = llvm.call @traps(%c) : (i1) -> !llvm.ptr
  %k = arith.constant 5 : index
  return %k : index
}

// CHECK-LABEL: func.func @if_caller
// CHECK: scf.if %arg0 {
// CHECK-NEXT: llvm.call @ext() : () -> ()
// CHECK-NEXT: }
func.func @if_caller(%c: i1) -> index {
  scf.if %c {
    %0 = llvm.call @traps(%c) : (i1) -> !llvm.ptr
  }
  %k = arith.constant 5 : index
  return %k : index
}
