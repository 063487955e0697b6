// RUN: tt-opt %s -split-input-file --triton-nvidia-optimize-tmem-layouts | FileCheck %s

// A load split in two halves along N becomes two loads of subslices, each in the default
// layout of its subslice and converted to the split's result layout.

// CHECK: #[[$DEF128:.+]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64{{\]\]}}, lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0{{\]\]}}, warp = {{\[\[}}32, 0], [64, 0{{\]\]}}, block = []}>
// CHECK: #[[$SUB:.+]] = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 2, 128], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [0, 2, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 128, 2], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [0, 1, 2]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 256], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 256, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @split_load
  tt.func @split_load(%m: !ttg.memdesc<128x256xf32, #tmem, #ttng.tensor_memory, mutable>) -> (tensor<128x128xf32, #blocked>, tensor<128x128xf32, #blocked>) {
    // CHECK-NEXT: %[[S0:.+]] = ttng.tmem_subslice %arg0 {N = 0 : i32} : {{.*}} -> !ttg.memdesc<128x128xf32, #[[$SUB]], #ttng.tensor_memory, mutable, 128x256>
    // CHECK-NEXT: %[[L0:.+]] = ttng.tmem_load %[[S0]] : {{.*}} -> tensor<128x128xf32, #[[$DEF128]]>
    // CHECK-NEXT: %[[C0:.+]] = ttg.convert_layout %[[L0]] : tensor<128x128xf32, #[[$DEF128]]> -> tensor<128x128xf32, #blocked>
    // CHECK-NEXT: %[[S1:.+]] = ttng.tmem_subslice %arg0 {N = 128 : i32}
    // CHECK-NEXT: %[[L1:.+]] = ttng.tmem_load %[[S1]]
    // CHECK-NEXT: %[[C1:.+]] = ttg.convert_layout %[[L1]]
    // CHECK-NEXT: tt.return %[[C0]], %[[C1]]
    %0 = ttng.tmem_load %m : !ttg.memdesc<128x256xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x256xf32, #blocked5>
    %1 = tt.reshape %0 : tensor<128x256xf32, #blocked5> -> tensor<128x2x128xf32, #blocked3>
    %2 = tt.trans %1 {order = array<i32: 0, 2, 1>} : tensor<128x2x128xf32, #blocked3> -> tensor<128x128x2xf32, #blocked4>
    %a, %b = tt.split %2 : tensor<128x128x2xf32, #blocked4> -> tensor<128x128xf32, #blocked>
    tt.return %a, %b : tensor<128x128xf32, #blocked>, tensor<128x128xf32, #blocked>
  }
}

// -----

// Halves narrower than 8 columns stay one load.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 2, 4], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [0, 2, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [0, 1, 2]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 8, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @split_load_narrow
  tt.func @split_load_narrow(%m: !ttg.memdesc<128x8xf32, #tmem, #ttng.tensor_memory, mutable>) -> (tensor<128x4xf32, #blocked>, tensor<128x4xf32, #blocked>) {
    // CHECK-NOT: ttng.tmem_subslice
    // CHECK: tt.split
    %0 = ttng.tmem_load %m : !ttg.memdesc<128x8xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x8xf32, #blocked5>
    %1 = tt.reshape %0 : tensor<128x8xf32, #blocked5> -> tensor<128x2x4xf32, #blocked3>
    %2 = tt.trans %1 {order = array<i32: 0, 2, 1>} : tensor<128x2x4xf32, #blocked3> -> tensor<128x4x2xf32, #blocked4>
    %a, %b = tt.split %2 : tensor<128x4x2xf32, #blocked4> -> tensor<128x4xf32, #blocked>
    tt.return %a, %b : tensor<128x4xf32, #blocked>, tensor<128x4xf32, #blocked>
  }
}

// -----

// A split whose transpose does not exchange the last two dimensions is left alone.

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 64, 2], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [0, 2, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @split_load_no_transpose
  tt.func @split_load_no_transpose(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) -> (tensor<128x64xf32, #blocked>, tensor<128x64xf32, #blocked>) {
    // CHECK-NOT: ttng.tmem_subslice
    // CHECK: tt.split
    %0 = ttng.tmem_load %m : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked5>
    %1 = tt.reshape %0 : tensor<128x128xf32, #blocked5> -> tensor<128x64x2xf32, #blocked3>
    %a, %b = tt.split %1 : tensor<128x64x2xf32, #blocked3> -> tensor<128x64xf32, #blocked>
    tt.return %a, %b : tensor<128x64xf32, #blocked>, tensor<128x64xf32, #blocked>
  }
}

