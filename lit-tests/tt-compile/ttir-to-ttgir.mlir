// RUN: tt-compile %s --arch sm_80 --num-warps 8 -o %t.ttgir 2>/dev/null && FileCheck %s < %t.ttgir
// RUN: tt-compile %s --arch sm_90a -o %t.ttgir --dump-dir %t.dump -v 2>&1 >/dev/null | FileCheck %s --check-prefix=VERBOSE
// RUN: cat %t.dump/ttir-to-ttgir.ttir | FileCheck %s --check-prefix=TTIR

// Triton IR goes through make-ttir (the add of zero folds away) and make-ttgir with the
// requested warps and target.

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32}
// CHECK: tt.make_range {{.*}} : tensor<256xi32, #blocked>
// CHECK-NOT: arith.addi
// CHECK: tt.store

// VERBOSE: tt-compile: ttir {{ *}}[[T:[0-9.]+]] ms
// VERBOSE: tt-compile: ttgir {{ *}}[[T:[0-9.]+]] ms

// TTIR: tt.func public @store_range
// TTIR-NOT: arith.addi
// TTIR-NOT: #blocked

module {
  tt.func public @store_range(%arg0: !tt.ptr<i32>) {
    %c0 = arith.constant dense<0> : tensor<256xi32>
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %1 = arith.addi %0, %c0 : tensor<256xi32>
    %2 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>>
    %3 = tt.addptr %2, %1 : tensor<256x!tt.ptr<i32>>, tensor<256xi32>
    tt.store %3, %1 : tensor<256x!tt.ptr<i32>>
    tt.return
  }
}
