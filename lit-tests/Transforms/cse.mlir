// RUN: tt-opt %s -cse | FileCheck %s

// Identical pure ops merge into the first one; ops with side effects stay.

// CHECK-LABEL: tt.func @f(
// CHECK-SAME:      %[[P:.*]]: !tt.ptr<f32>, %[[A:.*]]: i32)
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[M]], %[[M]] : i32
// CHECK-NEXT:    %[[L1:.*]] = tt.load %[[P]] : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %[[P]], %[[L1]] : !tt.ptr<f32>
// CHECK-NEXT:    %[[L2:.*]] = tt.load %[[P]] : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %[[P]], %[[L2]] : !tt.ptr<f32>
// CHECK-NEXT:    tt.return %[[S]] : i32
tt.func @f(%p: !tt.ptr<f32>, %a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  %3 = tt.load %p : !tt.ptr<f32>
  tt.store %p, %3 : !tt.ptr<f32>
  %4 = tt.load %p : !tt.ptr<f32>
  tt.store %p, %4 : !tt.ptr<f32>
  tt.return %2 : i32
}
