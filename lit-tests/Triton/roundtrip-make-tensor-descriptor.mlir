// RUN: tt-opt %s | FileCheck %s

// tt.make_tensor_descriptor reads its pointer and descriptor types in full as well as
// stripped, and prints them stripped.
// CHECK-LABEL: @full_types
// CHECK: tt.make_tensor_descriptor %arg0, [%arg1, %arg1], [%arg2, %arg2] : <f16>, <tensor<16x64xf16>>
// CHECK: tt.make_tensor_descriptor %arg0, [%arg1, %arg1], [%arg2, %arg2] : <f16>, <tensor<16x64xf16>>
tt.func @full_types(%p: !tt.ptr<f16>, %n: i32, %s: i64) {
  %0 = tt.make_tensor_descriptor %p, [%n, %n], [%s, %s] : !tt.ptr<f16>, !tt.tensordesc<tensor<16x64xf16>>
  %1 = tt.make_tensor_descriptor %p, [%n, %n], [%s, %s] : <f16>, <tensor<16x64xf16>>
  tt.return
}
