// ORACLE:
#sw = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [2, 1, 0]}>
#sw1 = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0, 2]}>
#sl = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0], [4, 0], [8, 0], [16, 0]]}, alignment = 16>
#sl1 = #ttg.shared_linear<{offset = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 1], [0, 2], [0, 4], [0, 8], [0, 16]]}, alignment = 16>
#smem = #ttg.shared_memory
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#linear = #ttg.linear<{register = [[1], [256], [16], [1024]], lane = [[2], [4], [32], [64], [128]], warp = [[8], [512]], block = []}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 2, 4, 4], warpsPerCTA = [2, 1, 2, 1], order = [3, 2, 1, 0]}>
#linear1 = #ttg.linear<{register = [[1, 0, 0], [2, 0, 0]], lane = [[4, 0, 0], [8, 0, 0], [0, 0, 1], [0, 0, 2], [0, 0, 0]], warp = [[0, 0, 0], [0, 1, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @infer_ok(%m: !ttg.memdesc<4x8x16xf16, #sw, #smem>, %n: !ttg.memdesc<32x16xf16, #sl, #smem>, %c: tensor<64x32xf32, #mma>, %s: tensor<2x4x16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
    %t = ttg.memdesc_trans %m {order = array<i32: 1, 2, 0>} : !ttg.memdesc<4x8x16xf16, #sw, #smem> -> !ttg.memdesc<8x16x4xf16, #sw1, #smem>
    %u = ttg.memdesc_trans %n {order = array<i32: 1, 0>} : !ttg.memdesc<32x16xf16, #sl, #smem> -> !ttg.memdesc<16x32xf16, #sl1, #smem>
    %r = tt.reshape %c : tensor<64x32xf32, #mma> -> tensor<2048xf32, #linear>
    %v = tt.trans %s {order = array<i32: 2, 0, 1>} : tensor<2x4x16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x2x4xf32, #linear1>
    tt.return
  }
}
