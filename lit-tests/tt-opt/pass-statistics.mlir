// RUN: tt-opt %s --mlir-pass-statistics -cse -split-input-file 2>&1 >/dev/null | FileCheck %s

// --mlir-pass-statistics writes a report for each chunk that reached its pass
// manager. ttgo's passes keep no statistics, as LLVM's release builds keep none
// (mlir-opt-22's included), so the report is its header, as mlir-opt-22's.

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Pass statistics report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-EMPTY:
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Pass statistics report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-EMPTY:
// CHECK-NOT:  Pass statistics

func.func @f() {
  return
}

// -----

func.func @g() {
  return
}
