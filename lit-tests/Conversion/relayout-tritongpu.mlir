// RUN: tt-opt %s -split-input-file -relayout-tritongpu | FileCheck %s

// A tensor memory load without a layout gets the default tcgen05 layout of its buffer for
// the module's 8 warps (warp 4 on the second half of the columns).

// CHECK: #[[$DEF:.+]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16{{\]\]}}, lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0{{\]\]}}, warp = {{\[\[}}32, 0], [64, 0], [0, 32{{\]\]}}, block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @load
  tt.func @load(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>) {
    // CHECK: ttng.tmem_load %arg0 : {{.*}} -> tensor<128x64xf32, #[[$DEF]]>
    %0 = ttng.tmem_load %m : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory> -> tensor<128x64xf32>
    tt.return
  }
}

// -----

// A store and an allocation convert their source, which an earlier conversion gave the
// default blocked layout behind an unrealized cast, to the default layout of their buffer;
// the cast goes.

// CHECK: #[[$DEF:.+]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32{{\]\]}}, lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0{{\]\]}}, warp = {{\[\[}}32, 0], [64, 0{{\]\]}}, block = []}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @store_and_alloc
  tt.func @store_and_alloc(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %v: tensor<128x64xf32, #blocked>) {
    // CHECK-NOT: unrealized_conversion_cast
    // CHECK: %[[S:.+]] = ttg.convert_layout %arg1 : tensor<128x64xf32, #blocked> -> tensor<128x64xf32, #[[$DEF]]>
    // CHECK-NEXT: ttng.tmem_store %[[S]], %arg0
    // CHECK-NEXT: %[[A:.+]] = ttg.convert_layout %arg1 : tensor<128x64xf32, #blocked> -> tensor<128x64xf32, #[[$DEF]]>
    // CHECK-NEXT: ttng.tmem_alloc %[[A]]
    %true = arith.constant true
    %0 = builtin.unrealized_conversion_cast %v : tensor<128x64xf32, #blocked> to tensor<128x64xf32>
    ttng.tmem_store %0, %m, %true : tensor<128x64xf32> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    %1 = ttng.tmem_alloc %0 : (tensor<128x64xf32>) -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>
    tt.return
  }
}

// -----

// Ops whose tensors have a layout already are left as they are.

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @legal
  tt.func @legal(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) -> tensor<128x64xf32, #blocked> {
    // CHECK-NOT: ttg.convert_layout
    // CHECK: ttng.tmem_load %arg0 : {{.*}} -> tensor<128x64xf32, #blocked>
    %0 = ttng.tmem_load %m : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked>
    tt.return %0 : tensor<128x64xf32, #blocked>
  }
}
