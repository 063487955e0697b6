// RUN: tt-opt %s -split-input-file='// '===== -output-split-marker='// next' | FileCheck %s
// RUN: tt-opt %s -split-input-file='// '===== -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// -split-input-file=<marker> splits at another marker; -output-split-marker
// joins the outputs with another (the default joins them with // -----). As in
// mlir-opt-22, a module printed in local scope is not followed by a blank line.

// CHECK:       func.func @first()
// CHECK:       }
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-NEXT:  // next
// CHECK-NEXT:  module {
// CHECK-NEXT:    func.func @second()

// LOCAL:       func.func @first()
// LOCAL:       }
// LOCAL-NEXT:  }
// LOCAL-NEXT:  // {{-----}}
// LOCAL-NEXT:  module {
// LOCAL-NEXT:    func.func @second()

func.func @first() {
  return
}

// =====

func.func @second() {
  return
}
