// RUN: tt-opt %s -split-input-file -triton-nvidia-gpu-remove-tmem-tokens | FileCheck %s
// RUN: tt-opt %s -split-input-file -triton-nvidia-gpu-remove-tmem-tokens -canonicalize | FileCheck %s --check-prefix=CANON

// The tensor memory ops lose their dependency operands and token results; a token carried
// by a loop reads a poison token from the start of the function, which canonicalization
// removes with the loop-carried value. Other attributes stay.
// CHECK-LABEL: tt.func @tokens_removed
// CHECK-NEXT: %[[POISON:.*]] = ub.poison : !ttg.async.token
// CHECK: %[[ACC:.*]] = ttng.tmem_alloc %arg3 : (tensor<128x128xf32, #blocked>) -> !ttg.memdesc<128x128xf32
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[POISON]]) -> (!ttg.async.token)
// CHECK-NEXT: ttng.tc_gen5_mma %arg0, %arg1, %[[ACC]], %true, %true {two_ctas} :
// CHECK-NEXT: scf.yield %[[POISON]] : !ttg.async.token
// CHECK: %[[D:.*]] = ttng.tmem_load %[[ACC]] : !ttg.memdesc
// CHECK-NEXT: ttng.tmem_store %[[D]], %[[ACC]], %true : tensor
// CANON-LABEL: tt.func @tokens_removed
// CANON-NOT: ub.poison
// CANON-NOT: async.token
// CANON: tt.return
#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @tokens_removed(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %init: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %acc, %tok = ttng.tmem_alloc %init : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %t = scf.for %i = %c0 to %n step %c1 iter_args(%dep = %tok) -> (!ttg.async.token) : i32 {
      %mma = ttng.tc_gen5_mma %a, %b, %acc[%dep], %true, %true {two_ctas} : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      scf.yield %mma : !ttg.async.token
    }
    %d, %ltok = ttng.tmem_load %acc[%t] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    %st = ttng.tmem_store %d, %acc[%ltok], %true : tensor<128x128xf32, #blocked> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return %d : tensor<128x128xf32, #blocked>
  }
}

// -----

// A scaled MMA loses its token too; ops without tokens are left as they are.
// CHECK-LABEL: tt.func @scaled_mma
// CHECK: ttng.tc_gen5_mma_scaled %arg0, %arg1, %arg2, %arg3, %arg4, %true, %true lhs = e4m3 rhs = e4m3 :
// CHECK-NEXT: ttng.tc_gen5_mma %arg0, %arg5, %arg2, %true, %true :
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @scaled_mma(%a: !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem>, %b: !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %sa: !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory>, %sb: !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory>, %b16: !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem>) {
    %true = arith.constant true
    %tok = ttng.tc_gen5_mma_scaled %a, %b, %acc[], %sa, %sb, %true, %true lhs = e4m3 rhs = e4m3 : !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem>, !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory>, !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory>
    ttng.tc_gen5_mma %a, %b16, %acc, %true, %true : !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem>, !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
