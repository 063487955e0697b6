// REQUIRES: tt-translate
// RUN: not tt-translate --mlir-to-llvmir --split-input-file %s 2>/dev/null | FileCheck %s
// RUN: not tt-translate --mlir-to-llvmir --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// Each chunk is a module of its own; a chunk that fails does not stop the others, and its
// diagnostic gives the line in this file.

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK: define void @first()
llvm.func @first() {
  llvm.return
}

// -----

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK: define void @second()
llvm.func @second() {
  llvm.return
}

// -----

llvm.func @third(%a: i32) {
  // ERR: split-input-file.mlir:[[# @LINE + 1]]:8: error: 'arith.addi' op has no translation to LLVM IR
  %0 = arith.addi %a, %a : i32
  llvm.return
}
