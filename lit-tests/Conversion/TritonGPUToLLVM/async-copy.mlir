// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// async_commit_group and async_wait become their nvvm ops; their tokens are constants 0.
// CHECK-LABEL: llvm.func @commit_and_wait
// CHECK: nvvm.cp.async.commit.group
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: nvvm.cp.async.wait.group 2
// CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @commit_and_wait() {
    %0 = ttg.async_commit_group
    %1 = ttg.async_wait %0 {num = 2 : i32}
    tt.return
  }
}

// -----

// A masked copy of 8 contiguous f16 (the contiguity hint) moves 16 bytes through L2 only
// (cg); the source size is 16 where the mask holds and 0 elsewhere, so that the copy fills
// zeros. The shared address comes from the swizzled layout through LowerLdSt.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
// CHECK-LABEL: llvm.func @masked_16_bytes
// CHECK: %[[P0:.*]] = llvm.extractvalue %arg0[0]
// CHECK: %[[M0:.*]] = llvm.extractvalue %arg2[0]
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<1>, i1)>
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[P0]], %[[U]][0] : !llvm.struct<(ptr<1>, i1)>
// CHECK: %[[S1:.*]] = llvm.insertvalue %[[M0]], %[[S0]][1] : !llvm.struct<(ptr<1>, i1)>
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK: %[[ADDR:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: %[[SRC:.*]] = llvm.extractvalue %[[S1]][0] : !llvm.struct<(ptr<1>, i1)>
// CHECK: %[[MASK:.*]] = llvm.extractvalue %[[S1]][1] : !llvm.struct<(ptr<1>, i1)>
// CHECK: %[[FULL:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[NONE:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[SIZE:.*]] = llvm.select %[[MASK]], %[[FULL]], %[[NONE]] : i1, i32
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r" %[[ADDR]], %[[SRC]], %[[SIZE]] : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
// CHECK-COUNT-3: cp.async.cg.shared.global
// CHECK-NOT: cp.async
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @masked_16_bytes(%ptrs: tensor<16x64x!tt.ptr<f16>, #blocked>, %dst: !ttg.memdesc<16x64xf16, #shared, #smem, mutable>, %mask: tensor<16x64xi1, #blocked>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<16x64xf16, #blocked>
    %0 = ttg.async_copy_global_to_local %ptrs, %dst mask %mask other %zero {contiguity = 8 : i32} : tensor<16x64x!tt.ptr<f16>, #blocked> -> <16x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Without a mask the source size is the copy size; 4 contiguous f16 are 8 bytes, which go
// through L1 (ca).
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// CHECK-LABEL: llvm.func @unmasked_8_bytes
// CHECK: llvm.mlir.constant(false) : i1
// CHECK: "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, 0x8;", "r,l"
// CHECK-NOT: cp.async
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @unmasked_8_bytes(%ptrs: tensor<128x!tt.ptr<f16>, #blocked>, %dst: !ttg.memdesc<128xf16, #shared, #smem, mutable>) {
    %0 = ttg.async_copy_global_to_local %ptrs, %dst {contiguity = 4 : i32} : tensor<128x!tt.ptr<f16>, #blocked> -> <128xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Contiguity known from axis info: pointers from a make_range off an aligned base copy 4
// f32 at once.
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// CHECK-LABEL: llvm.func @contiguity_from_axis_info
// CHECK: "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, 0x10;"
// CHECK-NOT: cp.async
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @contiguity_from_axis_info(%base: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %dst: !ttg.memdesc<128xf32, #shared, #smem, mutable>) {
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %splat = tt.splat %base : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %ptrs = tt.addptr %splat, %range : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %0 = ttg.async_copy_global_to_local %ptrs, %dst : tensor<128x!tt.ptr<f32>, #blocked> -> <128xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Lanes that hold a copy of another lane's data (the layout spans 64 elements over a
// tensor of 32) skip the copy: the predicate is bound after the operands.
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// CHECK-LABEL: llvm.func @redundant_lanes
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[LANE:.*]] = llvm.and %[[TID]], %{{.*}} : i32
// CHECK: %[[SIXTEEN:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[MASKED:.*]] = llvm.and %[[LANE]], %[[SIXTEEN]] : i32
// CHECK: %[[PRED:.*]] = llvm.icmp "eq" %[[MASKED]], %{{.*}} : i32
// CHECK: "@$2 cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, 0x8;", "r,l,b" %{{.*}}, %{{.*}}, %[[PRED]]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @redundant_lanes(%ptrs: tensor<32x!tt.ptr<f32>, #blocked>, %dst: !ttg.memdesc<32xf32, #shared, #smem, mutable>) {
    %0 = ttg.async_copy_global_to_local %ptrs, %dst {contiguity = 2 : i32} : tensor<32x!tt.ptr<f32>, #blocked> -> <32xf32, #shared, #smem, mutable>
    tt.return
  }
}