// -----

// A store of two tensors joined along N becomes two stores to subslices, each value
// converted to the default layout of its subslice.

// CHECK: #[[$DEF32:.+]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16{{\]\]}}, lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0{{\]\]}}, warp = {{\[\[}}32, 0], [64, 0{{\]\]}}, block = []}>
#blocked = #ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 32, 2], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [2, 0, 1]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 2, 32], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [1, 0, 2]}>
#blocked8 = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 32], [0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @join_store
  tt.func @join_store(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %a: tensor<128x32xf32, #blocked>, %b: tensor<128x32xf32, #blocked>) {
    // CHECK: %[[TRUE:.+]] = arith.constant true
    // CHECK-NEXT: %[[S0:.+]] = ttng.tmem_subslice %arg0 {N = 0 : i32}
    // CHECK-NEXT: %[[A:.+]] = ttg.convert_layout %arg1 : tensor<128x32xf32, #blocked> -> tensor<128x32xf32, #[[$DEF32]]>
    // CHECK-NEXT: ttng.tmem_store %[[A]], %[[S0]], %[[TRUE]]
    // CHECK-NEXT: %[[S1:.+]] = ttng.tmem_subslice %arg0 {N = 32 : i32}
    // CHECK-NEXT: %[[B:.+]] = ttg.convert_layout %arg2 : tensor<128x32xf32, #blocked> -> tensor<128x32xf32, #[[$DEF32]]>
    // CHECK-NEXT: ttng.tmem_store %[[B]], %[[S1]], %[[TRUE]]
    // CHECK-NEXT: tt.return
    %true = arith.constant true
    %0 = tt.join %a, %b : tensor<128x32xf32, #blocked> -> tensor<128x32x2xf32, #blocked6>
    %1 = tt.trans %0 {order = array<i32: 0, 2, 1>} : tensor<128x32x2xf32, #blocked6> -> tensor<128x2x32xf32, #blocked7>
    %2 = tt.reshape %1 : tensor<128x2x32xf32, #blocked7> -> tensor<128x64xf32, #linear>
    %3 = ttg.convert_layout %2 : tensor<128x64xf32, #linear> -> tensor<128x64xf32, #blocked8>
    ttng.tmem_store %3, %m, %true : tensor<128x64xf32, #blocked8> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// With 8 warps, a load reduced along N takes the layout that spreads warp 4 over M, and is
// converted back for the reduction.

// CHECK: #[[$SPLITM:.+]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64{{\]\]}}, lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [0, 128{{\]\]}}, warp = {{\[\[}}32, 0], [64, 0], [16, 0{{\]\]}}, block = []}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0], [0, 128]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 256, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @load_reduced_along_n
  tt.func @load_reduced_along_n(%m: !ttg.memdesc<128x256xf32, #tmem, #ttng.tensor_memory>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #linear}>> {
    // CHECK: %[[L:.+]] = ttng.tmem_load %arg0 : {{.*}} -> tensor<128x256xf32, #[[$SPLITM]]>
    // CHECK-NEXT: %[[C:.+]] = ttg.convert_layout %[[L]] : tensor<128x256xf32, #[[$SPLITM]]> -> tensor<128x256xf32, #linear>
    // CHECK-NEXT: arith.negf %[[C]]
    %0 = ttng.tmem_load %m : !ttg.memdesc<128x256xf32, #tmem, #ttng.tensor_memory> -> tensor<128x256xf32, #linear>
    %1 = arith.negf %0 : tensor<128x256xf32, #linear>
    %2 = "tt.reduce"(%1) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %3 = arith.maxnumf %x, %y : f32
      tt.reduce.return %3 : f32
    }) : (tensor<128x256xf32, #linear>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #linear}>>
    tt.return %2 : tensor<128xf32, #ttg.slice<{dim = 1, parent = #linear}>>
  }
}

// -----

// A reduction along M keeps the load's layout.

