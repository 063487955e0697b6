// RUN: tt-opt %s -split-input-file -verify-diagnostics --nvgpu-test-ws-code-partition=num-buffers=3

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// A channel in a loop in the else branch of an scf.if is not supported (Triton asserts).
tt.func @channel_under_else(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %n: i32, %cond: i1) {
  %c0 = arith.constant {async_task_id = array<i32: 0, 1>} 0 : i32
  %c64 = arith.constant {async_task_id = array<i32: 0, 1>} 64 : i32
  scf.for %k = %c0 to %n step %c64 : i32 {
    %a = tt.descriptor_load %desc[%c0, %k] {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
    scf.if %cond {
    } else {
      // expected-error @+1 {{warp specialization of channels in the else branch of an scf.if is not supported}}
      scf.for %j = %c0 to %n step %c64 : i32 {
        %sa = ttg.local_alloc %a {async_task_id = array<i32: 1>} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      } {async_task_id = array<i32: 1>}
    } {async_task_id = array<i32: 0, 1>}
  } {async_task_id = array<i32: 0, 1>}
  tt.return
}
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// A scalar handed from one task to another has no buffer (Triton crashes creating its token).
tt.func @scalar_channel(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant {async_task_id = array<i32: 0, 1>} 0 : i32
  %c1 = arith.constant {async_task_id = array<i32: 0, 1>} 1 : i32
  scf.for %k = %c0 to %n step %c1 : i32 {
    // expected-error @+1 {{warp specialization of a channel carrying a value other than a tensor is not supported}}
    %x = tt.load %p {async_task_id = array<i32: 0>} : !tt.ptr<f32>
    tt.store %q, %x {async_task_id = array<i32: 1>} : !tt.ptr<f32>
  } {async_task_id = array<i32: 0, 1>}
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// The producer must be task 0, which runs in the default region.
tt.func @no_task_zero(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %n: i32) {
  // expected-error @+1 {{warp specialization needs a producer task 0, found tasks [1 2]}}
  %c0 = arith.constant {async_task_id = array<i32: 1, 2>} 0 : i32
  %c64 = arith.constant {async_task_id = array<i32: 1, 2>} 64 : i32
  scf.for %k = %c0 to %n step %c64 : i32 {
    %a = tt.descriptor_load %desc[%c0, %k] {async_task_id = array<i32: 1>} : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
    %sa = ttg.local_alloc %a {async_task_id = array<i32: 2>} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  } {async_task_id = array<i32: 1, 2>}
  tt.return
}
}
