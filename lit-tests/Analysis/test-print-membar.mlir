// RUN: tt-opt %s -split-input-file --allocate-shared-memory -test-print-membar | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32} {
  // A read of what other threads wrote waits for them.
  // CHECK-LABEL: tt.func @read_after_write
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  tt.func @read_after_write(%x: tensor<32x32xf16, #blocked>) -> tensor<32x32xf16, #blocked> {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_store %x, %buf : tensor<32x32xf16, #blocked> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %y = ttg.local_load %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    tt.return %y : tensor<32x32xf16, #blocked>
  }

  // Two reads need no barrier between them.
  // CHECK-LABEL: tt.func @read_after_read
  // CHECK: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_load
  tt.func @read_after_read(%x: tensor<32x32xf16, #blocked>) -> tensor<32x32xf16, #blocked> {
    %buf = ttg.local_alloc %x : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_barrier
    %y = ttg.local_load %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    %z = ttg.local_load %buf : !ttg.memdesc<32x32xf16, #shared, #smem, mutable> -> tensor<32x32xf16, #blocked>
    %s = arith.addf %y, %z : tensor<32x32xf16, #blocked>
    tt.return %s : tensor<32x32xf16, #blocked>
  }

  // An async wait is followed by a barrier.
  // CHECK-LABEL: tt.func @async_wait
  // CHECK: ttg.async_wait
  // CHECK-NEXT: ttg.local_barrier
  tt.func @async_wait() {
    ttg.async_wait {num = 0 : i32}
    tt.return
  }
}
