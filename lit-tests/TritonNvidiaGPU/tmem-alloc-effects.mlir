// RUN: tt-opt %s -split-input-file -canonicalize | FileCheck %s

// An immutable ttng.tmem_alloc has no effects until tensor memory allocation gives it a
// column offset, so an unused one goes. Otherwise it allocates its result (no reason to keep
// an unused one) and writes its source there (a reason).

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32} {
  // CHECK-LABEL: @unused_immutable
  // CHECK-NEXT:    tt.return
  tt.func @unused_immutable(%x: tensor<128x64xf32, #blocked>) {
    %0 = ttng.tmem_alloc %x : (tensor<128x64xf32, #blocked>) -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>
    tt.return
  }

  // CHECK-LABEL: @unused_mutable
  // CHECK-NEXT:    tt.return
  tt.func @unused_mutable() {
    %0 = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }

  // CHECK-LABEL: @unused_mutable_stored
  // CHECK-NEXT:    ttng.tmem_alloc %arg0 :
  tt.func @unused_mutable_stored(%x: tensor<128x64xf32, #blocked>) {
    %0 = ttng.tmem_alloc %x : (tensor<128x64xf32, #blocked>) -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }

  // CHECK-LABEL: @unused_allocated
  // CHECK-NEXT:    ttng.tmem_alloc %{{.*}} {tensor_memory_col_offset = 0 : i32
  tt.func @unused_allocated(%x: tensor<128x64xf32, #blocked>) {
    %0 = ttng.tmem_alloc %x {tensor_memory_col_offset = 0 : i32, tensor_memory_row_offset = 0 : i32} : (tensor<128x64xf32, #blocked>) -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>
    tt.return
  }
}
