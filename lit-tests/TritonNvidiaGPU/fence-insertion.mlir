// RUN: tt-opt %s -split-input-file --triton-nvidia-gpu-fence-insertion=compute-capability=90 | FileCheck %s
// RUN: tt-opt %s -split-input-file --triton-nvidia-gpu-fence-insertion=compute-capability=80 | FileCheck %s --check-prefix=SM80

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// An MMA reading shared memory written from registers by local_alloc gets a fence before it
// on sm_90, none before sm_90.
// CHECK-LABEL: @fence_after_register_store
// CHECK: ttg.local_alloc %arg1
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.warp_group_dot
// SM80-LABEL: @fence_after_register_store
// SM80-NOT: ttng.fence_async_shared
tt.func @fence_after_register_store(%a: tensor<64x64xf16, #blocked>, %b: tensor<64x64xf16, #blocked>, %c: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #mma> {
  %sa = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  %sb = ttg.local_alloc %b : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  %d = ttng.warp_group_dot %sa, %sb, %c : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
  tt.return %d : tensor<64x64xf32, #mma>
}
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// Shared memory no register store writes needs no fence.
// CHECK-LABEL: @no_fence_without_register_store
// CHECK-NOT: ttng.fence_async_shared
tt.func @no_fence_without_register_store(%c: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #mma> {
  %sa = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  %d = ttng.warp_group_dot %sa, %sa, %c : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf32, #mma>
  tt.return %d : tensor<64x64xf32, #mma>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A ttg.local_store into the allocation counts as a register store.
// CHECK-LABEL: @fence_after_local_store
// CHECK: ttg.local_store
// CHECK-NEXT: ttng.fence_async_shared
// CHECK-NEXT: ttng.warp_group_dot
tt.func @fence_after_local_store(%a: tensor<64x64xf16, #blocked>, %c: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #mma> {
  %sa = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  ttg.local_store %a, %sa : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  %d = ttng.warp_group_dot %sa, %sa, %c : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf32, #mma>
  tt.return %d : tensor<64x64xf32, #mma>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// The fence leaves the loop when the stores it orders are all outside it.
// CHECK-LABEL: @fence_hoisted_out_of_loop
// CHECK: ttng.fence_async_shared
// CHECK-NEXT: scf.for
// CHECK-NOT: ttng.fence_async_shared
tt.func @fence_hoisted_out_of_loop(%a: tensor<64x64xf16, #blocked>, %c: tensor<64x64xf32, #mma>, %n: i32) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %sa = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #mma>) : i32 {
    %d = ttng.warp_group_dot %sa, %sa, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  tt.return %r : tensor<64x64xf32, #mma>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A store inside the loop keeps the fence there; a loop-carried buffer is followed to its
// initial and yielded values.
// CHECK-LABEL: @fence_stays_in_loop
// CHECK: scf.for
// CHECK: ttg.local_alloc
// CHECK-NEXT: ttng.fence_async_shared
// CHECK-NEXT: ttng.warp_group_dot
tt.func @fence_stays_in_loop(%a: tensor<64x64xf16, #blocked>, %c: tensor<64x64xf32, #mma>, %n: i32) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c, %buf = %s0) -> (tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) : i32 {
    %sa = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %d = ttng.warp_group_dot %buf, %buf, %acc : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf32, #mma>
    scf.yield %d, %sa : tensor<64x64xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  }
  tt.return %r#0 : tensor<64x64xf32, #mma>
}
}
