#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [16, 16, 32], isTransposed = false, tilesPerWarp = [2, 2], elementBitWidth = 64}>
#mma2 = #ttg.amd_wmma<{version = 2, isTranspose = true, warpsPerCTA = [2, 2], instrShape = [16, 16, 32]}>
#mma3 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#mma4 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], CGALayout = [[1, 0]], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
#shared3 = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [32, 0]]}, alignment = 16>
#shared4 = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#shared5 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8, fp4Padded = true, rank = 3}>
#shared6 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ttg_ops(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: tensor<64x64xf16, #blocked>, %arg2: i32, %arg3: tensor<64x64xi1, #blocked>) {
    %0 = ttg.convert_layout %arg1 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #linear>
    %1 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    %2 = ttg.local_alloc %arg1 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %3 = ttg.memdesc_index %1[%arg2] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %4 = ttg.async_copy_global_to_local %arg0, %3 mask %arg3 other %arg1 cacheModifier = cg evictionPolicy = evict_first {contiguity = 8 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    %5 = ttg.async_copy_global_to_local %arg0, %3 : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    %6 = ttg.async_commit_group tokens %4, %5
    %7 = ttg.async_commit_group
    %8 = ttg.async_wait %6 {num = 0 : i32}
    %9 = ttg.async_wait {num = 1 : i32}
    %10 = ttg.local_load %3 token %8 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
    %11 = ttg.local_load %2 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked>
    ttg.local_store %arg1, %3 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %12 = ttg.memdesc_subslice %3[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
    %13 = ttg.memdesc_trans %3 {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #smem, mutable>
    %14 = ttg.memdesc_reshape %3 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<4096xf16, #shared1, #smem, mutable>
    %15 = ttg.memdesc_reinterpret %3 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
    %16 = ttg.memdesc_reinterpret %3 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared3, #smem, mutable>
    ttg.local_dealloc %1 : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    %c0_i32 = arith.constant 0 : i32
    %17 = ttg.predicate_stage %arg2, %arg2, %c0_i32 maxStage 2 stage 1 : i32 -> i1
    %18 = "ttg.mask"(%17) ({
      %24 = arith.addi %arg2, %arg2 : i32
      ttg.mask.return %24 : i32
    }) : (i1) -> i32
    %19 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ttg.local_barrier
    %20:2 = ttg.warp_specialize(%arg2, %19) attributes {warpGroupStartIds = array<i32: 4, 6>}
    default {
      ttg.warp_yield %arg2, %c0_i32 : i32, i32
    }
    partition0(%arg4: i32, %arg5: !tt.ptr<i8>) num_warps(2) {
      ttg.warp_return
    }
    partition1(%arg4: i32, %arg5: !tt.ptr<i8>) num_warps(1) {
      %24 = arith.addi %arg4, %arg4 : i32
      ttg.warp_return
    } : (i32, !tt.ptr<i8>) -> (i32, i32)
    %cst = arith.constant dense<0> : tensor<64x32xi8, #blocked>
    %21 = ttg.fp4_to_fp %cst {axis = 1 : i32} : tensor<64x32xi8, #blocked> -> tensor<64x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %22 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %23 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked1>
    tt.return
  }
  tt.func public @layouts(%arg0: tensor<64x64xf32, #mma>, %arg1: tensor<64x64xf32, #mma1>, %arg2: tensor<64x64xf16, #mma2>, %arg3: !ttg.memdesc<64x64xf16, #shared4, #smem>, %arg4: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma3, kWidth = 2}>>, %arg5: tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma3}>>, %arg6: !ttg.memdesc<2x64x64xf8E4M3FN, #shared5, #smem>, %arg7: tensor<64x64xf32, #blocked2>, %arg8: !ttg.memdesc<64x64xf16, #shared6, #smem, mutable, 2x64x64>, %arg9: tensor<64x64xf32, #mma4>) {
    tt.return
  }
  tt.func public @ttng_ops(%arg0: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %arg1: !tt.tensordesc<tensor<128x64xf16, #shared>>, %arg2: i32, %arg3: i1, %arg4: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, %arg5: !ttg.memdesc<64x64xf16, #shared, #smem>, %arg6: tensor<128x64xf32, #mma3>, %arg7: !tt.ptr<i8>, %arg8: i64) {
    ttng.fence_async_shared {bCluster = false}
    ttng.cluster_arrive {relaxed = true}
    ttng.cluster_wait
    ttng.init_barrier %arg0, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.barrier_expect %arg0, 16384, %arg3 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %arg1[%arg2, %arg2] %arg4, %arg0, %arg3 : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %arg1[%arg2, %arg2] %arg4, %arg0, %arg3 evictionPolicy = evict_last : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.wait_barrier %arg0, %arg2 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.wait_barrier %arg0, %arg2, %arg3 deps %arg4 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.arrive_barrier %arg0, 2, %arg3 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.async_copy_mbarrier_arrive %arg0 {noIncrement} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.async_tma_copy_local_to_global %arg1[%arg2, %arg2] %arg4 : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_reduce add, %arg1[%arg2, %arg2] %arg4 : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    ttng.inval_barrier %arg0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %0 = ttng.warp_group_dot %arg4, %arg5, %arg6, %arg3 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma3>
    %1:2 = ttng.warp_group_dot_wait %0, %arg4 {pendings = 0 : i32} : tensor<128x64xf32, #mma3>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %result, %token = ttng.tmem_alloc : () -> (!ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %2 = ttng.tc_gen5_mma %arg4, %arg5, %result[%token], %arg3, %arg3, %arg0[%arg3] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.tc_gen5_mma %arg4, %arg5, %result, %arg3, %arg3 : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tc_gen5_commit %arg0, %arg3 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %result_0, %token_1 = ttng.tmem_load %result[%2] : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked3>
    %result_2 = ttng.tmem_load %result : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked3>
    %3 = ttng.tmem_store %result_0, %result[%token_1], %arg3 : tensor<128x64xf32, #blocked3> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    %result_3 = ttng.tmem_alloc %result_2 : (tensor<128x64xf32, #blocked3>) -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>
    %4 = ttng.tmem_subslice %result {N = 32 : i32} : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable, 128x64>
    %result_4 = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
    %5 = ttg.local_alloc : () -> !ttg.memdesc<128x4xi8, #shared1, #smem, mutable>
    ttng.tmem_copy %5, %result_4, %arg0 : !ttg.memdesc<128x4xi8, #shared1, #smem, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %6 = ttng.reinterpret_tensor_descriptor %arg7 : !tt.ptr<i8> to !tt.tensordesc<tensor<128x64xf16, #shared>>
    ttng.tensormap_create %arg7, %arg7, [%arg2, %arg2], [%arg2, %arg2], [%arg8], [%arg2, %arg2] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<i8>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %arg7 : !tt.ptr<i8>
    tt.return
  }
}
