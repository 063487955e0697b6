// RUN: tt-opt %s | FileCheck %s
// RUN: tt-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// gpu.barrier parses and prints in both forms.

// CHECK-LABEL: tt.func @barrier
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: gpu.barrier {tag = 1 : i32}
// GENERIC: "gpu.barrier"() : () -> ()
tt.func @barrier() {
  gpu.barrier
  "gpu.barrier"() {tag = 1 : i32} : () -> ()
  tt.return
}
