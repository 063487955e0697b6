// RUN: tt-opt %s -split-input-file --triton-tensor-memory-allocation | FileCheck %s

// A module that allocates no tensor memory records a size of 0 and keeps its shared memory.
// CHECK: module attributes {{{.*}}ttg.shared = 0 : i32, ttg.tensor_memory_size = 0 : i32}
module attributes {"ttg.num-warps" = 4 : i32, ttg.shared = 0 : i32} {
  tt.func @no_tmem() {
    tt.return
  }
}

// -----

// Two accumulators live together take consecutive columns; the size rounds up to 256 columns
// and the module gets the shared memory that receives tensor memory's base address.
#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK: module attributes {{{.*}}ttg.shared = 4 : i32, ttg.tensor_memory_size = 256 : i32}
module attributes {"ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: tt.func @two_accumulators
  tt.func @two_accumulators(%x: tensor<128x128xf32, #blocked>) {
    %true = arith.constant true
    // CHECK: ttng.tmem_alloc %{{.*}} {tensor_memory_col_offset = 0 : i32, tensor_memory_row_offset = 0 : i32}
    %a = ttng.tmem_alloc %x : (tensor<128x128xf32, #blocked>) -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    // CHECK: ttng.tmem_alloc %{{.*}} {tensor_memory_col_offset = 128 : i32, tensor_memory_row_offset = 0 : i32}
    %b = ttng.tmem_alloc %x : (tensor<128x128xf32, #blocked>) -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %x, %a, %true : tensor<128x128xf32, #blocked> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tmem_store %x, %b, %true : tensor<128x128xf32, #blocked> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
