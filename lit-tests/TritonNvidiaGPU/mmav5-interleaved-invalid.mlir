// RUN: tt-opt %s -split-input-file -verify-diagnostics

// A tcgen05 MMA cannot take A and the accumulator both from tensor memory of blockM 64 laid
// out in interleaved blocks (128 rows).

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#tmem_a = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @interleaved(%a: !ttg.memdesc<128x64xf16, #tmem_a, #ttng.tensor_memory>, %b: !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    // expected-error@below {{does not support blockM=64 with interleaved blocks in TMEM layout}}
    ttng.tc_gen5_mma %a, %b, %d, %true, %true : !ttg.memdesc<128x64xf16, #tmem_a, #ttng.tensor_memory>, !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// 64 rows of blockM 64 (no interleaving) are fine.

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#tmem_a = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @not_interleaved(%a: !ttg.memdesc<64x64xf16, #tmem_a, #ttng.tensor_memory>, %b: !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, %d: !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    ttng.tc_gen5_mma %a, %b, %d, %true, %true : !ttg.memdesc<64x64xf16, #tmem_a, #ttng.tensor_memory>, !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
