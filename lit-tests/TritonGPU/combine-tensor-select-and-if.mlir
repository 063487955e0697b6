// RUN: tt-opt %s -split-input-file --tritongpu-combine-tensor-select-and-if | FileCheck %s

// A tensor select on the condition of a later if without results becomes the if's result,
// the if gaining an else branch.
// CHECK-LABEL: @select_into_if_without_else
// CHECK-NOT: arith.select
// CHECK: %[[R:.*]] = scf.if %arg0 -> (tensor<16xf32>) {
// CHECK-NEXT: tt.store %arg3, %arg1
// CHECK-NEXT: scf.yield %arg1 : tensor<16xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : tensor<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %[[R]]
tt.func @select_into_if_without_else(%c: i1, %a: tensor<16xf32>, %b: tensor<16xf32>, %p: tensor<16x!tt.ptr<f32>>) -> tensor<16xf32> {
  %s = arith.select %c, %a, %b : tensor<16xf32>
  scf.if %c {
    tt.store %p, %a : tensor<16x!tt.ptr<f32>>
  }
  tt.return %s : tensor<16xf32>
}

// -----

// The selected values are appended after the if's own results.
// CHECK-LABEL: @select_after_if_results
// CHECK: %[[R:.*]]:2 = scf.if %arg0 -> (i32, tensor<16xf32>) {
// CHECK-NEXT: scf.yield %arg3, %arg1 : i32, tensor<16xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4, %arg2 : i32, tensor<16xf32>
// CHECK: tt.return %[[R]]#1, %[[R]]#0
tt.func @select_after_if_results(%c: i1, %a: tensor<16xf32>, %b: tensor<16xf32>, %x: i32, %y: i32) -> (tensor<16xf32>, i32) {
  %s = arith.select %c, %a, %b : tensor<16xf32>
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  tt.return %s, %r : tensor<16xf32>, i32
}

// -----

// Scalar selects stay: they are cheap to predicate.
// CHECK-LABEL: @scalar_select_stays
// CHECK: arith.select %arg0, %arg1, %arg2 : i32
// CHECK: scf.if %arg0 {
tt.func @scalar_select_stays(%c: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) -> i32 {
  %s = arith.select %c, %a, %b : i32
  scf.if %c {
    tt.store %p, %a : !tt.ptr<i32>
  }
  tt.return %s : i32
}

// -----

// Uses of a select inside an if on its condition take the value the select has there, and
// the select, left without uses outside the if, still merges.
// CHECK-LABEL: @uses_inside_if
// CHECK: scf.if %arg0 -> (tensor<16xf32>) {
// CHECK-NEXT: tt.store %arg3, %arg1
// CHECK-NEXT: scf.yield %arg1
// CHECK-NEXT: } else {
// CHECK-NEXT: tt.store %arg3, %arg2
// CHECK-NEXT: scf.yield %arg2
tt.func @uses_inside_if(%c: i1, %a: tensor<16xf32>, %b: tensor<16xf32>, %p: tensor<16x!tt.ptr<f32>>) {
  %s = arith.select %c, %a, %b : tensor<16xf32>
  scf.if %c {
    tt.store %p, %s : tensor<16x!tt.ptr<f32>>
  } else {
    tt.store %p, %s : tensor<16x!tt.ptr<f32>>
  }
  tt.return
}

// -----

// A select after the if does not dominate it and stays.
// CHECK-LABEL: @select_after_if
// CHECK: scf.if %arg0 {
// CHECK: }
// CHECK-NEXT: arith.select
tt.func @select_after_if(%c: i1, %a: tensor<16xf32>, %b: tensor<16xf32>, %p: tensor<16x!tt.ptr<f32>>) -> tensor<16xf32> {
  scf.if %c {
    tt.store %p, %a : tensor<16x!tt.ptr<f32>>
  }
  %s = arith.select %c, %a, %b : tensor<16xf32>
  tt.return %s : tensor<16xf32>
}

// -----

// A select used between itself and the if cannot move into the if.
// CHECK-LABEL: @used_before_if
// CHECK: arith.select
// CHECK: tt.store %arg3, %0
// CHECK: scf.if %arg0 {
tt.func @used_before_if(%c: i1, %a: tensor<16xf32>, %b: tensor<16xf32>, %p: tensor<16x!tt.ptr<f32>>) {
  %s = arith.select %c, %a, %b : tensor<16xf32>
  tt.store %p, %s : tensor<16x!tt.ptr<f32>>
  scf.if %c {
    tt.store %p, %a : tensor<16x!tt.ptr<f32>>
  }
  tt.return
}

// -----

// Only an if of the select's own block merges it.
// CHECK-LABEL: @if_in_other_block
// CHECK: arith.select
// CHECK: scf.for
// CHECK: scf.if %arg0 {
tt.func @if_in_other_block(%c: i1, %a: tensor<16xf32>, %b: tensor<16xf32>, %p: tensor<16x!tt.ptr<f32>>, %n: i32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s = arith.select %c, %a, %b : tensor<16xf32>
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.if %c {
      tt.store %p, %a : tensor<16x!tt.ptr<f32>>
    }
  }
  tt.return %s : tensor<16xf32>
}
