// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv='compute-capability=90 ptx-version=87' | FileCheck %s

// Two buffers live at the same time get disjoint offsets, aligned to 128 bytes per
// swizzling phase of their nvmma_shared layout.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
// CHECK: module attributes {{.*}}ttg.shared = 16384 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @both_live
  tt.func @both_live() {
    // CHECK: ttg.local_alloc {allocation.offset = 0 : i32}
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    // CHECK: ttg.local_alloc {allocation.offset = 8192 : i32}
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %a : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %b : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A buffer dead before the next one is allocated leaves its memory to it.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
// CHECK: module attributes {{.*}}ttg.shared = 8192 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @reuse
  tt.func @reuse() {
    // CHECK: ttg.local_alloc {allocation.offset = 0 : i32}
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %a : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    // CHECK: ttg.local_alloc {allocation.offset = 0 : i32}
    %b = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %b : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A layout conversion that moves data between warps needs scratch; one that only
// reorders registers does not.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK: module attributes {{.*}}ttg.shared = 4096 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @convert
  tt.func @convert(%x: tensor<32x32xf32, #blocked>) -> tensor<32x32xf32, #blocked1> {
    // CHECK: ttg.convert_layout %{{.*}} {allocation.offset = 0 : i32}
    %y = ttg.convert_layout %x : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
    tt.return %y : tensor<32x32xf32, #blocked1>
  }
}

// -----

// A reduction within one warp along its axis needs no scratch; across warps it needs one
// element per warp for every row.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK: module attributes {{.*}}ttg.shared = 64 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @reduce_across_warps
  tt.func @reduce_across_warps(%x: tensor<4x512xf32, #blocked>) -> tensor<4xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    // CHECK: }) {allocation.offset = 0 : i32}
    %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<4x512xf32, #blocked>) -> tensor<4xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %r : tensor<4xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}
