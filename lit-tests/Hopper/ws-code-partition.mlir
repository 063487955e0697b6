// RUN: tt-opt %s -split-input-file --nvgpu-test-ws-code-partition=num-buffers=3 | FileCheck %s
// RUN: tt-opt %s -split-input-file --nvgpu-test-ws-code-partition=num-buffers=0 | FileCheck %s --check-prefix=NONE

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// A TMA load of task 0 read by task 1's dot: a buffer and mbarriers of num-buffers slices, a
// token; the producer acquires a slice, expects its bytes on the slice's mbarrier and copies
// into it asynchronously; the consumer waits on the mbarrier, the dot reads the slice, and the
// consumer releases it. The loop counts its iterations in a new i64 argument.
// CHECK-LABEL: @tma_channel
// CHECK: %[[BARRIERS:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64
// CHECK-COUNT-3: ttng.init_barrier %{{.*}}, 1
// CHECK: %[[TOKEN:.*]] = nvws.create_token {loadType = 2 : i32, numBuffers = 3 : i32} : tensor<3x!nvws.token>
// CHECK: %[[BUFFER:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>
// CHECK: ttg.warp_specialize(%[[BARRIERS]], %[[BUFFER]], %arg1, %[[TOKEN]], %arg2) attributes {requestedRegisters = array<i32: 232>}
// CHECK: default
// CHECK: scf.for {{.*}} iter_args(%[[COUNT:.*]] = %c0_i64) -> (i64)
// CHECK: nvws.producer_acquire %[[TOKEN]]
// CHECK: ttng.barrier_expect %{{.*}}, 8192
// CHECK: ttng.async_tma_copy_global_to_local %arg0
// CHECK: arith.addi %[[COUNT]], %c1_i64
// CHECK: partition0(%arg3: !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>, %arg4: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>, %arg5: !ttg.memdesc<64x64xf16, #shared, #smem>, %arg6: tensor<3x!nvws.token>, %arg7: i32) num_warps(4)
// CHECK: ttng.wait_barrier
// CHECK: %[[SLICE:.*]] = ttg.memdesc_index %arg4
// CHECK: ttng.warp_group_dot %[[SLICE]], %arg5
// CHECK-NEXT: nvws.consumer_release %arg6
// CHECK: ttg.warp_return
// CHECK-NOT: tt.descriptor_load
// NONE-LABEL: @tma_channel
// NONE-NOT: ttg.warp_specialize
tt.func @tma_channel(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) {
  %c0 = arith.constant {async_task_id = array<i32: 0, 1>} 0 : i32
  %c64 = arith.constant {async_task_id = array<i32: 0, 1>} 64 : i32
  %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0 to %n step %c64 iter_args(%acc = %cst) -> (tensor<64x64xf32, #mma>) : i32 {
    %a = tt.descriptor_load %desc[%c0, %k] {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
    %sa = ttg.local_alloc %a {async_task_id = array<i32: 1>} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %sa, %b, %acc {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    scf.yield {async_task_id = array<i32: 0, 1>} %d : tensor<64x64xf32, #mma>
  } {async_task_id = array<i32: 0, 1>}
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// A pointer load: an asynchronous copy into the slice, committed on the token, which the
// consumer waits on before loading the slice; the loop's tt.num_stages sets the depth.
// CHECK-LABEL: @pointer_load_channel
// CHECK: %[[TOKEN:.*]] = nvws.create_token {loadType = 1 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
// CHECK: default
// CHECK: nvws.producer_acquire %[[TOKEN]]
// CHECK-NEXT: ttg.async_copy_global_to_local %arg0
// CHECK-NEXT: nvws.producer_commit %[[TOKEN]]
// CHECK: partition0
// CHECK: nvws.consumer_wait %arg4
// CHECK-NEXT: ttg.local_load
// CHECK: ttng.warp_group_dot
// CHECK-NEXT: nvws.consumer_release %arg4
tt.func @pointer_load_channel(%ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) {
  %c0 = arith.constant {async_task_id = array<i32: 0, 1>} 0 : i32
  %c64 = arith.constant {async_task_id = array<i32: 0, 1>} 64 : i32
  %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0 to %n step %c64 iter_args(%acc = %cst) -> (tensor<64x64xf32, #mma>) : i32 {
    %a = tt.load %ptrs {async_task_id = array<i32: 0>} : tensor<64x64x!tt.ptr<f16>, #blocked>
    %sa = ttg.local_alloc %a {async_task_id = array<i32: 1>} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %sa, %b, %acc {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    scf.yield {async_task_id = array<i32: 0, 1>} %d : tensor<64x64xf32, #mma>
  } {async_task_id = array<i32: 0, 1>, tt.num_stages = 2 : i32}
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// A channel under an scf.if: the if gets an i64 result counting its buffer uses, advanced in
// the then branch and passed through in a new else branch; each task gets its copy of the if.
// CHECK-LABEL: @channel_under_if
// CHECK: default
// CHECK: scf.for {{.*}} iter_args(%[[COUNT:.*]] = %c0_i64) -> (i64)
// CHECK: %[[NEXT:.*]] = scf.if %{{.*}} -> (i64)
// CHECK: ttng.async_tma_copy_global_to_local
// CHECK: %[[ADD:.*]] = arith.addi %[[COUNT]]
// CHECK-NEXT: scf.yield {async_task_id = array<i32: 0>} %[[ADD]] : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield {async_task_id = array<i32: 0>} %[[COUNT]] : i64
// CHECK: scf.yield {async_task_id = array<i32: 0>} %[[NEXT]] : i64
// CHECK: partition0
// CHECK: scf.if
// CHECK: ttng.wait_barrier
// CHECK: ttng.warp_group_dot
// CHECK-NEXT: nvws.consumer_release
tt.func @channel_under_if(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32, %cond: i1) {
  %c0 = arith.constant {async_task_id = array<i32: 0, 1>} 0 : i32
  %c64 = arith.constant {async_task_id = array<i32: 0, 1>} 64 : i32
  %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x64xf32, #mma>
  scf.for %k = %c0 to %n step %c64 : i32 {
    scf.if %cond {
      %a = tt.descriptor_load %desc[%c0, %k] {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %sa = ttg.local_alloc %a {async_task_id = array<i32: 1>} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %sa, %b, %cst {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    } {async_task_id = array<i32: 0, 1>}
  } {async_task_id = array<i32: 0, 1>}
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared_t = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// The consumer's local_alloc of the loaded tile is folded away: the transpose of it is rebuilt
// over the buffer slice, which the dot reads.
// CHECK-LABEL: @transposed_operand
// CHECK: partition0
// CHECK: %[[SLICE:.*]] = ttg.memdesc_index %arg4
// CHECK: %[[TRANS:.*]] = ttg.memdesc_trans %[[SLICE]] {async_task_id = array<i32: 1>, order = array<i32: 1, 0>}
// CHECK-NEXT: ttng.warp_group_dot %arg5, %[[TRANS]]
// CHECK-NEXT: nvws.consumer_release
tt.func @transposed_operand(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %a: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) {
  %c0 = arith.constant {async_task_id = array<i32: 0, 1>} 0 : i32
  %c64 = arith.constant {async_task_id = array<i32: 0, 1>} 64 : i32
  %cst = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0 to %n step %c64 iter_args(%acc = %cst) -> (tensor<64x64xf32, #mma>) : i32 {
    %b = tt.descriptor_load %desc[%k, %c0] {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
    %sb = ttg.local_alloc %b {async_task_id = array<i32: 1>} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %bt = ttg.memdesc_trans %sb {async_task_id = array<i32: 1>, order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared_t, #smem>
    %d = ttng.warp_group_dot %a, %bt, %acc {async_task_id = array<i32: 1>} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared_t, #smem> -> tensor<64x64xf32, #mma>
    scf.yield {async_task_id = array<i32: 0, 1>} %d : tensor<64x64xf32, #mma>
  } {async_task_id = array<i32: 0, 1>}
  tt.return
}
}
