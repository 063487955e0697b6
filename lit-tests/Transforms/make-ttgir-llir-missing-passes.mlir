// RUN: tt-opt %s -make-ttgir 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN --allow-empty
// RUN: tt-opt %s -make-ttgir 2>/dev/null | FileCheck %s --check-prefix=TTGIR
// RUN: tt-opt %s -make-ttgir 2>/dev/null | tt-opt -make-llir 2>/dev/null | FileCheck %s --check-prefix=LLIR

// make-ttgir would name on stderr the passes of Triton's stage that ttgo leaves out; it has
// all of them now, as make-llir has.

// WARN-NOT:  warning
// WARN-NOT:  error

// The passes run: every tensor gets its layout.

// TTGIR:     #[[$BL:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// TTGIR:     tt.load %{{.*}} : tensor<128x!tt.ptr<f32>, #[[$BL]]>

// make-llir's convert-scf-to-cf turns the loop into blocks, and convert-triton-gpu-to-llvm
// their branches into the llvm dialect's.

// LLIR-LABEL: llvm.func @sum
// LLIR-NOT:   scf.for
// LLIR:       llvm.cond_br
// LLIR:       llvm.return

tt.func public @sum(%in: !tt.ptr<f32>, %out: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<128xf32>
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %pi = tt.splat %in : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %a = tt.addptr %pi, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero) -> (tensor<128xf32>) : i32 {
    %v = tt.load %a : tensor<128x!tt.ptr<f32>>
    %t = arith.addf %s, %v : tensor<128xf32>
    scf.yield %t : tensor<128xf32>
  }
  %po = tt.splat %out : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %b = tt.addptr %po, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  tt.store %b, %acc : tensor<128x!tt.ptr<f32>>
  tt.return
}
