// RUN: tt-opt %s -triton-nvidia-gpu-remove-tmem-tokens -canonicalize | FileCheck %s

// Tensor memory allocations, stores, MMAs and loads drop their dependency tokens; a token
// that was used elsewhere (here returned) becomes a ub.poison.

#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @tokens
  tt.func @tokens(%a: !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, %v: tensor<128x128xf32, #blocked>) -> (tensor<128x128xf32, #blocked>, !ttg.async.token) {
    // CHECK-DAG: %[[P:.+]] = ub.poison : !ttg.async.token
    // CHECK-DAG: %[[TRUE:.+]] = arith.constant true
    // CHECK: %[[M:.+]] = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32
    // CHECK-NEXT: ttng.tmem_store %arg2, %[[M]], %[[TRUE]] :
    // CHECK-NEXT: ttng.tc_gen5_mma %arg0, %arg1, %[[M]], %[[TRUE]], %[[TRUE]] :
    // CHECK-NEXT: %[[L:.+]] = ttng.tmem_load %[[M]] :
    // CHECK-NEXT: tt.return %[[L]], %[[P]]
    %true = arith.constant true
    %m, %t0 = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %t1 = ttng.tmem_store %v, %m[%t0], %true : tensor<128x128xf32, #blocked> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %t2 = ttng.tc_gen5_mma %a, %b, %m[%t1], %true, %true : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %l, %t3 = ttng.tmem_load %m[%t2] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    tt.return %l, %t3 : tensor<128x128xf32, #blocked>, !ttg.async.token
  }
}
