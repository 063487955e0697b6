// RUN: tt-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: tt-opt %s -split-input-file -canonicalize='disable-patterns=mlir::triton::gpu::CanonicalizeConvertFromTMEMStore' | FileCheck %s --check-prefix=DISABLED

// A tmem_store of a convert_layout stores the convert's source when tcgen05.st can move its
// layout (here the 16x256b message layout). The pattern goes by Triton's name.

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 1], [8, 0], [0, 8], [0, 16], [0, 32], [16, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @compatible_source
  tt.func @compatible_source(%v: tensor<128x64xf32, #linear>, %m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    // DISABLED-LABEL: @compatible_source
    // DISABLED: ttg.convert_layout
    // CHECK-NOT: ttg.convert_layout
    // CHECK: ttng.tmem_store %arg0, %arg1, %{{.+}} : tensor<128x64xf32, #linear> ->
    %true = arith.constant true
    %0 = ttg.convert_layout %v : tensor<128x64xf32, #linear> -> tensor<128x64xf32, #blocked>
    ttng.tmem_store %0, %m, %true : tensor<128x64xf32, #blocked> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// A source whose lanes walk the columns cannot be stored by tcgen05.st: the convert stays.

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @incompatible_source
  tt.func @incompatible_source(%v: tensor<128x64xf32, #blocked1>, %m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    // CHECK: %[[C:.+]] = ttg.convert_layout %arg0
    // CHECK-NEXT: ttng.tmem_store %[[C]], %arg1
    %true = arith.constant true
    %0 = ttg.convert_layout %v : tensor<128x64xf32, #blocked1> -> tensor<128x64xf32, #blocked>
    ttng.tmem_store %0, %m, %true : tensor<128x64xf32, #blocked> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
