// RUN: tt-opt %s -split-input-file --triton-reorder-broadcast | FileCheck %s

// An elementwise op on splats runs on the scalars and splats its result.
// CHECK-LABEL: @splat_elementwise
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK: %[[R:.*]] = tt.splat %[[S]] : i32 -> tensor<128xi32>
// CHECK: tt.return %[[R]]
tt.func @splat_elementwise(%a: i32, %b: i32) -> tensor<128xi32> {
  %x = tt.splat %a : i32 -> tensor<128xi32>
  %y = tt.splat %b : i32 -> tensor<128xi32>
  %r = arith.addi %x, %y : tensor<128xi32>
  tt.return %r : tensor<128xi32>
}

// -----

// An elementwise op on a broadcast runs before the broadcast, on the smaller tensor.
// CHECK-LABEL: @broadcast_elementwise
// CHECK: %[[C:.*]] = arith.constant dense<2> : tensor<1x64xi32>
// CHECK: %[[M:.*]] = arith.muli %arg0, %[[C]] : tensor<1x64xi32>
// CHECK: %[[B:.*]] = tt.broadcast %[[M]] : tensor<1x64xi32> -> tensor<32x64xi32>
// CHECK: tt.return %[[B]]
tt.func @broadcast_elementwise(%a: tensor<1x64xi32>) -> tensor<32x64xi32> {
  %c = arith.constant dense<2> : tensor<32x64xi32>
  %b = tt.broadcast %a : tensor<1x64xi32> -> tensor<32x64xi32>
  %r = arith.muli %b, %c : tensor<32x64xi32>
  tt.return %r : tensor<32x64xi32>
}

// -----

// broadcast(splat) is a splat; expand_dims(splat) is a splat.
// CHECK-LABEL: @broadcast_splat
// CHECK: %[[S:.*]] = tt.splat %arg0 : f32 -> tensor<32x64xf32>
// CHECK-NEXT: tt.return %[[S]]
tt.func @broadcast_splat(%a: f32) -> tensor<32x64xf32> {
  %s = tt.splat %a : f32 -> tensor<64xf32>
  %e = tt.expand_dims %s {axis = 0 : i32} : tensor<64xf32> -> tensor<1x64xf32>
  %b = tt.broadcast %e : tensor<1x64xf32> -> tensor<32x64xf32>
  tt.return %b : tensor<32x64xf32>
}
