// RUN: tt-opt %s -split-input-file | FileCheck %s
// RUN: tt-opt %s -split-input-file | FileCheck %s --check-prefix=SEP

// Each chunk is parsed and printed on its own: @a is defined in both, and the
// outputs are joined by the split marker. (The checks spell the marker with a regex:
// written out, it would split this file there too, as in mlir-opt.)

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @a(%arg0: i32) -> i32 {
// CHECK-NEXT:      return %arg0 : i32
// CHECK:         }
// CHECK:       // {{-----}}
// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @a(%arg0: i64) -> i64 {
// CHECK-NEXT:      %0 = arith.addi %arg0, %arg0 : i64
// CHECK:       // {{-----}}
// CHECK-LABEL: module {
// CHECK-NEXT:    func.func private @b()

// SEP-COUNT-2: {{^}}// {{-----$}}
// SEP-NOT:     // {{-----}}

func.func @a(%x: i32) -> i32 {
  return %x : i32
}

// -----

func.func @a(%x: i64) -> i64 {
  %0 = arith.addi %x, %x : i64
  return %0 : i64
}

// -----

func.func private @b()
