// RUN: tt-opt %s --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s

// The partitions op the custom parser of ttg.warp_specialize builds is located at the first
// `partition` keyword, as MLIR's getEncodedSourceLoc gives it, and prints as a file location.

// CHECK: "ttg.warp_specialize.partitions"() ({
// CHECK: }) : () -> () loc(#[[LOC:loc[0-9]*]])
// CHECK: #[[LOC]] = loc("{{.*}}warp-specialize-partitions-loc.mlir":15:3)
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @ws(%p: !tt.ptr<i32>) {
  ttg.warp_specialize(%p)
  default {
    ttg.warp_yield
  }
  partition0(%q: !tt.ptr<i32>) num_warps(4) {
    ttg.warp_return
  } : (!tt.ptr<i32>) -> ()
  tt.return
}
}
