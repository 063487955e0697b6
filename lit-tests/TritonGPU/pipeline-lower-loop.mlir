// RUN: tt-opt %s -split-input-file -tritongpu-test-pipeline-lower-loop | FileCheck %s

// A load two stages ahead of the warp_group_dot that reads it through a local_alloc
// becomes a cp.async into a ring of three buffers (one more for the wgmma), with the
// insert and extract indices carried by the loop.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @wgmma_ring
// CHECK: %[[RING:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>
// CHECK: %[[M1:.*]] = arith.constant -1 : i32
// CHECK: scf.for {{.*}} iter_args({{.*}}, %[[INS:.*]] = %[[M1]], %[[EXT:.*]] = %[[M1]])
// CHECK-NEXT: %[[N:.*]] = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} 3 : i32
// CHECK-NEXT: %[[I1:.*]] = arith.addi %[[INS]], {{.*}} {loop.cluster = 2 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: %[[IW:.*]] = arith.cmpi sge, %[[I1]], %[[N]]
// CHECK-NEXT: %[[I:.*]] = arith.select %[[IW]]
// CHECK-NEXT: %[[E1:.*]] = arith.addi %[[EXT]], {{.*}} {loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK-NEXT: %[[EW:.*]] = arith.cmpi sge, %[[E1]], %[[N]]
// CHECK-NEXT: %[[E:.*]] = arith.select %[[EW]]
// CHECK-NEXT: %[[DST:.*]] = ttg.memdesc_index %[[RING]][%[[I]]] {loop.cluster = 2 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: %[[CP:.*]] = ttg.async_copy_global_to_local %{{.*}}, %[[DST]] {contiguity = 8 : i32, loop.cluster = 2 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: %[[TOK:.*]] = ttg.async_commit_group tokens %[[CP]] {loop.cluster = 2 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: ttg.async_wait %[[TOK]] {loop.cluster = 0 : i32, loop.stage = 2 : i32, num = 0 : i32}
// CHECK-NEXT: %[[SRC:.*]] = ttg.memdesc_index %[[RING]][%[[E]]] {loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK-NEXT: ttng.warp_group_dot %[[SRC]], %[[SRC]]
// CHECK: scf.yield {{.*}}, %[[I]], %[[E]]
// CHECK: ttg.async_wait {num = 0 : i32}
// CHECK-NEXT: ttg.local_dealloc %[[RING]]
tt.func @wgmma_ring(%a: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.contiguity = dense<[1, 64]> : tensor<2xi32>, tt.divisibility = dense<16> : tensor<2xi32>}, %n: i32) -> tensor<64x64xf32, #mma> {
  %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0, %p = %a) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
    %x = tt.load %p {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>
    %xs = ttg.local_alloc %x {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %xs, %xs, %acc {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    %next = tt.addptr %p, %step {loop.cluster = 1 : i32, loop.stage = 1 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    scf.yield %d, %next : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>
  } {tt.scheduled_max_stage = 2 : i32}
  tt.return %r#0 : tensor<64x64xf32, #mma>
}
}

// -----

// A load used in the same stage it is issued is not pipelined.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @same_stage
// CHECK-NOT: ttg.async_copy_global_to_local
// CHECK: tt.load
tt.func @same_stage(%a: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.contiguity = dense<[1, 64]> : tensor<2xi32>, tt.divisibility = dense<16> : tensor<2xi32>}, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %x = tt.load %a {loop.cluster = 0 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.store %a, %x {loop.cluster = 0 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>
    scf.yield
  } {tt.scheduled_max_stage = 0 : i32}
  tt.return
}
}

// -----

// On sm_80 the dot reads its operand through registers: the ring takes the
// swizzled layout the dot operand needs, and a local_load replaces the load.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK: #[[$SWIZZLED:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-LABEL: tt.func @mma_v2_operand
// CHECK: %[[RING:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #[[$SWIZZLED]], #smem, mutable>
// CHECK: %[[TOK:.*]] = ttg.async_commit_group
// CHECK-NEXT: %[[W:.*]] = ttg.async_wait %[[TOK]] {{.*}}num = 0 : i32}
// CHECK-NEXT: %[[SRC:.*]] = ttg.memdesc_index %[[RING]]
// CHECK-NEXT: %[[X:.*]] = ttg.local_load %[[SRC]] token %[[W]]
// CHECK-NEXT: ttg.convert_layout %[[X]]
tt.func @mma_v2_operand(%a: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.contiguity = dense<[1, 64]> : tensor<2xi32>, tt.divisibility = dense<16> : tensor<2xi32>}, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %n: i32) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<64x64xf32, #mma>) : i32 {
    %x = tt.load %a {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>
    %xd = ttg.convert_layout %x {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %d = tt.dot %xd, %b, %acc {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  } {tt.scheduled_max_stage = 2 : i32}
  tt.return %r : tensor<64x64xf32, #mma>
}
}
