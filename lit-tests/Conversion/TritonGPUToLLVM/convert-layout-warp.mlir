// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// Layout conversions that move data only between the registers and lanes of a warp are done
// with warp shuffles (Triton's transferWithinWarp).

#src = #ttg.linear<{register = [[1]], lane = [[2], [4], [8], [16], [32]], warp = [], block = []}>
#dst = #ttg.linear<{register = [[2]], lane = [[1], [4], [8], [16], [32]], warp = [], block = []}>
// One transposition of register bit 0 with lane bit 0 and no lane permutation: the ship
// method. Each lane sends the register its partner needs by one xor shuffle and keeps the other.
// CHECK-LABEL: llvm.func @ship
// CHECK: %[[R0:.*]] = llvm.extractvalue %arg0[0]
// CHECK: %[[R1:.*]] = llvm.extractvalue %arg0[1]
// CHECK: %[[OFF:.*]] = llvm.icmp "eq" %{{.*}}, %{{.*}} : i32
// CHECK: %[[SEND:.*]] = llvm.select %[[OFF]], %[[R1]], %[[R0]] : i1, i32
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[GOT:.*]] = nvvm.shfl.sync bfly %{{.*}}, %[[SEND]], %[[ONE]], %{{.*}} : i32 -> i32
// CHECK: %[[O0:.*]] = llvm.select %[[OFF]], %[[R0]], %[[GOT]] : i1, i32
// CHECK: %[[O1:.*]] = llvm.select %[[OFF]], %[[GOT]], %[[R1]] : i1, i32
// CHECK: llvm.insertvalue %[[O0]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[O1]], %{{.*}}[1]
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ship(%x: tensor<64xi32, #src>) {
    %0 = ttg.convert_layout %x : tensor<64xi32, #src> -> tensor<64xi32, #dst>
    tt.return
  }
}

// -----

#src = #ttg.linear<{register = [[1]], lane = [[2], [4], [8], [16], [32]], warp = [], block = []}>
#dst = #ttg.linear<{register = [[32]], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
// A transposition with a lane permutation: the swap method. Selects on the lane bit the
// permutation moves to bit 0 (16), one indexed shuffle per register from the permuted lane
// (xor 16 for the second register), then selects on lane bit 0.
// CHECK-LABEL: llvm.func @swap_with_lane_permutation
// CHECK: %[[R0:.*]] = llvm.extractvalue %arg0[0]
// CHECK: %[[R1:.*]] = llvm.extractvalue %arg0[1]
// CHECK: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[B16:.*]] = llvm.and %{{.*}}, %[[C16]] : i32
// CHECK: %[[OFF16:.*]] = llvm.icmp "eq" %[[B16]], %{{.*}} : i32
// CHECK: %[[A0:.*]] = llvm.select %[[OFF16]], %[[R0]], %[[R1]] : i1, f32
// CHECK: %[[A1:.*]] = llvm.select %[[OFF16]], %[[R1]], %[[R0]] : i1, f32
// CHECK: %[[IDX0:.*]] = llvm.xor %[[PERM:.*]], %{{.*}} : i32
// CHECK: %[[S0:.*]] = llvm.bitcast %[[A0]] : f32 to i32
// CHECK: nvvm.shfl.sync idx %{{.*}}, %[[S0]], %[[IDX0]], %{{.*}} : i32 -> i32
// CHECK: %[[X16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[IDX1:.*]] = llvm.xor %[[PERM]], %[[X16]] : i32
// CHECK: %[[S1:.*]] = llvm.bitcast %[[A1]] : f32 to i32
// CHECK: nvvm.shfl.sync idx %{{.*}}, %[[S1]], %[[IDX1]], %{{.*}} : i32 -> i32
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[B1:.*]] = llvm.and %{{.*}}, %[[C1]] : i32
// CHECK: %[[OFF1:.*]] = llvm.icmp "eq" %[[B1]], %{{.*}} : i32
// CHECK-COUNT-2: llvm.select %[[OFF1]]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @swap_with_lane_permutation(%x: tensor<64xf32, #src>) {
    %0 = ttg.convert_layout %x : tensor<64xf32, #src> -> tensor<64xf32, #dst>
    tt.return
  }
}

// -----

