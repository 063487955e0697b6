// RUN: tt-opt %s -split-input-file --triton-combine | FileCheck %s

// A dot with a zero accumulator followed by an add takes the addend as its accumulator.
// CHECK-LABEL: @dot_add
// CHECK-NOT: arith.addf
// CHECK: %[[D:.*]] = tt.dot %arg0, %arg1, %arg2
// CHECK: tt.return %[[D]]
tt.func @dot_add(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
  %d = tt.dot %a, %b, %zero : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  %r = arith.addf %d, %c : tensor<16x16xf32>
  tt.return %r : tensor<16x16xf32>
}

// -----

// The addend may be on either side, and integer dots combine with arith.addi.
// CHECK-LABEL: @dot_addi_lhs
// CHECK-NOT: arith.addi
// CHECK: tt.dot %arg0, %arg1, %arg2
tt.func @dot_addi_lhs(%a: tensor<16x16xi8>, %b: tensor<16x16xi8>, %c: tensor<16x16xi32>) -> tensor<16x16xi32> {
  %zero = arith.constant dense<0> : tensor<16x16xi32>
  %d = tt.dot %a, %b, %zero : tensor<16x16xi8> * tensor<16x16xi8> -> tensor<16x16xi32>
  %r = arith.addi %c, %d : tensor<16x16xi32>
  tt.return %r : tensor<16x16xi32>
}

// -----

// A dot whose accumulator is not zero is left alone.
// CHECK-LABEL: @dot_add_nonzero
// CHECK: tt.dot
// CHECK: arith.addf
tt.func @dot_add_nonzero(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %d = tt.dot %a, %b, %c : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  %r = arith.addf %d, %c : tensor<16x16xf32>
  tt.return %r : tensor<16x16xf32>
}

// -----

// select(c, load(p, splat(c)), o) becomes a load with `other`.
// CHECK-LABEL: @select_masked_load
// CHECK: %[[M:.*]] = tt.splat %arg1
// CHECK: %[[L:.*]] = tt.load %arg0, %[[M]], %arg2
// CHECK-NOT: arith.select
// CHECK: tt.return %[[L]]
tt.func @select_masked_load(%p: tensor<8x!tt.ptr<f32>>, %c: i1, %o: tensor<8xf32>) -> tensor<8xf32> {
  %m = tt.splat %c : i1 -> tensor<8xi1>
  %l = tt.load %p, %m : tensor<8x!tt.ptr<f32>>
  %r = arith.select %c, %l, %o : tensor<8xf32>
  tt.return %r : tensor<8xf32>
}

// -----

// Two pointer offsets whose sum cannot overflow merge into one.
// CHECK-LABEL: @addptr_combine
// CHECK: %[[S:.*]] = arith.constant dense<3> : tensor<8xi32>
// CHECK: %[[P:.*]] = tt.addptr %arg0, %[[S]]
// CHECK: tt.return %[[P]]
tt.func @addptr_combine(%p: tensor<8x!tt.ptr<f32>>) -> tensor<8x!tt.ptr<f32>> {
  %c1 = arith.constant dense<1> : tensor<8xi32>
  %c2 = arith.constant dense<2> : tensor<8xi32>
  %a = tt.addptr %p, %c1 : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  %b = tt.addptr %a, %c2 : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  tt.return %b : tensor<8x!tt.ptr<f32>>
}

// -----

// A rank-1 reshape that only feeds reductions may reorder elements.
// CHECK-LABEL: @reshape_reduce
// CHECK: tt.reshape %arg0 allow_reorder
tt.func @reshape_reduce(%x: tensor<4x8xf32>) -> f32 {
  %r = tt.reshape %x : tensor<4x8xf32> -> tensor<32xf32>
  %s = "tt.reduce"(%r) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    tt.reduce.return %t : f32
  }) : (tensor<32xf32>) -> f32
  tt.return %s : f32
}
