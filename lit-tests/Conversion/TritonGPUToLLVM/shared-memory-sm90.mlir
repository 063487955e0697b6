// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=90 | FileCheck %s

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
// Storing a wgmma accumulator to a 128-byte swizzled buffer: stmatrix.x4, each thread's
// pairs of f16 packed into i32.
// CHECK-LABEL: llvm.func @stmatrix
// CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK-COUNT-4: nvvm.stmatrix %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK-NOT: nvvm.stmatrix
// CHECK-NOT: llvm.store
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @stmatrix(%x: tensor<64x64xf16, #mma>) {
    %0 = ttg.local_alloc %x {allocation.offset = 0 : i32} : (tensor<64x64xf16, #mma>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#b = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [0, 1]}>
// A transpose within one warp: 128-bit st.shared, then only the warp synchronises
// (bar.warp.sync of every lane) before ldmatrix reads the result back.
// CHECK-LABEL: llvm.func @warp_local
// CHECK-COUNT-8: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NEXT: %[[ALL:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: nvvm.bar.warp.sync %[[ALL]] : i32
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-8: nvvm.ldmatrix
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @warp_local(%x: tensor<32x32xf32, #a>) {
    %0 = ttg.convert_layout %x {allocation.offset = 0 : i32} : tensor<32x32xf32, #a> -> tensor<32x32xf32, #b>
    tt.return
  }
}
