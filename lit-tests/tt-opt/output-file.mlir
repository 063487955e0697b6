// RUN: rm -rf %t && mkdir -p %t
// RUN: tt-opt %s -o %t/out.mlir | count 0
// RUN: FileCheck %s --input-file=%t/out.mlir
// RUN: tt-opt %s --output=%t/long.mlir && diff %t/out.mlir %t/long.mlir
// RUN: cd %t && tt-opt %s -o relative.mlir && diff out.mlir relative.mlir
// RUN: tt-opt %s -o - | FileCheck %s
// RUN: echo stale > %t/failed.mlir && not tt-opt %s -o %t/failed.mlir --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>/dev/null && not test -e %t/failed.mlir
// RUN: not tt-opt %s -o %t/no-such-dir/out.mlir 2>&1 | FileCheck %s --check-prefix=NODIR

// -o writes the result to a file (relative to the working directory) instead
// of standard output, which stays empty; "-o -" means standard output. As with
// mlir-opt-22, the file is opened before any work (an error if it cannot be)
// and removed when the run fails.

// NODIR: {{^}}cannot open output file '{{.*}}no-such-dir/out.mlir': No such file or directory

// CHECK-LABEL: func.func @f() -> i32 {
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    return %c7_i32 : i32

func.func @f() -> i32 {
  %0 = arith.constant 7 : i32
  return %0 : i32
}
