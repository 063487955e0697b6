// RUN: tt-opt -split-input-file -mlir-print-op-generic %s | FileCheck %s
// RUN: tt-opt --split-input-file --mlir-print-op-generic %s | FileCheck %s
// RUN: tt-opt -split-input-file='// '----- -mlir-print-op-generic=1 %s | FileCheck %s
// RUN: tt-opt -split-input-file -mlir-print-op-generic=false %s | FileCheck %s --check-prefix=CUSTOM
// RUN: tt-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=ONE

// Long flags take one dash or two, and boolean flags accept =true, =1,
// =false, as in mlir-opt. As in mlir-opt-22, -split-input-file takes a marker,
// not a boolean.

// CHECK:     "func.func"() <{function_type = () -> (), sym_name = "a"}>
// CHECK:     // {{-----}}
// CHECK:     "func.func"() <{function_type = () -> (), sym_name = "b"}>

// CUSTOM:    func.func @a()
// CUSTOM:    // {{-----}}
// CUSTOM:    func.func @b()

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
