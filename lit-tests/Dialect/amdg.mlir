// RUN: tt-opt %s -split-input-file | FileCheck %s
// RUN: tt-opt %s -split-input-file | tt-opt -split-input-file | FileCheck %s
// RUN: tt-opt %s -split-input-file --mlir-print-op-generic | tt-opt -split-input-file | FileCheck %s

// amdg.local_load_packed_tranposed prints back as Triton 3.6 prints it: the source type
// qualified, the optional token after `token`.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#mfma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [16, 16, 128], isTransposed = true}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  // CHECK-LABEL: @packed_b
  // CHECK-NEXT: amdg.local_load_packed_tranposed %arg0 : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
  // CHECK-NEXT: amdg.local_load_packed_tranposed %arg0 token %arg1 : !ttg.memdesc<128x64xi8, #shared, #smem>
  tt.func @packed_b(%src: !ttg.memdesc<128x64xi8, #shared, #smem>, %tok: !ttg.async.token) {
    %0 = amdg.local_load_packed_tranposed %src : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 16}>>
    %1 = amdg.local_load_packed_tranposed %src token %tok : !ttg.memdesc<128x64xi8, #shared, #smem> -> tensor<64x128xi8, #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 16}>>
    tt.return
  }
}
