// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// The thread count counts the warps warp specialization adds (ttg.total-num-warps), and the
// module's register limit becomes nvvm.maxnreg.
// CHECK-LABEL: llvm.func @total_warps(
// CHECK-SAME: attributes {nvvm.kernel = 1 : ui1, nvvm.maxnreg = 128 : i32, nvvm.reqntid = array<i32: 256>}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 8 : i32, ttg.maxnreg = 128 : i32} {
  tt.func public @total_warps() {
    tt.return
  }
}

// -----

// A function's own ttg.num-warps sets its thread count and is not carried over.
// CHECK-LABEL: llvm.func @own_warps(
// CHECK-SAME: attributes {nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 64>}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @own_warps() attributes {"ttg.num-warps" = 2 : i32} {
    tt.return
  }
}

// -----

// Several CTAs ask for a cluster of that many.
// CHECK-LABEL: llvm.func @cluster(
// CHECK-SAME: nvvm.cluster_dim = array<i32: 2>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cluster() {
    tt.return
  }
}
