// RUN: rm -rf %t && tt-opt %s --mlir-print-ir-before-all --mlir-print-ir-tree-dir=%t -cse >/dev/null
// RUN: cat %t/builtin_module_m/0_cse.mlir | FileCheck %s

// A named module gets its symbol name as directory; -cse given as a flag runs
// on the module, so its file sits in the module's directory (as mlir-opt-22).

// CHECK:      // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: module @m {
// CHECK-NEXT:   func.func @f() {

module @m {
  func.func @f() {
    return
  }
}
