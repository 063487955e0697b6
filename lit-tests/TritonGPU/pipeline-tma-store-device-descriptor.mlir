// RUN: tt-opt %s -split-input-file -tritongpu-pipeline | FileCheck %s

// A descriptor store in a loop goes through a shared buffer and an asynchronous TMA copy;
// when the loop makes the descriptor itself, the descriptor is written into a ring of two
// global scratch slots (three stages less one), so a store still in flight keeps its own.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func public @store_through_device_descriptor
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16
// CHECK: %[[SCRATCH:.*]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 256 : i32} : !tt.ptr<i8>
// CHECK: scf.for {{.*}} iter_args(%[[SLOT:arg[0-9]+]] = %{{.*}})
// CHECK:   %[[OFFSET:.*]] = arith.muli %{{.*}}, %[[SLOT]]
// CHECK:   %[[PTR:.*]] = tt.addptr %[[SCRATCH]], %[[OFFSET]]
// CHECK:   ttng.tensormap_create %[[PTR]]
// CHECK:   ttng.tensormap_fenceproxy_acquire %[[PTR]]
// CHECK:   %[[DESC:.*]] = ttng.reinterpret_tensor_descriptor %[[PTR]]
// CHECK:   ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK:   ttg.local_store %arg0, %[[BUF]]
// CHECK:   ttng.fence_async_shared {bCluster = false}
// CHECK:   ttng.async_tma_copy_local_to_global %[[DESC]][%{{.*}}, %c0_i32] %[[BUF]]
// CHECK:   scf.yield
// CHECK: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK: ttg.local_dealloc %[[BUF]]
tt.func public @store_through_device_descriptor(%src: tensor<64x64xf16, #blocked>, %base: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %c64_i64 = arith.constant 64 : i64
  %c1_i64 = arith.constant 1 : i64
  scf.for %i = %c0 to %n step %c1 : i32 {
    %desc = tt.make_tensor_descriptor %base, [%n, %c64], [%c64_i64, %c1_i64] : <f16>, <tensor<64x64xf16, #nvmma>>
    tt.descriptor_store %desc[%i, %c0], %src : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, tensor<64x64xf16, #blocked>
  }
  tt.return
}
}
