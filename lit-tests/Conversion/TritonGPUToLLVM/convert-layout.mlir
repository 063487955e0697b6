// RUN: tt-opt %s -split-input-file -verify-diagnostics=only-expected --convert-triton-gpu-to-llvm | FileCheck %s

#row = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#col = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
// Only the register order differs: the registers are permuted within the thread.
// CHECK-LABEL: llvm.func @registers
// CHECK: %[[R0:.*]] = llvm.extractvalue %arg0[0]
// CHECK: %[[R1:.*]] = llvm.extractvalue %arg0[1]
// CHECK: %[[R2:.*]] = llvm.extractvalue %arg0[2]
// CHECK: %[[R3:.*]] = llvm.extractvalue %arg0[3]
// CHECK: llvm.insertvalue %[[R0]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[R2]], %{{.*}}[1]
// CHECK: llvm.insertvalue %[[R1]], %{{.*}}[2]
// CHECK: llvm.insertvalue %[[R3]], %{{.*}}[3]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @registers(%x: tensor<64x2xf32, #row>) {
    %0 = ttg.convert_layout %x : tensor<64x2xf32, #row> -> tensor<64x2xf32, #col>
    tt.return
  }
}

// -----

#a = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#b = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
// Equivalent layouts: the value passes through.
// CHECK-LABEL: llvm.func @same
// CHECK-NOT: llvm.insertvalue
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @same(%x: tensor<32xf32, #a>) {
    %0 = ttg.convert_layout %x : tensor<32xf32, #a> -> tensor<32xf32, #b>
    tt.return
  }
}
