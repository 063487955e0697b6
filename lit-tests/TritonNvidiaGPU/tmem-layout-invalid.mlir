// RUN: tt-opt %s -split-input-file -verify-diagnostics

// A tensor memory load into a layout whose lanes do not walk the rows is rejected, with the
// layouts tcgen05.ld could use.

#blocked = #ttg.blocked<{sizePerThread = [32, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @load_lanes_on_columns(%m: !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory>) -> tensor<128x32xf32, #blocked> {
    // expected-error@below {{'ttng.tmem_load' op result}}
    // expected-note@below {{Got: #ttg.blocked<{sizePerThread = [32, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]}>}}
    // expected-note@below {{potential TMEM layout: #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>}}
    // expected-note@below {{potential TMEM layout: #ttg.linear<{register = [[0, 1], [8, 0], [0, 8], [0, 16], [16, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>}}
    // expected-note@below {{potential TMEM layout: #ttg.linear<{register = [[8, 0], [0, 4], [0, 8], [0, 16], [16, 0]], lane = [[0, 1], [0, 2], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>}}
    // expected-note@below {{potential TMEM layout: #ttg.linear<{register = [[0, 2], [0, 4], [0, 8], [0, 16], [16, 0]], lane = [[8, 0], [0, 1], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>}}
    %0 = ttng.tmem_load %m : !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory> -> tensor<128x32xf32, #blocked>
    tt.return %0 : tensor<128x32xf32, #blocked>
  }
}

// -----

// A store from a layout whose warps 1 and 2 are not on rows 32 and 64 is rejected.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @store_warps_on_columns(%m: !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable>, %v: tensor<128x32xf32, #blocked>) {
    %true = arith.constant true
    // expected-error@below {{'ttng.tmem_store' op source}}
    // expected-note@below {{Got: #ttg.blocked}}
    // expected-note@below {{potential TMEM layout}}
    // expected-note@below {{potential TMEM layout}}
    // expected-note@below {{potential TMEM layout}}
    // expected-note@below {{potential TMEM layout}}
    ttng.tmem_store %v, %m, %true : tensor<128x32xf32, #blocked> -> !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// The 32x32b layout of a 64-row block places warps 1 and 2 on rows 16 and 32 and passes.

#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 32]], warp = [[16, 0], [32, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @store_block64(%m: !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>, %v: tensor<64x64xf32, #linear>) {
    %true = arith.constant true
    ttng.tmem_store %v, %m, %true : tensor<64x64xf32, #linear> -> !ttg.memdesc<64x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
