// RUN: not tt-opt %s -split-input-file -triton-rewrite-tensor-descriptor-to-pointer 2>/dev/null | FileCheck %s
// RUN: not tt-opt %s -split-input-file -triton-rewrite-tensor-descriptor-to-pointer 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// A module without tensor descriptors is left unchanged.

// CHECK-LABEL: tt.func @none(
// CHECK-SAME:      %[[P:.*]]: !tt.ptr<f32>) {
// CHECK-NEXT:    %[[V:.*]] = tt.load %[[P]] : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %[[P]], %[[V]] : !tt.ptr<f32>
// CHECK-NEXT:    tt.return
tt.func @none(%p: !tt.ptr<f32>) {
  %v = tt.load %p : !tt.ptr<f32>
  tt.store %p, %v : !tt.ptr<f32>
  tt.return
}

// -----

// Block pointers are not tensor descriptors: this pass leaves them alone.

// CHECK-LABEL: tt.func @block(
// CHECK-NEXT:    tt.make_tensor_ptr
// CHECK-NEXT:    tt.load {{.*}} : !tt.ptr<tensor<16x16xf16>>
// CHECK-NEXT:    tt.return
tt.func @block(%p: !tt.ptr<f16>, %m: i64, %s: i64, %o: i32) {
  %0 = tt.make_tensor_ptr %p, [%m, %m], [%s, %s], [%o, %o] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  %1 = tt.load %0 : !tt.ptr<tensor<16x16xf16>>
  tt.return
}

// -----

// The lowering of tensor descriptors is not implemented in ttgo yet: the pass
// fails on the first op that has one (here the function, by its argument), and
// the chunk is not printed.

// CHECK-NOT:   @desc
// ERR: :[[@LINE+1]]:1: error: triton-rewrite-tensor-descriptor-to-pointer: tensor descriptors are not supported yet
tt.func @desc(%d: !tt.tensordesc<tensor<16x16xf16>>, %o: i32) {
  %1 = tt.descriptor_load %d[%o, %o] : !tt.tensordesc<tensor<16x16xf16>> -> tensor<16x16xf16>
  tt.return
}
