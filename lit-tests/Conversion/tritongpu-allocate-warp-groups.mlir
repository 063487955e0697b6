// RUN: tt-opt %s -split-input-file --tritongpu-allocate-warp-groups | FileCheck %s

// Without warp specialization the total is the module's warps.
// CHECK: module attributes {{.*}}"ttg.total-num-warps" = 4 : i32
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @plain() {
    tt.return
  }
}

// -----

// Partitions of 2 and 1 warps round up to one warp group: a padding partition of one warp
// is added, start ids go to the largest partitions first.
// CHECK: module attributes {{.*}}"ttg.total-num-warps" = 8 : i32
module attributes {"ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: tt.func @pad
  tt.func @pad() {
    // CHECK: ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4, 6, 7>}
    // CHECK: partition2() num_warps(1)
    // CHECK-NEXT: ttg.warp_return
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(2) {
      ttg.warp_return
    }
    partition1() num_warps(1) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}
