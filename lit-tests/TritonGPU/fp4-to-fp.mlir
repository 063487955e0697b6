// RUN: tt-opt %s -split-input-file | FileCheck %s

// ttg.fp4_to_fp unpacks two fp4 values per byte along axis; its result layout must hold
// twice the source's registers along the axis. These are the layouts Triton 3.6 accepts:
// kWidth and sizePerThread doubled when the axis is the fastest dimension, a linear layout
// with one register bit more, or any layout equivalent to it.

// CHECK-LABEL: @blocked_ok
// CHECK: ttg.fp4_to_fp %arg0 {axis = 1
#b14 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b18 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @blocked_ok(%x: tensor<32x32xi8, #b14>) {
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x32xi8, #b14> -> tensor<32x64xbf16, #b18>
    tt.return
  }
}

// -----

// CHECK-LABEL: @dot_ok
// CHECK: ttg.fp4_to_fp %arg0 {axis = 1
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#a4 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>
#a8 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_ok(%x: tensor<64x32xi8, #a4>) {
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<64x32xi8, #a4> -> tensor<64x64xf16, #a8>
    tt.return
  }
}

// -----

// CHECK-LABEL: @dot_k2_from_k1
// CHECK: ttg.fp4_to_fp %arg0 {axis = 1
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#a1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#a2 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dot_k2_from_k1(%x: tensor<64x32xi8, #a1>) {
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<64x32xi8, #a1> -> tensor<64x64xf16, #a2>
    tt.return
  }
}

// -----

// CHECK-LABEL: @blocked_axis0_linear
// CHECK: ttg.fp4_to_fp %arg0 {axis = 0
#b14 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lin0 = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2], [32, 0]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @blocked_axis0_linear(%x: tensor<32x32xi8, #b14>) {
    %y = ttg.fp4_to_fp %x {axis = 0 : i32} : tensor<32x32xi8, #b14> -> tensor<64x32xbf16, #lin0>
    tt.return
  }
}

// -----

// CHECK-LABEL: @blocked_axis0_blocked
// CHECK: ttg.fp4_to_fp %arg0 {axis = 0
#b14 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b24 = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @blocked_axis0_blocked(%x: tensor<32x32xi8, #b14>) {
    %y = ttg.fp4_to_fp %x {axis = 0 : i32} : tensor<32x32xi8, #b14> -> tensor<64x32xbf16, #b24>
    tt.return
  }
}
