// REQUIRES: tt-translate
// RUN: not tt-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// An op without a translation is a diagnostic at its location, as mlir-translate reports it.

llvm.func @f(%a: i32) -> i32 {
  // CHECK: errors.mlir:[[# @LINE + 2]]:8: error: 'arith.addi' op has no translation to LLVM IR
  // CHECK: errors.mlir:[[# @LINE + 1]]:8: note: see current operation: %0 = "arith.addi"(%arg0, %arg0)
  %0 = arith.addi %a, %a : i32
  llvm.return %0 : i32
}
