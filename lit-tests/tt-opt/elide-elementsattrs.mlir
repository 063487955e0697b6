// RUN: tt-opt %s --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s
// RUN: tt-opt %s | FileCheck %s --check-prefix=FULL

// --mlir-elide-elementsattrs-if-larger=N prints a dense attribute with more
// than N elements as dense_resource<__elided__>, as mlir-opt; splats and
// attributes of at most N elements print whole.

// CHECK:  arith.constant dense_resource<__elided__> : tensor<4xi32>
// CHECK:  arith.constant dense<7> : tensor<4xi32>
// CHECK:  arith.constant dense<[1, 2]> : tensor<2xi32>

// FULL:   arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>

func.func @f() -> (tensor<4xi32>, tensor<4xi32>, tensor<2xi32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s = arith.constant dense<7> : tensor<4xi32>
  %t = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %c, %s, %t : tensor<4xi32>, tensor<4xi32>, tensor<2xi32>
}
