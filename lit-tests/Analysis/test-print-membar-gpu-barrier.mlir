// RUN: tt-opt %s -split-input-file --allocate-shared-memory -test-print-membar | FileCheck %s

#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [0]}>
#smem = #ttg.shared_memory
// A gpu.barrier synchronizes shared memory as a ttg.local_barrier does: the read before it
// needs no second barrier before the store after it.
// CHECK-LABEL: tt.func @gpu_barrier_synchronizes
// CHECK: ttg.local_load
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: ttg.local_store
module {
  tt.func @gpu_barrier_synchronizes(%arg0: tensor<1xi64>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %1 = ttg.local_load %0 : !ttg.memdesc<1xi64, #shared, #smem, mutable> -> tensor<1xi64>
    gpu.barrier
    ttg.local_store %arg0, %0 : tensor<1xi64> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [0]}>
#smem = #ttg.shared_memory
// Without it, the store after the read waits at a barrier.
// CHECK-LABEL: tt.func @no_gpu_barrier
// CHECK: ttg.local_load
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttg.local_store
module {
  tt.func @no_gpu_barrier(%arg0: tensor<1xi64>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %1 = ttg.local_load %0 : !ttg.memdesc<1xi64, #shared, #smem, mutable> -> tensor<1xi64>
    ttg.local_store %arg0, %0 : tensor<1xi64> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}
