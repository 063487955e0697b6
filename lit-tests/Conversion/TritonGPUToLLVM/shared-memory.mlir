// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

#a = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [0, 1]}>
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 2], order = [0, 1]}>
// Moving data between warps goes through the conversion's scratch at its allocation.offset:
// each thread stores its two f32 as i32 with st.shared (a plain llvm.store, the predicate
// being true), the CTA synchronises, and each thread loads its two elements back.
// CHECK-LABEL: llvm.func @warps
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: %[[BASE:.*]] = llvm.getelementptr %[[SMEM]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: %[[P0:.*]] = llvm.getelementptr inbounds %[[BASE]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: llvm.bitcast %{{.*}} : f32 to i32
// CHECK: llvm.store %{{.*}}, %[[P0]] {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
// CHECK: llvm.mlir.constant(256 : i32) : i32
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
// CHECK-NOT: llvm.store
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK: llvm.bitcast %{{.*}} : i32 to f32
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK-NOT: llvm.load
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @warps(%x: tensor<64x2xf32, #a>) {
    %0 = ttg.convert_layout %x {allocation.offset = 0 : i32} : tensor<64x2xf32, #a> -> tensor<64x2xf32, #b>
    tt.return
  }
}

// -----

#a = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [0, 1]}>
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 2], order = [0, 1]}>
// Two conversions sharing the same scratch: a barrier separates the loads of the first from
// the stores of the second.
// CHECK-LABEL: llvm.func @two_conversions
// CHECK: nvvm.barrier0
// CHECK: llvm.load
// CHECK: nvvm.barrier0
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.mlir.addressof @global_smem
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_conversions(%x: tensor<64x2xf32, #a>) {
    %0 = ttg.convert_layout %x {allocation.offset = 0 : i32} : tensor<64x2xf32, #a> -> tensor<64x2xf32, #b>
    %1 = ttg.convert_layout %0 {allocation.offset = 0 : i32} : tensor<64x2xf32, #b> -> tensor<64x2xf32, #a>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// local_alloc stores the four contiguous f16 of each thread as one vector<4xi16> and
// returns the memdesc's struct (base, offsets 0); the barrier analysis orders the load after
// the store; local_load reads them back the same way; local_dealloc leaves nothing.
// CHECK-LABEL: llvm.func @alloc_load_dealloc
// CHECK: %[[BASE:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: llvm.bitcast %{{.*}} : f16 to i16
// CHECK: llvm.store %{{.*}} {alignment = 8 : i64} : vector<4xi16>, !llvm.ptr<3>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[BASE]], %[[U]][0]
// CHECK-NEXT: %[[S1:.*]] = llvm.insertvalue %[[ZERO]], %[[S0]][1]
// CHECK-NEXT: %[[S2:.*]] = llvm.insertvalue %[[ZERO]], %[[S1]][2]
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.extractvalue %[[S2]][0]
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<4xi16>
// CHECK: llvm.bitcast %{{.*}} : i16 to f16
// CHECK-NOT: llvm.store
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @alloc_load_dealloc(%x: tensor<8x16xf16, #blocked>) {
    %0 = ttg.local_alloc %x {allocation.offset = 0 : i32} : (tensor<8x16xf16, #blocked>) -> !ttg.memdesc<8x16xf16, #shared, #smem>
    %1 = ttg.local_load %0 : !ttg.memdesc<8x16xf16, #shared, #smem> -> tensor<8x16xf16, #blocked>
    ttg.local_dealloc %0 : !ttg.memdesc<8x16xf16, #shared, #smem>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// local_store into a subslice: the subslice's offsets (8, 16) become an element offset
// through the inverse of the shared layout, added in bytes to each address.
// CHECK-LABEL: llvm.func @store_subslice
// CHECK: llvm.mlir.constant(8 : i32) : i32
// CHECK: llvm.add
// CHECK: llvm.mlir.constant(16 : i32) : i32
// CHECK: llvm.add
// CHECK: %[[AFF:.*]] = llvm.xor %{{.*}}, %{{.*}} : i32
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[BYTES:.*]] = llvm.mul %[[AFF]], %[[TWO]] : i32
// CHECK: llvm.store %{{.*}} {alignment = 8 : i64} : vector<4xi16>, !llvm.ptr<3>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_subslice(%x: tensor<8x16xf16, #blocked>) {
    %0 = ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    %1 = ttg.memdesc_subslice %0[8, 16] : !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<8x16xf16, #shared, #smem, mutable, 16x32>
    ttg.local_store %x, %1 : tensor<8x16xf16, #blocked> -> !ttg.memdesc<8x16xf16, #shared, #smem, mutable, 16x32>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [2, 1, 0]}>
#sharedT = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#flat = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// The views: memdesc_index moves the base by index * 16*32 elements and drops the leading
// offset; memdesc_trans swaps the offsets; memdesc_reshape linearizes them (dimension 0
// fastest) and splits them over the new shape.
// CHECK-LABEL: llvm.func @views
// CHECK: %[[STRIDE:.*]] = llvm.mlir.constant(512 : i32) : i32
// CHECK-NEXT: %[[MOVE:.*]] = llvm.mul %arg0, %[[STRIDE]] : i32
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<3>, i32, i32, i32)>
// CHECK-NEXT: llvm.extractvalue %{{.*}}[1]
// CHECK-NEXT: %[[O1:.*]] = llvm.extractvalue %{{.*}}[2]
// CHECK-NEXT: %[[O2:.*]] = llvm.extractvalue %{{.*}}[3]
// CHECK-NEXT: %[[IB:.*]] = llvm.getelementptr %[[B]][%[[MOVE]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK-NEXT: llvm.insertvalue %[[IB]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[O1]], %{{.*}}[1]
// CHECK-NEXT: %[[IDX:.*]] = llvm.insertvalue %[[O2]], %{{.*}}[2]
// CHECK-NEXT: %[[TB:.*]] = llvm.extractvalue %[[IDX]][0]
// CHECK-NEXT: %[[T0:.*]] = llvm.extractvalue %[[IDX]][1]
// CHECK-NEXT: %[[T1:.*]] = llvm.extractvalue %[[IDX]][2]
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK-NEXT: llvm.insertvalue %[[TB]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[T1]], %{{.*}}[1]
// CHECK-NEXT: llvm.insertvalue %[[T0]], %{{.*}}[2]
// CHECK-NEXT: llvm.extractvalue %[[IDX]][0]
// CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %[[IDX]][1]
// CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %[[IDX]][2]
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[SIXTEEN:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[R1]], %[[SIXTEEN]] : i32
// CHECK-NEXT: %[[LIN:.*]] = llvm.add %[[M]], %[[R0]] : i32
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(512 : i32) : i32
// CHECK-NEXT: llvm.urem %[[LIN]], %[[SIZE]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @views(%i: i32) {
    %0 = ttg.local_alloc {allocation.offset = 1024 : i32} : () -> !ttg.memdesc<2x16x32xf16, #shared3, #smem, mutable>
    %1 = ttg.memdesc_index %0[%i] : !ttg.memdesc<2x16x32xf16, #shared3, #smem, mutable> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    %2 = ttg.memdesc_trans %1 {order = array<i32: 1, 0>} : !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x16xf16, #sharedT, #smem, mutable>
    %3 = ttg.memdesc_reshape %1 : !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<512xf16, #flat, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#flat = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// memdesc_reinterpret: a fresh object at the address of the subslice, its offset
// (dim0 * 32 + dim1 elements) folded into the base.
// CHECK-LABEL: llvm.func @reinterpret
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK: %[[SB:.*]] = llvm.extractvalue %[[SUB:.*]][0] : !llvm.struct<(ptr<3>, i32, i32)>
// CHECK-NEXT: llvm.extractvalue %[[SUB]][1]
// CHECK-NEXT: llvm.extractvalue %[[SUB]][2]
// CHECK: %[[OFF:.*]] = llvm.xor %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[NB:.*]] = llvm.getelementptr %[[SB]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<3>, i32)>
// CHECK-NEXT: llvm.insertvalue %[[NB]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[Z]], %{{.*}}[1]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reinterpret() {
    %0 = ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    %1 = ttg.memdesc_subslice %0[8, 16] : !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<8x16xf16, #shared, #smem, mutable, 16x32>
    %2 = ttg.memdesc_reinterpret %1 : !ttg.memdesc<8x16xf16, #shared, #smem, mutable, 16x32> -> !ttg.memdesc<64xi32, #flat, #smem, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#dot = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
// The A operand of mma.sync from a K-contiguous buffer: four ldmatrix.x4 of 8x8 b16 tiles.
// CHECK-LABEL: llvm.func @ldmatrix
// CHECK-COUNT-4: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT: nvvm.ldmatrix
// CHECK-NOT: llvm.load
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ldmatrix(%m: !ttg.memdesc<16x64xf16, #shared, #smem>) {
    %0 = ttg.local_load %m : !ttg.memdesc<16x64xf16, #shared, #smem> -> tensor<16x64xf16, #dot>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#dot = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
// The B operand from an N-contiguous buffer needs the transposed ldmatrix.
// CHECK-LABEL: llvm.func @ldmatrix_trans
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}
// CHECK-NOT: nvvm.ldmatrix
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ldmatrix_trans(%m: !ttg.memdesc<32x16xf16, #shared, #smem>) {
    %0 = ttg.local_load %m : !ttg.memdesc<32x16xf16, #shared, #smem> -> tensor<32x16xf16, #dot>
    tt.return
  }
}
