// RUN: tt-opt %s -split-input-file -tritongpu-assign-latencies | FileCheck %s

// The operand and scale loads of a scaled MMAv5 take their contiguity from hints written over
// every element of the offsets (dense<N> : tensor<RxCxi32>), so they are wide enough for
// cp.async and get the latency of a 3-stage pipeline, scales stored into tensor memory included.

#ld = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#sc = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0], [64, 0], [0, 4]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0]], block = []}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#acc = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tsc = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
// CHECK-LABEL: @both_operands_and_lhs_scales
// CHECK: tt.load %{{.*}} {tt.latency = 2 : i32} : tensor<128x128x!tt.ptr<f8E5M2>
// CHECK: tt.load %{{.*}} {tt.latency = 2 : i32} : tensor<128x128x!tt.ptr<f8E5M2>
// CHECK: tt.load %{{.*}} {tt.latency = 2 : i32} : tensor<128x8x!tt.ptr<i8>
// CHECK: ttng.tc_gen5_mma_scaled
tt.func @both_operands_and_lhs_scales(%a: tensor<128x128x!tt.ptr<f8E5M2>, #ld>, %b: tensor<128x128x!tt.ptr<f8E5M2>, #ld>,
    %s: tensor<128x8x!tt.ptr<i8>, #ld>, %d: !ttg.memdesc<128x128xf32, #acc, #ttng.tensor_memory, mutable>,
    %bs: !ttg.memdesc<128x8xi8, #tsc, #ttng.tensor_memory>, %mbar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %n: i32) {
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %c128 = arith.constant 128 : i32
  scf.for %k = %c0 to %n step %c128 : i32 {
    %ko = tt.splat %k : i32 -> tensor<128x128xi32, #ld>
    %ap = tt.addptr %a, %ko {tt.contiguity = dense<16> : tensor<128x128xi32>, tt.divisibility = dense<16> : tensor<128x128xi32>} : tensor<128x128x!tt.ptr<f8E5M2>, #ld>, tensor<128x128xi32, #ld>
    %av = tt.load %ap : tensor<128x128x!tt.ptr<f8E5M2>, #ld>
    %as = ttg.local_alloc %av : (tensor<128x128xf8E5M2, #ld>) -> !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>
    %bp = tt.addptr %b, %ko {tt.contiguity = dense<16> : tensor<128x128xi32>, tt.divisibility = dense<16> : tensor<128x128xi32>} : tensor<128x128x!tt.ptr<f8E5M2>, #ld>, tensor<128x128xi32, #ld>
    %bv = tt.load %bp : tensor<128x128x!tt.ptr<f8E5M2>, #ld>
    %bsh = ttg.local_alloc %bv : (tensor<128x128xf8E5M2, #ld>) -> !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>
    %so = tt.splat %k : i32 -> tensor<128x8xi32, #ld>
    %sp = tt.addptr %s, %so {tt.contiguity = dense<8> : tensor<128x8xi32>, tt.divisibility = dense<16> : tensor<128x8xi32>} : tensor<128x8x!tt.ptr<i8>, #ld>, tensor<128x8xi32, #ld>
    %sv = tt.load %sp : tensor<128x8x!tt.ptr<i8>, #ld>
    %sl = ttg.convert_layout %sv : tensor<128x8xi8, #ld> -> tensor<128x8xi8, #sc>
    %st = ttng.tmem_alloc %sl : (tensor<128x8xi8, #sc>) -> !ttg.memdesc<128x8xi8, #tsc, #ttng.tensor_memory>
    ttng.tc_gen5_mma_scaled %as, %bsh, %d, %st, %bs, %true, %true lhs = e5m2 rhs = e5m2, %mbar[%true] {is_async} :
      !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>,
      !ttg.memdesc<128x128xf32, #acc, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x8xi8, #tsc, #ttng.tensor_memory>,
      !ttg.memdesc<128x8xi8, #tsc, #ttng.tensor_memory>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
  }
  tt.return
}
}

// -----

// A hint of 2 contiguous bytes leaves the scale load too narrow for cp.async: only the
// operand load is pipelined.

#ld = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#sc = #ttg.linear<{register = [[0, 1], [0, 2], [32, 0], [64, 0], [0, 4]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0]], block = []}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#acc = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tsc = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
// CHECK-LABEL: @narrow_scales
// CHECK: tt.load %{{.*}} {tt.latency = 2 : i32} : tensor<128x128x!tt.ptr<f8E5M2>
// CHECK: tt.load %{{.*}} : tensor<128x8x!tt.ptr<i8>
tt.func @narrow_scales(%a: tensor<128x128x!tt.ptr<f8E5M2>, #ld>, %b: !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>,
    %s: tensor<128x8x!tt.ptr<i8>, #ld>, %d: !ttg.memdesc<128x128xf32, #acc, #ttng.tensor_memory, mutable>,
    %bs: !ttg.memdesc<128x8xi8, #tsc, #ttng.tensor_memory>, %mbar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %n: i32) {
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %c128 = arith.constant 128 : i32
  scf.for %k = %c0 to %n step %c128 : i32 {
    %ko = tt.splat %k : i32 -> tensor<128x128xi32, #ld>
    %ap = tt.addptr %a, %ko {tt.contiguity = dense<16> : tensor<128x128xi32>, tt.divisibility = dense<16> : tensor<128x128xi32>} : tensor<128x128x!tt.ptr<f8E5M2>, #ld>, tensor<128x128xi32, #ld>
    %av = tt.load %ap : tensor<128x128x!tt.ptr<f8E5M2>, #ld>
    %as = ttg.local_alloc %av : (tensor<128x128xf8E5M2, #ld>) -> !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>
    %so = tt.splat %k : i32 -> tensor<128x8xi32, #ld>
    %sp = tt.addptr %s, %so {tt.contiguity = dense<2> : tensor<128x8xi32>, tt.divisibility = dense<16> : tensor<128x8xi32>} : tensor<128x8x!tt.ptr<i8>, #ld>, tensor<128x8xi32, #ld>
    %sv = tt.load %sp : tensor<128x8x!tt.ptr<i8>, #ld>
    %sl = ttg.convert_layout %sv : tensor<128x8xi8, #ld> -> tensor<128x8xi8, #sc>
    %st = ttng.tmem_alloc %sl : (tensor<128x8xi8, #sc>) -> !ttg.memdesc<128x8xi8, #tsc, #ttng.tensor_memory>
    ttng.tc_gen5_mma_scaled %as, %b, %d, %st, %bs, %true, %true lhs = e5m2 rhs = e5m2, %mbar[%true] {is_async} :
      !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>, !ttg.memdesc<128x128xf8E5M2, #nvmma, #smem>,
      !ttg.memdesc<128x128xf32, #acc, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x8xi8, #tsc, #ttng.tensor_memory>,
      !ttg.memdesc<128x8xi8, #tsc, #ttng.tensor_memory>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
  }
  tt.return
}
}
