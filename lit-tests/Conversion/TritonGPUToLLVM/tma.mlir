// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=90 | FileCheck %s

// A TMA load of a 128x64 f16 box with 128-byte swizzling is one message: the elected
// thread of warp 0, where the op's predicate holds, copies the box at the coordinates
// (innermost first) to the destination and completes the transaction on the mbarrier.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @load
  // CHECK-SAME: %arg0: !llvm.ptr {llvm.align = 64 : i32, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant, tt.nv_tma_desc = 1 : i32}
  // CHECK: [[BAR:%.*]] = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<3>, i32)>
  // CHECK: nvvm.read.ptx.sreg.tid.x
  // CHECK: nvg.warp_id
  // CHECK-NEXT: [[ELECT:%.*]] = nvvm.elect.sync -> i1
  // CHECK-NEXT: [[PRED:%.*]] = llvm.and %arg5, [[ELECT]] : i1
  // CHECK: nvg.cluster_id
  // CHECK: [[C32:%.*]] = llvm.mlir.constant(32 : i32) : i32
  // CHECK-NEXT: [[INBOX:%.*]] = llvm.icmp "ult" %{{.*}}, [[C32]] : i32
  // CHECK-NEXT: [[BOXPRED:%.*]] = llvm.and [[PRED]], [[INBOX]] : i1
  // CHECK: [[X:%.*]] = llvm.add %arg4, %{{.*}} : i32
  // CHECK-NEXT: [[Y:%.*]] = llvm.add %arg3, %{{.*}} : i32
  // CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" [[BOXPRED]], %{{.*}}, %arg0, [[X]], [[Y]], [[BAR]] : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
  // CHECK-NOT: cp.async.bulk.tensor
  tt.func public @load(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %dst: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %x: i32, %y: i32, %p: i1) {
    ttng.async_tma_copy_global_to_local %desc[%x, %y] %dst, %bar, %p : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A box wider than the swizzle row takes one message per 64 columns, one warp each: the
// second message's columns start 64 further and its shared memory 8192 elements further.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @load_two_messages
  // CHECK: [[WARP:%.*]] = nvg.warp_id
  // CHECK: [[C64:%.*]] = llvm.mlir.constant(64 : i32) : i32
  // CHECK-NEXT: llvm.icmp "ult" %{{.*}}, [[C64]] : i32
  // CHECK: [[IDX:%.*]] = llvm.add [[WARP]], %{{.*}} : i32
  // CHECK: llvm.mlir.constant(8192 : i32) : i32
  // CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes
  // CHECK-NOT: cp.async.bulk.tensor
  tt.func public @load_two_messages(%desc: !tt.tensordesc<tensor<128x128xf16, #shared>>, %dst: !ttg.memdesc<128x128xf16, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %x: i32, %p: i1) {
    ttng.async_tma_copy_global_to_local %desc[%x, %x] %dst, %bar, %p : !tt.tensordesc<tensor<128x128xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x128xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A TMA store issues bulk-group messages from shared memory and commits the group; the
// store wait waits for the groups to have read shared memory.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @store
  // CHECK: nvvm.read.ptx.sreg.tid.x
  // CHECK: [[ELECT:%.*]] = nvvm.elect.sync -> i1
  // CHECK-NEXT: nvg.warp_id
  // CHECK: [[BOXPRED:%.*]] = llvm.and [[ELECT]], %{{.*}} : i1
  // CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" [[BOXPRED]], %arg0
  // CHECK-NEXT: nvvm.cp.async.bulk.commit.group
  // CHECK-NEXT: nvvm.cp.async.bulk.wait_group 1 {read}
  tt.func public @store(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %src: !ttg.memdesc<64x64xf16, #shared, #smem>, %x: i32) {
    ttng.async_tma_copy_local_to_global %desc[%x, %x] %src : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem>
    ttng.async_tma_store_wait {pendings = 1 : i32}
    tt.return
  }
}


// -----

// A TMA reduction is a store that combines with global memory: cp.reduce.async.bulk with
// the op's kind.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @reduce
  // CHECK: "@$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"
  // CHECK-NEXT: nvvm.cp.async.bulk.commit.group
  tt.func public @reduce(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %src: !ttg.memdesc<64x64xf16, #shared, #smem>, %x: i32) {
    ttng.async_tma_reduce add, %desc[%x, %x] %src : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}
