// RUN: tt-opt %s -split-input-file | FileCheck %s
// Formats that print a dialect type stripped accept its full spelling too, as MLIR's
// parseCustomTypeWithFallback does.

// CHECK-LABEL: tt.func @make_tensor_ptr_full
// CHECK: tt.make_tensor_ptr %arg0, [%c64_i64, %c64_i64], [%c64_i64, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<8x4xf16>>
tt.func @make_tensor_ptr_full(%base: !tt.ptr<f16>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %0 = tt.make_tensor_ptr %base, [%c64, %c64], [%c64, %c1], [%c0, %c0] {order = array<i32: 1, 0>} : !tt.ptr<tensor<8x4xf16>>
  tt.return
}

// -----

// CHECK-LABEL: tt.func @descriptor_full
// CHECK: tt.make_tensor_descriptor %arg0, [%arg1, %arg1], [%c64_i64, %c1_i64] : <f16>, <tensor<16x16xf16>>
// CHECK: tt.descriptor_load %0[%arg1, %arg1] : !tt.tensordesc<tensor<16x16xf16>> -> tensor<16x16xf16>
tt.func @descriptor_full(%base: !tt.ptr<f16>, %i: i32) {
  %c1 = arith.constant 1 : i64
  %c64 = arith.constant 64 : i64
  %0 = tt.make_tensor_descriptor %base, [%i, %i], [%c64, %c1] : !tt.ptr<f16>, !tt.tensordesc<tensor<16x16xf16>>
  %1 = tt.descriptor_load %0[%i, %i] : !tt.tensordesc<tensor<16x16xf16>> -> tensor<16x16xf16>
  tt.return
}
