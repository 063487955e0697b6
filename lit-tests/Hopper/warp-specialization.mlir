// RUN: tt-opt %s -split-input-file --nvgpu-warp-specialization=num-stages=3 2>/dev/null | FileCheck %s

// The Hopper warp specialization of a matmul loading through device-side tensor descriptors, the
// module Triton 3.6 hands nvgpu-warp-specialization for testdata/corpus/kernels3.py's
// ws_dev_tma_matmul_fp16: three warp groups, a producer (task 0) issuing the TMA loads in the
// default region and two consumers, each computing half of the tile (data partitioning along M),
// synchronized by mbarriers; every loop gets tt.num_stages = 0.

// CHECK-LABEL: tt.func public @ws_dev_tma_matmul_kernel
// CHECK: ttng.init_barrier %{{.*}}, 128
// CHECK: ttg.warp_specialize(
// CHECK-SAME: requestedRegisters
// CHECK: default {
// CHECK: ttng.barrier_expect
// CHECK: ttng.async_tma_copy_global_to_local
// CHECK: } {async_task_id = array<i32: 0>, tt.num_stages = 0 : i32}
// CHECK: ttg.warp_yield
// CHECK: partition0(
// CHECK-SAME: num_warps(4)
// CHECK: ttng.wait_barrier
// CHECK: ttng.warp_group_dot {{.*}} -> tensor<64x128xf32, #mma>
// CHECK: ttng.arrive_barrier %{{.*}}, 128 {async_task_id = array<i32: 1>}
// CHECK: } {async_task_id = array<i32: 1>, tt.num_stages = 0 : i32}
// CHECK: tt.descriptor_store
// CHECK: ttg.warp_return
// CHECK: partition1(
// CHECK-SAME: num_warps(4)
// CHECK: ttng.warp_group_dot {{.*}} -> tensor<64x128xf32, #mma>
// CHECK: } {async_task_id = array<i32: 2>, tt.num_stages = 0 : i32}
// CHECK: tt.descriptor_store
// CHECK: ttg.warp_return
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ws_dev_tma_matmul_kernel(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %0 = arith.extsi %arg5 : i32 to i64
    %1 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%0, %c1_i64] : <f16>, <tensor<128x64xf16, #shared>>
    %2 = arith.extsi %arg4 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%2, %c1_i64] : <f16>, <tensor<64x128xf16, #shared>>
    %4 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%2, %c1_i64] : <f16>, <tensor<128x128xf16, #shared>>
    %5 = tt.get_program_id x : i32
    %6 = tt.get_program_id y : i32
    %7 = arith.muli %5, %c128_i32 : i32
    %8 = arith.muli %6, %c128_i32 : i32
    %9 = scf.for %arg6 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg7 = %cst) -> (tensor<128x128xf32, #mma>)  : i32 {
      %14 = tt.descriptor_load %1[%7, %arg6] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
      %15 = ttg.local_alloc %14 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %16 = tt.descriptor_load %3[%arg6, %8] : !tt.tensordesc<tensor<64x128xf16, #shared>> -> tensor<64x128xf16, #blocked1>
      %17 = ttg.local_alloc %16 : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      %18 = ttng.warp_group_dot %15, %17, %arg7 {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %18 : tensor<128x128xf32, #mma>
    } {tt.warp_specialize}
    %10 = arith.muli %5, %c128_i32 : i32
    %11 = arith.muli %6, %c128_i32 : i32
    %12 = arith.truncf %9 : tensor<128x128xf32, #mma> to tensor<128x128xf16, #mma>
    %13 = ttg.convert_layout %12 : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked1>
    tt.descriptor_store %4[%10, %11], %13 : !tt.tensordesc<tensor<128x128xf16, #shared>>, tensor<128x128xf16, #blocked1>
    tt.return
  }
}


// -----

// A function of other than 4 warps is left alone, as Triton does.

// CHECK-LABEL: tt.func @eight_warps
// CHECK-NOT: ttg.warp_specialize
// CHECK: } {tt.warp_specialize}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @eight_warps(%lb: i32, %ub: i32, %p: !tt.ptr<i32>) {
    %c1 = arith.constant 1 : i32
    scf.for %i = %lb to %ub step %c1 : i32 {
      tt.store %p, %i : !tt.ptr<i32>
    } {tt.warp_specialize}
    tt.return
  }
}

// -----

// A function with an else block anywhere is left alone, as Triton does.

// CHECK-LABEL: tt.func @else_block
// CHECK-NOT: ttg.warp_specialize
// CHECK: } {tt.warp_specialize}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @else_block(%lb: i32, %ub: i32, %p: !tt.ptr<i32>, %c: i1) {
    %c1 = arith.constant 1 : i32
    scf.for %i = %lb to %ub step %c1 : i32 {
      tt.store %p, %i : !tt.ptr<i32>
    } {tt.warp_specialize}
    scf.if %c {
      tt.store %p, %lb : !tt.ptr<i32>
    } else {
      tt.store %p, %ub : !tt.ptr<i32>
    }
    tt.return
  }
}
