// RUN: not tt-opt %s -split-input-file -triton-loop-unroll 2>/dev/null | FileCheck %s
// RUN: not tt-opt %s -split-input-file -triton-loop-unroll 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// A loop whose tt.loop_unroll_factor is 1 is left as it is, attribute included.

// CHECK-LABEL: tt.func @plain(
// CHECK:         scf.for {{.*}} : i32 {
// CHECK-NEXT:      tt.load
// CHECK-NEXT:      tt.store
// CHECK-NEXT:    } {tt.loop_unroll_factor = 1 : i32}
// CHECK-NEXT:    tt.return
tt.func @plain(%p: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %v = tt.load %p : !tt.ptr<f32>
    tt.store %p, %v : !tt.ptr<f32>
  } {tt.loop_unroll_factor = 1 : i32}
  tt.return
}

// -----

// Unrolling by a factor above 1 is not implemented in ttgo yet (Triton unrolls
// with MLIR's loopUnrollByFactor): the pass fails on the loop rather than
// silently leaving it, and the chunk is not printed.

// CHECK-NOT:   @unrolled
// ERR: :[[@LINE+4]]:3: error: triton-loop-unroll: unrolling by a factor of 2 is not supported yet
tt.func @unrolled(%p: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %v = tt.load %p : !tt.ptr<f32>
    tt.store %p, %v : !tt.ptr<f32>
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return
}
