// RUN: tt-opt %s -sccp | FileCheck %s

// ttg.warp_specialize is a region branch, as Triton's RegionBranchOpInterface makes it: what
// its default region yields flows to its results, so sccp folds their users. Control never
// enters the partitions (Triton's getSuccessorRegions gives only the default region), so sccp
// leaves them as they are.

// CHECK-LABEL: tt.func @ws(
// CHECK-DAG:     %[[C14:.*]] = arith.constant 14 : i32
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : i32
// CHECK:         ttg.warp_specialize(
// CHECK-NEXT:    default {
// CHECK-NEXT:      ttg.warp_yield %[[C7]] : i32
// CHECK:         partition0(%[[Q:.*]]: !tt.ptr<i32>) num_warps(4) {
// CHECK-NEXT:      %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      %[[T:.*]] = arith.addi %[[C1]], %[[C2]] : i32
// CHECK-NEXT:      tt.store %[[Q]], %[[T]] : !tt.ptr<i32>
// CHECK:         tt.return %[[C14]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @ws(%p: !tt.ptr<i32>) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = ttg.warp_specialize(%p)
  default {
    %c4 = arith.constant 4 : i32
    %s = arith.addi %c3, %c4 : i32
    ttg.warp_yield %s : i32
  }
  partition0(%q: !tt.ptr<i32>) num_warps(4) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %t = arith.addi %c1, %c2 : i32
    tt.store %q, %t : !tt.ptr<i32>
    ttg.warp_return
  } : (!tt.ptr<i32>) -> i32
  %u = arith.addi %r, %r : i32
  tt.return %u : i32
}
}