#src = #ttg.linear<{register = [[1]], lane = [[2], [4], [8], [16], [32]], warp = [], block = []}>
#dst = #ttg.linear<{register = [[1]], lane = [[4], [2], [8], [16], [32]], warp = [], block = []}>
// Only lanes move: one indexed shuffle per register from the permuted lane, no selects.
// CHECK-LABEL: llvm.func @lanes_only
// CHECK-NOT: llvm.select %{{.*}} : i1, f32
// CHECK-COUNT-2: nvvm.shfl.sync idx
// CHECK-NOT: llvm.select %{{.*}} : i1, f32
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @lanes_only(%x: tensor<64xf32, #src>) {
    %0 = ttg.convert_layout %x : tensor<64xf32, #src> -> tensor<64xf32, #dst>
    tt.return
  }
}

// -----

#src = #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [16], [32], [64]], warp = [], block = []}>
#dst = #ttg.linear<{register = [[1], [4]], lane = [[2], [8], [16], [32], [64]], warp = [], block = []}>
// 16-bit elements travel two to a 32-bit register: packed as vector<2xf16>, shuffled once,
// unpacked.
// CHECK-LABEL: llvm.func @packed_f16
// CHECK: %[[P0:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: %[[P1:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: llvm.select %{{.*}}, %[[P1]], %[[P0]] : i1, i32
// CHECK: nvvm.shfl.sync bfly
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @packed_f16(%x: tensor<128xf16, #src>) {
    %0 = ttg.convert_layout %x : tensor<128xf16, #src> -> tensor<128xf16, #dst>
    tt.return
  }
}

// -----

#l0 = #ttg.linear<{register = [[1], [2], [4]], lane = [[8], [16], [32], [64], [128]], warp = [], block = []}>
#l1 = #ttg.linear<{register = [[2], [1], [8]], lane = [[4], [16], [32], [64], [128]], warp = [], block = []}>
// Bytes packed four to a register: the swap of the two low register bits folds into byte
// permutes (prmt) around the shuffle. Triton 3.6 also keeps that swap in its register
// permutation, so its kernel misplaces half the bytes on the GPU; ttgo drops it there and
// departs from Triton's output (layout.DecomposeWarpConversion's simulation test checks it).
// CHECK-LABEL: llvm.func @packed_bytes_prmt
// CHECK: llvm.call_intrinsic "llvm.nvvm.prmt"
// CHECK: nvvm.shfl.sync bfly
// CHECK: llvm.call_intrinsic "llvm.nvvm.prmt"
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @packed_bytes_prmt(%x: tensor<256xi8, #l0>) {
    %0 = ttg.convert_layout %x : tensor<256xi8, #l0> -> tensor<256xi8, #l1>
    tt.return
  }
}

// -----

#src = #ttg.linear<{register = [[1]], lane = [[2], [4], [8], [16], [32]], warp = [], block = []}>
#dst = #ttg.linear<{register = [[0], [2]], lane = [[1], [4], [8], [16], [32]], warp = [], block = []}>
// A broadcast register of the destination repeats the converted values.
// CHECK-LABEL: llvm.func @broadcast_destination
// CHECK: nvvm.shfl.sync bfly
// CHECK: %[[O0:.*]] = llvm.select
// CHECK: %[[O1:.*]] = llvm.select
// CHECK: llvm.insertvalue %[[O0]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[O0]], %{{.*}}[1]
// CHECK: llvm.insertvalue %[[O1]], %{{.*}}[2]
// CHECK: llvm.insertvalue %[[O1]], %{{.*}}[3]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @broadcast_destination(%x: tensor<64xi32, #src>) {
    %0 = ttg.convert_layout %x : tensor<64xi32, #src> -> tensor<64xi32, #dst>
    tt.return
  }
}

// -----

#src = #ttg.linear<{register = [[1]], lane = [[2], [4], [8], [16], [32]], warp = [], block = []}>
#dst = #ttg.linear<{register = [[2]], lane = [[1], [4], [8], [16], [32]], warp = [], block = []}>
// Pointers are shuffled as i64 in two 32-bit halves.
// CHECK-LABEL: llvm.func @pointers
// CHECK: %[[I:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
// CHECK: llvm.bitcast %[[I]] : i64 to vector<2xf32>
// CHECK-COUNT-2: nvvm.shfl.sync bfly
// CHECK: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @pointers(%x: tensor<64x!tt.ptr<f32>, #src>) {
    %0 = ttg.convert_layout %x : tensor<64x!tt.ptr<f32>, #src> -> tensor<64x!tt.ptr<f32>, #dst>
    tt.return
  }
}
