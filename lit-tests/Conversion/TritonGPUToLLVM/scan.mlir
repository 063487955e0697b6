// RUN: tt-opt %s -split-input-file --allocate-shared-memory --convert-triton-gpu-to-llvm | FileCheck %s

// tt.scan (Triton's ScanOpToLLVM): a running combination within each thread's contiguous
// elements, a Hillis-Steele scan across the lanes with shuffles up, then the partial results
// of earlier warps and chunks.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// One element per lane: log2(32) rounds of shuffle up by 1, 2, 4, 8, 16, each combined where
// the lane along the axis is at least that far in.
// CHECK-LABEL: llvm.func @lanes
// CHECK: %[[X:.*]] = llvm.extractvalue %arg0[0]
// CHECK: %[[D1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[UP1:.*]] = nvvm.shfl.sync up %{{.*}}, %[[X]], %[[D1]], %{{.*}} : i32 -> i32
// CHECK: %[[GE1:.*]] = llvm.icmp "sge" %[[LANE:.*]], %{{.*}} : i32
// CHECK: %[[S1:.*]] = llvm.add %[[UP1]], %[[X]] : i32
// CHECK: %[[A1:.*]] = llvm.select %[[GE1]], %[[S1]], %[[X]] : i1, i32
// CHECK: nvvm.shfl.sync up %{{.*}}, %[[A1]]
// CHECK-COUNT-3: nvvm.shfl.sync up
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.insertvalue
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @lanes(%x: tensor<32xi32, #blocked>) {
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<32xi32, #blocked>) -> tensor<32xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// Two contiguous elements per thread: the second adds the first, the lanes scan the
// thread totals, and each first element adds the total of the lane below (none on lane 0).
// CHECK-LABEL: llvm.func @chunks
// CHECK: %[[E0:.*]] = llvm.extractvalue %arg0[0]
// CHECK: %[[E1:.*]] = llvm.extractvalue %arg0[1]
// CHECK: %[[T:.*]] = llvm.fadd %[[E0]], %[[E1]] : f32
// CHECK-COUNT-5: nvvm.shfl.sync up
// CHECK: %[[LAST:.*]] = llvm.select
// CHECK: %[[PREV:.*]] = nvvm.shfl.sync up %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
// CHECK: %[[PREVF:.*]] = llvm.bitcast %[[PREV]] : i32 to f32
// CHECK: %[[CARRY:.*]] = llvm.select %[[FIRSTLANE:.*]], %[[T0:.*]], %[[PREVF]] : i1, f32
// CHECK: %[[E0S:.*]] = llvm.fadd %[[CARRY]], %[[E0]] : f32
// CHECK: llvm.select %[[FIRSTTHREAD:.*]], %[[E0]], %[[E0S]] : i1, f32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @chunks(%x: tensor<64xf32, #blocked>) {
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<64xf32, #blocked>) -> tensor<64xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// The tensor wraps twice around the warp: the second block adds the first block's total,
// read from the last lane by an indexed shuffle.
// CHECK-LABEL: llvm.func @blocks
// CHECK: nvvm.shfl.sync idx
// CHECK: llvm.add
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @blocks(%x: tensor<64xi32, #blocked>) {
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<64xi32, #blocked>) -> tensor<64xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// Four warps along the axis: the last lane of each warp stores its total to shared memory,
// and after a barrier every thread loads the four totals and adds those of the warps before
// its own.
// CHECK-LABEL: llvm.func @warps
// CHECK-COUNT-5: nvvm.shfl.sync up
// CHECK: llvm.mlir.addressof @global_smem
// CHECK: llvm.inline_asm {{.*}}st.shared.b32
// CHECK: nvvm.barrier0
// CHECK: llvm.icmp "ne"
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: llvm.icmp "sge"
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @warps(%x: tensor<128xi32, #blocked>) {
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// A reverse scan flips the lanes with butterfly shuffles (16, 8, 4, 2, 1) before and after.
// CHECK-LABEL: llvm.func @reverse
// CHECK-COUNT-5: nvvm.shfl.sync bfly
// CHECK-COUNT-5: nvvm.shfl.sync up
// CHECK-COUNT-5: nvvm.shfl.sync bfly
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reverse(%x: tensor<32xi32, #blocked>) {
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = true}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<32xi32, #blocked>) -> tensor<32xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
// Several operands scan together through one combine region.
// CHECK-LABEL: llvm.func @two_operands
// CHECK: %[[V:.*]] = nvvm.shfl.sync up %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
// CHECK: llvm.bitcast %[[V]] : i32 to f32
// CHECK: nvvm.shfl.sync up
// CHECK: llvm.fcmp "ogt"
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_operands(%x: tensor<32x1xf32, #blocked>, %i: tensor<32x1xi32, #blocked>) {
    %0:2 = "tt.scan"(%x, %i) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %ai: i32, %b: f32, %bi: i32):
      %gt = arith.cmpf ogt, %a, %b : f32
      %v = arith.select %gt, %a, %b : f32
      %j = arith.select %gt, %ai, %bi : i32
      tt.scan.return %v, %j : f32, i32
    }) : (tensor<32x1xf32, #blocked>, tensor<32x1xi32, #blocked>) -> (tensor<32x1xf32, #blocked>, tensor<32x1xi32, #blocked>)
    tt.return
  }
}

// -----

#layout = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [2], order = [0]}>
// Warps of 16 lanes and a tensor smaller than a warp: lane bit 3 and the warp bit broadcast,
// so one warp scans along the axis with the lane id's low three bits, in three rounds.
// Triton requests 32 threads a warp whatever the module's warp size.
// CHECK-LABEL: llvm.func @sixteen_lanes
// CHECK-SAME: nvvm.reqntid = array<i32: 64>
// CHECK: %[[SEVEN:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK: llvm.and %[[SEVEN]], %{{.*}} : i32
// CHECK-COUNT-3: nvvm.shfl.sync up
// CHECK-NOT: nvvm.shfl.sync
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 16 : i32} {
  tt.func public @sixteen_lanes(%arg0: tensor<8xi32, #layout>) {
    %0 = "tt.scan"(%arg0) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<8xi32, #layout>) -> tensor<8xi32, #layout>
    tt.return
  }
}
