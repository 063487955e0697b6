// RUN: tt-opt %s -mlir-print-local-scope | FileCheck %s
// RUN: tt-opt %s -mlir-print-local-scope -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// Attributes, types and locations print inline: no alias table.

// CHECK-NOT:   #blocked =
// CHECK-LABEL: tt.func @f(
// CHECK-SAME:      -> tensor<64xi32, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>>
// CHECK:         tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>>
// CHECK-NOT:   #blocked

// LOC-NOT:   #loc
// LOC:       tt.make_range {{.*}} loc("kernel.py":4:8)
// LOC:       } loc("{{.*}}print-local-scope.mlir":{{[0-9]+}}:{{[0-9]+}})
// LOC-NOT:   #loc

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
tt.func @f() -> tensor<64xi32, #blocked> {
  %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked> loc("kernel.py":4:8)
  tt.return %0 : tensor<64xi32, #blocked>
}
