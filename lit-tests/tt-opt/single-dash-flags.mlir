// RUN: tt-opt -split-input-file -mlir-print-op-generic %s | FileCheck %s
// RUN: tt-opt --split-input-file --mlir-print-op-generic %s | FileCheck %s
// RUN: tt-opt -split-input-file=true -mlir-print-op-generic=1 %s | FileCheck %s
// RUN: tt-opt -split-input-file=false -mlir-print-op-generic %s | FileCheck %s --check-prefix=ONE

// Long flags take one dash or two, and boolean flags accept =true, =1,
// =false, as in mlir-opt.

// CHECK:     "func.func"() <{function_type = () -> (), sym_name = "a"}>
// CHECK:     // {{-----}}
// CHECK:     "func.func"() <{function_type = () -> (), sym_name = "b"}>

// ONE:       "builtin.module"
// ONE-NOT:   // {{-----}}
// ONE:       sym_name = "b"

func.func @a() {
  return
}

// -----

func.func @b() {
  return
}
