// RUN: rm -rf %t && tt-opt %s --mlir-print-ir-after-all --mlir-print-ir-tree-dir=%t --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' 2>&1 >/dev/null | count 0
// RUN: cat %t/builtin_module_no-symbol-name/func_func_f/0_0_cse.mlir | FileCheck %s --check-prefix=F-CSE
// RUN: cat %t/builtin_module_no-symbol-name/func_func_f/0_1_canonicalize.mlir | FileCheck %s --check-prefix=F-CANON
// RUN: cat %t/builtin_module_no-symbol-name/func_func_g/0_0_cse.mlir | FileCheck %s --check-prefix=G-CSE
// RUN: cat %t/builtin_module_no-symbol-name/func_func_g/0_1_canonicalize.mlir | FileCheck %s --check-prefix=G-CANON
// RUN: cat %t/builtin_module_no-symbol-name/1_symbol-dce.mlir | FileCheck %s --check-prefix=DCE
// RUN: tt-opt %s --mlir-print-ir-after-all --mlir-print-ir-tree-dir=%t --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' | FileCheck %s --check-prefix=OUT

// With --mlir-print-ir-tree-dir the dumps go to one file per pass run instead
// of stderr, laid out like mlir-opt-22's (same paths and contents): a directory
// per op (<dialect>_<op>_<symbol name or no-symbol-name>), files named
// <index of the pass in each enclosing pass manager>_<pass argument>.mlir.

// F-CSE:      // -----// IR Dump After CSE (cse) //----- //
// F-CSE-NEXT: func.func @f(%arg0: i32) -> i32 {
// F-CSE-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// F-CSE-NEXT:   %1 = arith.addi %0, %0 : i32
// F-CSE-NEXT:   return %1 : i32
// F-CSE-NEXT: }
// F-CSE-EMPTY:
// F-CSE-NOT:  {{.}}

// F-CANON:     // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// F-CANON-NEXT: func.func @f(
// F-CANON-NOT:  @g

// G-CSE:      // -----// IR Dump After CSE (cse) //----- //
// G-CSE-NEXT: func.func @g(%arg0: i32) -> i32 {
// G-CSE-NEXT:   return %arg0 : i32
// G-CSE-NEXT: }

// G-CANON:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// G-CANON-NEXT: func.func @g(

// DCE:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// DCE-NEXT: module {
// DCE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// DCE:        func.func @g(%arg0: i32) -> i32 {

// OUT:      module {
// OUT-NEXT:   func.func @f(%arg0: i32) -> i32 {

func.func @f(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
