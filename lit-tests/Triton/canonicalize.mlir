// RUN: tt-opt %s -split-input-file --canonicalize | FileCheck %s

// A load under an all-true mask loses the mask; under an all-false mask it is `other`.
// CHECK-LABEL: @masked_load
// CHECK: %[[L:.*]] = tt.load %arg0 : tensor<8x!tt.ptr<f32>>
// CHECK: tt.return %[[L]], %arg1
tt.func @masked_load(%p: tensor<8x!tt.ptr<f32>>, %o: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %t = arith.constant dense<true> : tensor<8xi1>
  %f = arith.constant dense<false> : tensor<8xi1>
  %a = tt.load %p, %t : tensor<8x!tt.ptr<f32>>
  %b = tt.load %p, %f, %o : tensor<8x!tt.ptr<f32>>
  tt.return %a, %b : tensor<8xf32>, tensor<8xf32>
}

// -----

// A store under an all-false mask disappears.
// CHECK-LABEL: @masked_store
// CHECK-NOT: tt.store
// CHECK: tt.return
tt.func @masked_store(%p: tensor<8x!tt.ptr<f32>>, %v: tensor<8xf32>) {
  %f = arith.constant dense<false> : tensor<8xi1>
  tt.store %p, %v, %f : tensor<8x!tt.ptr<f32>>
  tt.return
}

// -----

// Splats of constants fold to constants; addptr of zero folds away.
// CHECK-LABEL: @fold_splat_addptr
// CHECK: %[[C:.*]] = arith.constant dense<7> : tensor<8xi32>
// CHECK: tt.return %arg0, %[[C]]
tt.func @fold_splat_addptr(%p: tensor<8x!tt.ptr<f32>>) -> (tensor<8x!tt.ptr<f32>>, tensor<8xi32>) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %z = tt.splat %c0 : i32 -> tensor<8xi32>
  %s = tt.splat %c7 : i32 -> tensor<8xi32>
  %q = tt.addptr %p, %z : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  tt.return %q, %s : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
}

// -----

// make_range of one element is a constant; broadcast(broadcast) is one broadcast.
// CHECK-LABEL: @fold_range_broadcast
// CHECK-DAG: arith.constant dense<3> : tensor<1xi32>
// CHECK-DAG: tt.broadcast %arg0 : tensor<1x1xf32> -> tensor<4x8xf32>
tt.func @fold_range_broadcast(%x: tensor<1x1xf32>) -> (tensor<1xi32>, tensor<4x8xf32>) {
  %r = tt.make_range {end = 4 : i32, start = 3 : i32} : tensor<1xi32>
  %a = tt.broadcast %x : tensor<1x1xf32> -> tensor<1x8xf32>
  %b = tt.broadcast %a : tensor<1x8xf32> -> tensor<4x8xf32>
  tt.return %r, %b : tensor<1xi32>, tensor<4x8xf32>
}

// -----

// A splat of a negative f8E8M0FNU holds its encoding, the sign ORed into the top bit: -2.0
// encodes as 2.0 does (APFloat's bitcastToAPInt).
// CHECK-LABEL: @fold_splat_e8m0
// CHECK: %[[C:.*]] = arith.constant dense<2.000000e+00> : tensor<4xf8E8M0FNU>
// CHECK: tt.return %[[C]]
tt.func @fold_splat_e8m0() -> tensor<4xf8E8M0FNU> {
  %a = arith.constant -2.0 : f8E8M0FNU
  %s = tt.splat %a : f8E8M0FNU -> tensor<4xf8E8M0FNU>
  tt.return %s : tensor<4xf8E8M0FNU>
}
