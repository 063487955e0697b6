// RUN: tt-opt %s -split-input-file -tritongpu-promote-lhs-to-tmem | FileCheck %s

// A computed A operand whose layout tcgen05.st can store is allocated in tensor memory as
// it is, with the accumulator's blockM and its own K as blockN; the shared memory copy goes.

// CHECK: #[[$TMEMA:.+]] = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: @compatible_layout
  tt.func @compatible_layout(%x: tensor<128x64xf32, #blocked>, %b: !ttg.memdesc<64x128xf16, #shared1, #ttg.shared_memory>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    // CHECK: %[[A:.+]] = arith.truncf
    // CHECK-NEXT: %[[T:.+]] = ttng.tmem_alloc %[[A]] : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #[[$TMEMA:.+]], #ttng.tensor_memory>
    // CHECK-NEXT: ttng.tc_gen5_mma %[[T]], %arg1, %arg2
    %a = arith.truncf %x : tensor<128x64xf32, #blocked> to tensor<128x64xf16, #blocked>
    %s = ttg.local_alloc %a : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>
    ttng.tc_gen5_mma %s, %b, %acc, %true, %true : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #shared1, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// A computed A operand in a layout tcgen05.st cannot store is converted to the default
// tensor memory layout first.

// CHECK: #[[$DEF:.+]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32{{\]\]}}, lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0{{\]\]}}, warp = {{\[\[}}32, 0], [64, 0{{\]\]}}, block = []}>

#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: @converted_layout
  tt.func @converted_layout(%x: tensor<128x64xf32, #blocked1>, %b: !ttg.memdesc<64x128xf16, #shared1, #ttg.shared_memory>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    // CHECK: %[[A:.+]] = arith.truncf
    // CHECK-NEXT: %[[C:.+]] = ttg.convert_layout %[[A]] : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #[[$DEF]]>
    // CHECK-NEXT: %[[T:.+]] = ttng.tmem_alloc %[[C]] : (tensor<128x64xf16, #[[$DEF]]>)
    // CHECK-NEXT: ttng.tc_gen5_mma %[[T]]
    %a = arith.truncf %x : tensor<128x64xf32, #blocked1> to tensor<128x64xf16, #blocked1>
    %s = ttg.local_alloc %a : (tensor<128x64xf16, #blocked1>) -> !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>
    ttng.tc_gen5_mma %s, %b, %acc, %true, %true : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #shared1, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// A loaded A operand (here a block argument) in a layout tcgen05.st cannot store stays in
// shared memory.

#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: @loaded_operand
  tt.func @loaded_operand(%a: tensor<128x64xf16, #blocked1>, %b: !ttg.memdesc<64x128xf16, #shared1, #ttg.shared_memory>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    // CHECK-NOT: ttng.tmem_alloc
    // CHECK: ttng.tc_gen5_mma %{{.+}}, %arg1
    %s = ttg.local_alloc %a : (tensor<128x64xf16, #blocked1>) -> !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>
    ttng.tc_gen5_mma %s, %b, %acc, %true, %true : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #shared1, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// 8-bit A operands are not promoted.

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: @fp8_operand
  tt.func @fp8_operand(%x: tensor<128x64xf32, #blocked>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared1, #ttg.shared_memory>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    // CHECK-NOT: ttng.tmem_alloc
    // CHECK: ttng.tc_gen5_mma
    %a = tt.fp_to_fp %x, rounding = rtne : tensor<128x64xf32, #blocked> -> tensor<128x64xf8E4M3FN, #blocked>
    %s = ttg.local_alloc %a : (tensor<128x64xf8E4M3FN, #blocked>) -> !ttg.memdesc<128x64xf8E4M3FN, #shared, #ttg.shared_memory>
    ttng.tc_gen5_mma %s, %b, %acc, %true, %true : !ttg.memdesc<128x64xf8E4M3FN, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf8E4M3FN, #shared1, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// An allocation outside the region of the MMA (here above its loop) is not promoted, to keep
// the tensor memory's live range within one block.

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: @other_region
  tt.func @other_region(%x: tensor<128x64xf32, #blocked>, %b: !ttg.memdesc<64x128xf16, #shared1, #ttg.shared_memory>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %n: i32) {
    %true = arith.constant true
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // CHECK-NOT: ttng.tmem_alloc
    // CHECK: scf.for
    %a = arith.truncf %x : tensor<128x64xf32, #blocked> to tensor<128x64xf16, #blocked>
    %s = ttg.local_alloc %a : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>
    scf.for %i = %c0 to %n step %c1 : i32 {
      ttng.tc_gen5_mma %s, %b, %acc, %true, %true : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #shared1, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    }
    tt.return
  }
}
