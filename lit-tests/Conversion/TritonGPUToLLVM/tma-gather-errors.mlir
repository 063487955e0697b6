// RUN: tt-opt %s -split-input-file -verify-diagnostics --convert-triton-gpu-to-llvm=compute-capability=100

// gather4 reads 4 rows per message: each thread must hold at least 4 x offsets.
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @too_few_offsets(%desc: !tt.tensordesc<tensor<1x128xbf16, #shared1>>, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %x: tensor<8xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %dst: !ttg.memdesc<8x128xbf16, #shared1, #smem, mutable>, %p: i1) {
    // expected-error@below {{must have at least 4 x offsets per warp}}
    ttng.async_tma_gather %desc[%x, %y] %dst, %bar, %p : !tt.tensordesc<tensor<1x128xbf16, #shared1>>, tensor<8xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<8x128xbf16, #shared1, #smem, mutable>, i1
    tt.return
  }
}

