// RUN: not tt-opt %s --nvgpu-warp-specialization=num-stages=3 -o /dev/null 2>&1 | FileCheck %s

// A matmul loading through pointers (testdata/corpus/kernels3.py's ws_matmul_fp16, the module
// Triton 3.6 hands nvgpu-warp-specialization): code partitioning turns the loads into
// asynchronous copies, whose channels Triton's token lowering cannot synchronize (it aborts in
// WSLowerToken's processProducerCommitOp). ttgo reports it at the load.

// CHECK: warp-specialization-invalid.mlir:[[# @LINE + 54]]:13: error: 'nvws.producer_commit' op warp specialization cannot synchronize a channel filled by asynchronous copies of pointer loads (tt.load): Triton 3.6 lowers only channels filled by TMA loads (tensor descriptors), and aborts here
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ws_matmul_kernel(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<128x64xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c63_i32 = arith.constant 63 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c128_i32 : i32
    %3 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.splat %2 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = arith.addi %6, %3 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.addi %7, %4 : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.muli %1, %c128_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %12 = arith.addi %11, %5 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %13 = tt.expand_dims %8 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked>
    %14 = tt.expand_dims %9 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128x1xi32, #blocked1>
    %15 = tt.splat %arg6 : i32 -> tensor<128x1xi32, #blocked>
    %16 = arith.muli %13, %15 : tensor<128x1xi32, #blocked>
    %17 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked>
    %18 = tt.addptr %17, %16 : tensor<128x1x!tt.ptr<f16>, #blocked>, tensor<128x1xi32, #blocked>
    %19 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %21 = tt.broadcast %18 : tensor<128x1x!tt.ptr<f16>, #blocked> -> tensor<128x64x!tt.ptr<f16>, #blocked>
    %22 = tt.broadcast %20 : tensor<1x64xi32, #blocked> -> tensor<128x64xi32, #blocked>
    %23 = tt.addptr %21, %22 : tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<128x64xi32, #blocked>
    %24 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %26 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked1>
    %27 = arith.muli %25, %26 : tensor<64x1xi32, #blocked1>
    %28 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %29 = tt.addptr %28, %27 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %30 = tt.expand_dims %12 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1>
    %31 = tt.broadcast %29 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x128x!tt.ptr<f16>, #blocked1>
    %32 = tt.broadcast %30 : tensor<1x128xi32, #blocked1> -> tensor<64x128xi32, #blocked1>
    %33 = tt.addptr %31, %32 : tensor<64x128x!tt.ptr<f16>, #blocked1>, tensor<64x128xi32, #blocked1>
    %34 = arith.addi %arg5, %c63_i32 : i32
    %35 = arith.divsi %34, %c64_i32 : i32
    %36 = arith.muli %arg7, %c64_i32 : i32
    %37 = tt.splat %36 : i32 -> tensor<64x128xi32, #blocked1>
    %38:3 = scf.for %arg9 = %c0_i32 to %35 step %c1_i32 iter_args(%arg10 = %cst_0, %arg11 = %23, %arg12 = %33) -> (tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<64x128x!tt.ptr<f16>, #blocked1>)  : i32 {
      %48 = tt.load %arg11 : tensor<128x64x!tt.ptr<f16>, #blocked>
      %49 = ttg.local_alloc %48 : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %50 = tt.load %arg12 : tensor<64x128x!tt.ptr<f16>, #blocked1>
      %51 = ttg.local_alloc %50 : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      %52 = ttng.warp_group_dot %49, %51, %arg10 {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %53 = tt.addptr %arg11, %cst : tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<128x64xi32, #blocked>
      %54 = tt.addptr %arg12, %37 : tensor<64x128x!tt.ptr<f16>, #blocked1>, tensor<64x128xi32, #blocked1>
      scf.yield %52, %53, %54 : tensor<128x128xf32, #mma>, tensor<128x64x!tt.ptr<f16>, #blocked>, tensor<64x128x!tt.ptr<f16>, #blocked1>
    } {tt.warp_specialize}
    %39 = tt.splat %arg8 : i32 -> tensor<128x1xi32, #blocked1>
    %40 = arith.muli %14, %39 : tensor<128x1xi32, #blocked1>
    %41 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked1>
    %42 = tt.addptr %41, %40 : tensor<128x1x!tt.ptr<f16>, #blocked1>, tensor<128x1xi32, #blocked1>
    %43 = tt.broadcast %42 : tensor<128x1x!tt.ptr<f16>, #blocked1> -> tensor<128x128x!tt.ptr<f16>, #blocked1>
    %44 = tt.broadcast %30 : tensor<1x128xi32, #blocked1> -> tensor<128x128xi32, #blocked1>
    %45 = tt.addptr %43, %44 : tensor<128x128x!tt.ptr<f16>, #blocked1>, tensor<128x128xi32, #blocked1>
    %46 = arith.truncf %38#0 : tensor<128x128xf32, #mma> to tensor<128x128xf16, #mma>
    %47 = ttg.convert_layout %46 : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked1>
    tt.store %45, %47 : tensor<128x128x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}

