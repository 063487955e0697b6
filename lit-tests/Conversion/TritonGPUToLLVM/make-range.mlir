// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// make_range: the thread's coordinates through the linear layout (the lane above the register
// bit; one warp folds to a constant), one xor per register, plus start.
// CHECK-LABEL: llvm.func @make_range
// CHECK: %[[START:.*]] = llvm.mlir.constant(8 : index) : i32
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[MASK:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK: %[[LANE:.*]] = llvm.and %[[TID]], %[[MASK]] : i32
// CHECK: nvg.cluster_id
// CHECK: llvm.shl %[[LANE]]
// CHECK-NOT: llvm.urem
// CHECK: %[[BASE:.*]] = llvm.or disjoint
// CHECK: %[[X:.*]] = llvm.xor %{{.*}}, %[[BASE]] : i32
// CHECK: %[[R0:.*]] = llvm.xor %[[X]], %{{.*}} : i32
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[R1:.*]] = llvm.xor %[[X]], %[[ONE]] : i32
// CHECK: llvm.add %[[R0]], %[[START]] : i32
// CHECK: llvm.add %[[R1]], %[[START]] : i32
// CHECK: llvm.insertvalue {{.*}}[1] : !llvm.struct<(i32, i32)>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @make_range() {
    %0 = tt.make_range {end = 72 : i32, start = 8 : i32} : tensor<64xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// With several warps the thread id splits into lane and warp.
// CHECK-LABEL: llvm.func @warps
// CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT: %[[LANE:.*]] = llvm.urem %{{.*}}, %[[C32]] : i32
// CHECK-NEXT: %[[WARP:.*]] = llvm.udiv %{{.*}}, %[[C32]] : i32
// CHECK: llvm.shl %[[LANE]]
// CHECK: llvm.shl %[[WARP]]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @warps() {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}
