// RUN: tt-opt %s -split-input-file --triton-licm | FileCheck %s

// Pure loop-invariant ops leave the loop; ops that depend on the induction variable stay.
// CHECK-LABEL: @hoist_pure
// CHECK: %[[S:.*]] = tt.splat %arg0
// CHECK: scf.for
// CHECK: arith.muli
// CHECK: scf.yield
tt.func @hoist_pure(%a: i32, %n: i32) -> tensor<64xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %init = arith.constant dense<0> : tensor<64xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<64xi32>) : i32 {
    %s = tt.splat %a : i32 -> tensor<64xi32>
    %m = arith.muli %i, %a : i32
    %t = tt.splat %m : i32 -> tensor<64xi32>
    %x = arith.addi %s, %t : tensor<64xi32>
    %y = arith.addi %acc, %x : tensor<64xi32>
    scf.yield %y : tensor<64xi32>
  }
  tt.return %r : tensor<64xi32>
}

// -----

// An invariant load leaves a loop that only reads memory, masked by `lb < ub` so that a loop
// that never runs loads nothing.
// CHECK-LABEL: @hoist_load
// CHECK: %[[C:.*]] = arith.cmpi slt, %c0_i32, %arg1 : i32
// CHECK: %[[M:.*]] = tt.splat %[[C]] : i1 -> tensor<64xi1>
// CHECK: %[[L:.*]] = tt.load %arg0, %[[M]] : tensor<64x!tt.ptr<f32>>
// CHECK: scf.for
tt.func @hoist_load(%p: tensor<64x!tt.ptr<f32>>, %n: i32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %init = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<64xf32>) : i32 {
    %l = tt.load %p : tensor<64x!tt.ptr<f32>>
    %y = arith.addf %acc, %l : tensor<64xf32>
    scf.yield %y : tensor<64xf32>
  }
  tt.return %r : tensor<64xf32>
}

// -----

// A load stays in a loop that also stores.
// CHECK-LABEL: @no_hoist_load_with_store
// CHECK: scf.for
// CHECK: tt.load
// CHECK: tt.store
tt.func @no_hoist_load_with_store(%p: tensor<64x!tt.ptr<f32>>, %q: tensor<64x!tt.ptr<f32>>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %l = tt.load %p : tensor<64x!tt.ptr<f32>>
    tt.store %q, %l : tensor<64x!tt.ptr<f32>>
  }
  tt.return
}
