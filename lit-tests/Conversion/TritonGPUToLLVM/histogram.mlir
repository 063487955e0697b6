// RUN: tt-opt %s -split-input-file --allocate-shared-memory --convert-triton-gpu-to-llvm | FileCheck %s

// tt.histogram (Triton's HistogramOpToLLVM): per element, one ballot per bit of the bin index;
// each lane owns numBins/32 bins and counts its bins' elements with popcounts; the warps'
// counts meet in shared memory through atomic adds.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// 64 bins: six ballots per element (bits 1-5 pick the owning lane, bit 0 one of its two
// bins), the input mask ballotted too, two popcounts per element.
// CHECK-LABEL: llvm.func @histogram
// CHECK: %[[X:.*]] = llvm.extractvalue %arg0[0]
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[B0:.*]] = llvm.and %[[X]], %[[C1]] : i32
// CHECK: %[[NE0:.*]] = llvm.icmp "ne" %[[B0]], %{{.*}} : i32
// CHECK: nvvm.vote.sync ballot %{{.*}}, %[[NE0]] -> i32
// CHECK-COUNT-5: nvvm.vote.sync ballot
// CHECK: nvvm.vote.sync ballot %{{.*}}, %{{.*}} -> i32
// CHECK-COUNT-2: llvm.intr.ctpop
// CHECK: llvm.mlir.addressof @global_smem
// CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.atomicrmw add %{{.*}}, %{{.*}} monotonic : !llvm.ptr<3>, i32
// CHECK: nvvm.barrier0
// CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.sdiv %[[V]], %[[ONE]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @histogram(%x: tensor<128xi32, #blocked>, %m: tensor<128xi1, #blocked>) {
    %0 = tt.histogram %x, %m : tensor<128xi32, #blocked> -> tensor<64xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// 32 elements on 128 threads: each element sits in four warps, so the counts are divided
// by 4. Without a mask no mask ballot is taken.
// CHECK-LABEL: llvm.func @replicated
// CHECK-COUNT-5: nvvm.vote.sync ballot
// CHECK-NOT: nvvm.vote.sync
// CHECK: llvm.intr.ctpop
// CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: %[[FOUR:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK: llvm.sdiv %[[V]], %[[FOUR]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @replicated(%x: tensor<32xi32, #blocked>) {
    %0 = tt.histogram %x : tensor<32xi32, #blocked> -> tensor<32xi32, #blocked>
    tt.return
  }
}
