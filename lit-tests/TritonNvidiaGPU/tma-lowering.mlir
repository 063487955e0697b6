// RUN: tt-opt %s -split-input-file --triton-nvidia-tma-lowering | FileCheck %s

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A descriptor load copies into a new buffer under an mbarrier expecting the block's
// 64*64*2 bytes, waits, and is read back with a local_load.
// CHECK-LABEL: @load
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %[[BAR:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.init_barrier %[[BAR]], 1
// CHECK-NEXT: ttng.barrier_expect %[[BAR]], 8192, %[[TRUE]]
// CHECK-NEXT: ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg2] %[[BUF]], %[[BAR]], %[[TRUE]]
// CHECK-NEXT: ttng.wait_barrier %[[BAR]], %[[ZERO]]
// CHECK-NEXT: ttng.inval_barrier %[[BAR]]
// CHECK-NEXT: %[[V:.*]] = ttg.local_load %[[BUF]] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: tt.return %[[V]]
tt.func @load(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %i: i32, %j: i32) -> tensor<64x64xf16, #blocked> {
  %v = tt.descriptor_load %d[%i, %j] : !tt.tensordesc<tensor<64x64xf16, #nvmma>> -> tensor<64x64xf16, #blocked>
  tt.return %v : tensor<64x64xf16, #blocked>
}
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A local_alloc of the loaded tensor in the descriptor's layout becomes the copy's buffer.
// CHECK-LABEL: @load_into_alloc
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK: ttng.inval_barrier
// CHECK-NEXT: %[[V:.*]] = ttg.local_load %[[BUF]] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: tt.return %[[V]]
tt.func @load_into_alloc(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %i: i32) -> tensor<64x64xf16, #blocked> {
  %v = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16, #nvmma>> -> tensor<64x64xf16, #blocked>
  %a = ttg.local_alloc %v : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem>
  %w = ttg.local_load %a : !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf16, #blocked>
  tt.return %w : tensor<64x64xf16, #blocked>
}
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A descriptor store writes shared memory, fences the async proxy, copies and waits.
// CHECK-LABEL: @store
// CHECK: %[[BUF:.*]] = ttg.local_alloc %arg2 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_local_to_global %arg0[%arg1, %arg1] %[[BUF]]
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: tt.return
tt.func @store(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %i: i32, %v: tensor<64x64xf16, #blocked>) {
  tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, tensor<64x64xf16, #blocked>
  tt.return
}
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A descriptor reduction becomes a TMA reduction of the same kind.
// CHECK-LABEL: @reduce
// CHECK: ttng.fence_async_shared
// CHECK-NEXT: ttng.async_tma_reduce add, %arg0[%arg1, %arg1]
// CHECK-NEXT: ttng.async_tma_store_wait
tt.func @reduce(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %i: i32, %v: tensor<64x64xf16, #blocked>) {
  tt.descriptor_reduce add, %d[%i, %i], %v : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, tensor<64x64xf16, #blocked>
  tt.return
}
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A descriptor made on the device is a 128-byte TMA descriptor in global scratch memory:
// the box is 32 halves (the 64-byte swizzle) by 16 rows, the global sizes and strides are
// listed innermost first, the strides in bytes.
// CHECK-LABEL: @make_descriptor
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i64
// CHECK: %[[PTR:.*]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
// CHECK-NEXT: %[[STRIDE:.*]] = arith.muli %arg3, %[[C2]] : i64
// CHECK-NEXT: ttng.tensormap_create %[[PTR]], %arg0, [%[[C32]], %[[C16]]], [%arg2, %arg1], [%[[STRIDE]]], [%[[C1]], %[[C1]]] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 2 : i32}
// CHECK-NEXT: ttng.tensormap_fenceproxy_acquire %[[PTR]]
// CHECK-NEXT: %[[D:.*]] = ttng.reinterpret_tensor_descriptor %[[PTR]] : !tt.ptr<i8> to !tt.tensordesc<tensor<16x64xf16, #shared>>
// CHECK-NEXT: tt.return %[[D]]
tt.func @make_descriptor(%base: !tt.ptr<f16>, %rows: i32, %cols: i32, %stride: i64) -> !tt.tensordesc<tensor<16x64xf16, #nvmma>> {
  %c1 = arith.constant 1 : i64
  %d = tt.make_tensor_descriptor %base, [%rows, %cols], [%stride, %c1] : <f16>, <tensor<16x64xf16, #nvmma>>
  tt.return %d : !tt.tensordesc<tensor<16x64xf16, #nvmma>>
}
}
