// RUN: tt-opt %s -split-input-file -canonicalize | FileCheck %s

// A select whose chosen value is another select sharing its other value is left
// alone, as mlir-opt-22 leaves it: MLIR 22's canonicalizer has no pattern that
// combines the two conditions into an andi or ori.

// CHECK-LABEL: func.func @issue_example(
// CHECK:         %[[S:.*]] = arith.select %{{.*}}, %[[C:.*]], %{{.*}} : i32
// CHECK:         %[[D:.*]] = arith.cmpi ne, %[[S]], %{{.*}} : i32
// CHECK:         arith.select %[[D]], %[[S]], %[[C]] : i32
// CHECK-NOT:     arith.andi
func.func @issue_example(%x: i32, %y: i32) -> i32 {
  %c873 = arith.constant 873 : i32
  %c = arith.cmpi ule, %c873, %x : i32
  %s = arith.select %c, %c873, %x : i32
  %d = arith.cmpi ne, %s, %y : i32
  %t = arith.select %d, %s, %c873 : i32
  return %t : i32
}

// -----

// CHECK-LABEL: func.func @and_or_shapes(
// CHECK-NOT:     arith.andi
// CHECK-NOT:     arith.ori
// CHECK-NOT:     arith.xori
// CHECK-COUNT-8: arith.select
func.func @and_or_shapes(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %s0 = arith.select %b, %x, %y : i32
  %t0 = arith.select %a, %s0, %y : i32
  %s1 = arith.select %b, %y, %x : i32
  %t1 = arith.select %a, %s1, %y : i32
  %s2 = arith.select %b, %x, %y : i32
  %t2 = arith.select %a, %x, %s2 : i32
  %s3 = arith.select %b, %y, %x : i32
  %t3 = arith.select %a, %x, %s3 : i32
  return %t0, %t1, %t2, %t3 : i32, i32, i32, i32
}
