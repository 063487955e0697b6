// RUN: tt-opt %s -split-input-file --triton-loop-aware-cse | FileCheck %s

// Two iter_args with the same init that are advanced the same way are one.
// CHECK-LABEL: @merge_iter_args
// CHECK: %[[R:.*]] = scf.for {{.*}} iter_args(%[[A:.*]] = %arg0) -> (i32)
// CHECK: arith.addi %[[A]], %arg1
// CHECK: tt.return %[[R]], %[[R]]
tt.func @merge_iter_args(%x: i32, %s: i32, %n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) : i32 {
    %a2 = arith.addi %a, %s : i32
    %b2 = arith.addi %b, %s : i32
    scf.yield %a2, %b2 : i32, i32
  }
  tt.return %r#0, %r#1 : i32, i32
}
