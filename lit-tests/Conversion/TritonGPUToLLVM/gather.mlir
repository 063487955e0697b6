// RUN: tt-opt %s -split-input-file -verify-diagnostics=only-expected --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// A gather across warps goes through shared memory: store every source register at its
// coordinate, a barrier, then load at the gathered coordinates.
// CHECK-LABEL: llvm.func @gather
// CHECK: llvm.mlir.addressof @global_smem
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[I:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%[[I]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT: llvm.load %[[P]] : !llvm.ptr<3> -> f32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather(%src: tensor<64xf32, #blocked>, %idx: tensor<64xi32, #blocked>) {
    %0 = tt.gather %src[%idx] {allocation.offset = 0 : i32, axis = 0 : i32} : (tensor<64xf32, #blocked>, tensor<64xi32, #blocked>) -> tensor<64xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// A gather within one warp reads the source by shuffles: the index names the lane that holds
// the element, and a select keeps the value of the source register it lives in.
// CHECK-LABEL: llvm.func @warp_local
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[I:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK: %[[U:.*]] = llvm.mlir.undef : f32
// CHECK: nvvm.shfl.sync  idx %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
// CHECK: %[[V:.*]] = llvm.bitcast %{{.*}} : i32 to f32
// CHECK: %[[EQ:.*]] = llvm.icmp "eq"
// CHECK-NEXT: llvm.select %[[EQ]], %[[V]], %[[U]] : i1, f32
// CHECK-NOT: llvm.store
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @warp_local(%src: tensor<32xf32, #blocked>, %idx: tensor<32xi32, #blocked>) {
    %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<32xf32, #blocked>, tensor<32xi32, #blocked>) -> tensor<32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
// Two source registers per column: two shuffles from the lane the index names, and selects
// on which of the two registers holds the element.
// CHECK-LABEL: llvm.func @warp_local_two_registers
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-2: nvvm.shfl.sync  idx
// CHECK: llvm.select
// CHECK-COUNT-2: nvvm.shfl.sync  idx
// CHECK: llvm.select
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @warp_local_two_registers(%src: tensor<32x8xf32, #blocked>, %idx: tensor<32x8xi32, #blocked>) {
    %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<32x8xf32, #blocked>, tensor<32x8xi32, #blocked>) -> tensor<32x8xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
// Source and indices hold a column in different lanes: the gather is not warp-local, and
// goes through shared memory.
// CHECK-LABEL: llvm.func @lanes_differ
// CHECK: llvm.store
// CHECK: nvvm.barrier0
// CHECK: llvm.load
// CHECK-NOT: nvvm.shfl.sync
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func public @lanes_differ(%idx: tensor<16x4xi32, #blocked1>, %src: tensor<8x4xf32, #blocked>) {
    %0 = tt.gather %src[%idx] {allocation.offset = 0 : i32, axis = 0 : i32} : (tensor<8x4xf32, #blocked>, tensor<16x4xi32, #blocked1>) -> tensor<16x4xf32, #blocked1>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, warpsPerCTA = [4, 1], instrShape = [1, 1]}>
#dot = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
// A dot operand's layout does not depend on its mma parent's instruction shape: a source in
// it is gathered through shared memory, its four registers stored first.
// CHECK-LABEL: llvm.func @dot_operand_source
// CHECK-COUNT-4: llvm.store
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.load
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func public @dot_operand_source(%idx: tensor<16x4xi32, #blocked>, %src: tensor<8x4xf32, #dot>) {
    %0 = tt.gather %src[%idx] {allocation.offset = 0 : i32, axis = 0 : i32} : (tensor<8x4xf32, #dot>, tensor<16x4xi32, #blocked>) -> tensor<16x4xf32, #blocked>
    tt.return
  }
}
