// RUN: tt-opt %s -split-input-file --allocate-shared-memory -test-tritonamdgpu-membar | FileCheck %s

// The AMD backend's barrier analysis: a local load whose token comes from an async wait needs
// no barrier after a later async copy into the same allocation; without the token it does.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @synced
  tt.func @synced(%p: tensor<128x!tt.ptr<f32>, #blocked>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x128xf32, #shared, #smem, mutable>
    %s0 = ttg.memdesc_index %a[%c0] : !ttg.memdesc<2x128xf32, #shared, #smem, mutable> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    %s1 = ttg.memdesc_index %a[%c1] : !ttg.memdesc<2x128xf32, #shared, #smem, mutable> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    %t0 = ttg.async_copy_global_to_local %p, %s0 : tensor<128x!tt.ptr<f32>, #blocked> -> <128xf32, #shared, #smem, mutable>
    // CHECK: ttg.async_wait
    // CHECK-NEXT: ttg.local_barrier
    // CHECK-NEXT: ttg.async_copy_global_to_local
    // CHECK-NEXT: ttg.local_load {{.*}} {ttg.amdg.syncedViaAsyncWait = true}
    %w = ttg.async_wait %t0 {num = 0 : i32}
    %t1 = ttg.async_copy_global_to_local %p, %s1 : tensor<128x!tt.ptr<f32>, #blocked> -> <128xf32, #shared, #smem, mutable>
    %v = ttg.local_load %s0 token %w : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @unsynced
  tt.func @unsynced(%p: tensor<128x!tt.ptr<f32>, #blocked>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x128xf32, #shared, #smem, mutable>
    %s0 = ttg.memdesc_index %a[%c0] : !ttg.memdesc<2x128xf32, #shared, #smem, mutable> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    %s1 = ttg.memdesc_index %a[%c1] : !ttg.memdesc<2x128xf32, #shared, #smem, mutable> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    %t0 = ttg.async_copy_global_to_local %p, %s0 : tensor<128x!tt.ptr<f32>, #blocked> -> <128xf32, #shared, #smem, mutable>
    %w = ttg.async_wait %t0 {num = 0 : i32}
    %t1 = ttg.async_copy_global_to_local %p, %s1 : tensor<128x!tt.ptr<f32>, #blocked> -> <128xf32, #shared, #smem, mutable>
    // CHECK: ttg.async_wait
    // CHECK-NEXT: ttg.local_barrier
    // CHECK-NEXT: ttg.async_copy_global_to_local
    // CHECK-NEXT: ttg.local_barrier
    // CHECK-NEXT: ttg.local_load {{.*}} {ttg.amdg.syncedViaAsyncWait = false}
    %v = ttg.local_load %s0 : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    tt.return
  }
}