#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0], [0, 128]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 256, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @load_reduced_along_m
  tt.func @load_reduced_along_m(%m: !ttg.memdesc<128x256xf32, #tmem, #ttng.tensor_memory>) -> tensor<256xf32, #ttg.slice<{dim = 0, parent = #linear}>> {
    // CHECK: ttng.tmem_load %arg0 : {{.*}} -> tensor<128x256xf32, #linear>
    // CHECK-NOT: ttg.convert_layout
    %0 = ttng.tmem_load %m : !ttg.memdesc<128x256xf32, #tmem, #ttng.tensor_memory> -> tensor<128x256xf32, #linear>
    %1 = "tt.reduce"(%0) <{axis = 0 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %3 = arith.addf %x, %y : f32
      tt.reduce.return %3 : f32
    }) : (tensor<128x256xf32, #linear>) -> tensor<256xf32, #ttg.slice<{dim = 0, parent = #linear}>>
    tt.return %1 : tensor<256xf32, #ttg.slice<{dim = 0, parent = #linear}>>
  }
}

// -----

// A store of values that come from a 16-bit local_load which cannot be vectorized (its
// registers step along N, the shared memory is contiguous along M) converts them to the
// 16x256b message layout first.

// CHECK: #[[$L256:.+]] = #ttg.linear<{register = {{\[\[}}0, 1], [8, 0], [0, 8], [0, 16], [16, 0{{\]\]}}, lane = {{\[\[}}0, 2], [0, 4], [1, 0], [2, 0], [4, 0{{\]\]}}, warp = {{\[\[}}32, 0], [64, 0{{\]\]}}, block = []}>
#blocked = #ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @store_from_unvectorized_load
  tt.func @store_from_unvectorized_load(%s: !ttg.memdesc<128x32xf16, #shared, #smem>, %m: !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable>) {
    // CHECK: %[[E:.+]] = arith.extf
    // CHECK-NEXT: %[[C:.+]] = ttg.convert_layout %[[E]] : tensor<128x32xf32, #blocked> -> tensor<128x32xf32, #[[$L256]]>
    // CHECK-NEXT: ttng.tmem_store %[[C]], %arg1
    %true = arith.constant true
    %0 = ttg.local_load %s : !ttg.memdesc<128x32xf16, #shared, #smem> -> tensor<128x32xf16, #blocked>
    %1 = arith.extf %0 : tensor<128x32xf16, #blocked> to tensor<128x32xf32, #blocked>
    ttng.tmem_store %1, %m, %true : tensor<128x32xf32, #blocked> -> !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// A load whose 16-bit value goes to a local_store that cannot be vectorized takes the
// 16x256b message layout and is converted back.

// CHECK: #[[$L256:.+]] = #ttg.linear<{register = {{\[\[}}0, 1], [8, 0], [0, 8], [0, 16], [16, 0{{\]\]}}, lane = {{\[\[}}0, 2], [0, 4], [1, 0], [2, 0], [4, 0{{\]\]}}, warp = {{\[\[}}32, 0], [64, 0{{\]\]}}, block = []}>
#blocked = #ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @load_to_unvectorized_store
  tt.func @load_to_unvectorized_store(%m: !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory>, %s: !ttg.memdesc<128x32xf16, #shared, #smem, mutable>) {
    // CHECK: %[[L:.+]] = ttng.tmem_load %arg0 : {{.*}} -> tensor<128x32xf32, #[[$L256]]>
    // CHECK-NEXT: %[[C:.+]] = ttg.convert_layout %[[L]] : tensor<128x32xf32, #[[$L256]]> -> tensor<128x32xf32, #blocked>
    // CHECK-NEXT: arith.truncf %[[C]]
    %0 = ttng.tmem_load %m : !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory> -> tensor<128x32xf32, #blocked>
    %1 = arith.truncf %0 : tensor<128x32xf32, #blocked> to tensor<128x32xf16, #blocked>
    ttg.local_store %1, %s : tensor<128x32xf16, #blocked> -> !ttg.memdesc<128x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A store fed by a local_load that vectorizes keeps its layout.

#blocked = #ttg.blocked<{sizePerThread = [1, 32], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  // CHECK-LABEL: @store_from_vectorized_load
  tt.func @store_from_vectorized_load(%s: !ttg.memdesc<128x32xf16, #shared, #smem>, %m: !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable>) {
    // CHECK: %[[E:.+]] = arith.extf
    // CHECK-NEXT: ttng.tmem_store %[[E]], %arg1
    %true = arith.constant true
    %0 = ttg.local_load %s : !ttg.memdesc<128x32xf16, #shared, #smem> -> tensor<128x32xf16, #blocked>
    %1 = arith.extf %0 : tensor<128x32xf16, #blocked> to tensor<128x32xf32, #blocked>
    ttng.tmem_store %1, %m, %true : tensor<128x32xf32, #blocked> -> !ttg.memdesc<128x32xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
