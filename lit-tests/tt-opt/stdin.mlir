// RUN: tt-opt < %s | FileCheck %s
// RUN: tt-opt - < %s | FileCheck %s
// RUN: cat %s | tt-opt -split-input-file | FileCheck %s
// RUN: tt-opt < %s -verify-diagnostics=only-expected -mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: cat %s | tt-opt -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// With no file or "-", tt-opt reads standard input, named <stdin> in
// locations and diagnostics.

// CHECK-LABEL: func.func @f(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = arith.mulf %arg0, %arg0 : f32

// NONE-NOT: error

// LOC: #loc = loc("<stdin>":0:0)

func.func @f(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  return %0 : f32
}
