// RUN: tt-opt %s --run-reproducer | FileCheck %s
// RUN: tt-opt %s --run-reproducer --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: tt-opt %s | FileCheck %s --check-prefix=PLAIN

// --run-reproducer takes the pipeline from the input's mlir_reproducer
// resource (as written by --mlir-pass-pipeline-crash-reproducer) and runs it;
// the resource itself is not printed back.

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT:  @unused
// CHECK-NOT:  mlir_reproducer

// The pipeline from the resource is the one that runs.

// DUMP:     // -----// IR Dump After CSE (cse) //----- //
// DUMP:     // -----// IR Dump After SymbolDCE (symbol-dce) //----- //

// Without --run-reproducer the resource is ignored: no passes run.

// PLAIN:      %1 = arith.muli %arg0, %arg0 : i32
// PLAIN:      func.func private @unused()

module {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.muli %a, %a : i32
    %1 = arith.muli %a, %a : i32
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }
  func.func private @unused()
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(func.func(cse),symbol-dce)",
      disable_threading: true,
      verify_each: false
    }
  }
#-}
