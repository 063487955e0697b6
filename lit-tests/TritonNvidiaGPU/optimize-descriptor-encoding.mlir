// RUN: tt-opt %s -split-input-file --triton-nvidia-optimize-descriptor-encoding | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A descriptor takes the nvmma_shared layout its loads are stored into, in the function's
// type too.
// CHECK: #[[$NVMMA64:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: @layout_from_alloc
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<64x64xf16, #[[$NVMMA64]]>>
// CHECK: tt.descriptor_load %arg0[%arg1, %arg1] : !tt.tensordesc<tensor<64x64xf16, #[[$NVMMA64]]>>
tt.func public @layout_from_alloc(%d: !tt.tensordesc<tensor<64x64xf16>>, %i: i32) -> !ttg.memdesc<64x64xf16, #nvmma64, #smem> {
  %v = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
  %a = ttg.local_alloc %v : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma64, #smem>
  tt.return %a : !ttg.memdesc<64x64xf16, #nvmma64, #smem>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// Without such a user the block gets the widest swizzle its rows allow: 64 halves, 128 bytes.
// CHECK: #[[$NVMMA128:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: @fallback_layout
// CHECK: tt.descriptor_store %arg0[%arg1, %arg1], %arg2 : !tt.tensordesc<tensor<64x64xf16, #[[$NVMMA128]]>>
tt.func public @fallback_layout(%d: !tt.tensordesc<tensor<64x64xf16>>, %i: i32, %v: tensor<64x64xf16, #blocked>) {
  tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// Rows of 16 bytes allow no swizzle.
// CHECK: #[[$NVMMA0:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: @narrow_rows
// CHECK: !tt.tensordesc<tensor<64x8xf16, #[[$NVMMA0]]>>
tt.func public @narrow_rows(%d: !tt.tensordesc<tensor<64x8xf16>>, %i: i32, %v: tensor<64x8xf16, #blocked>) {
  tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<64x8xf16>>, tensor<64x8xf16, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A descriptor argument of a private function keeps the default layout whatever its users
// want.
// CHECK: #[[$NVMMA128:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: @not_a_kernel
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<64x64xf16, #[[$NVMMA128]]>>
tt.func private @not_a_kernel(%d: !tt.tensordesc<tensor<64x64xf16>>, %i: i32) -> !ttg.memdesc<64x64xf16, #nvmma64, #smem> {
  %v = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
  %a = ttg.local_alloc %v : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma64, #smem>
  tt.return %a : !ttg.memdesc<64x64xf16, #nvmma64, #smem>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// The layout a load inside a loop asks for reaches the loop's initial descriptor.
// CHECK: #[[$NVMMA64:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: @through_loop
// CHECK-SAME: (%arg0: !tt.tensordesc<tensor<64x64xf16, #[[$NVMMA64]]>>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %arg0) -> (!tt.tensordesc<tensor<64x64xf16, #[[$NVMMA64]]>>)
tt.func public @through_loop(%d: !tt.tensordesc<tensor<64x64xf16>>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%e = %d) -> (!tt.tensordesc<tensor<64x64xf16>>) : i32 {
    %v = tt.descriptor_load %e[%i, %i] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
    %a = ttg.local_alloc %v : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma64, #smem>
    scf.yield %e : !tt.tensordesc<tensor<64x64xf16>>
  }
  tt.return
}
}
