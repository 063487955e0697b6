// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=100 | FileCheck %s

// TMA gather of 32 rows of 128 bf16 with 8 x offsets per warp: each warp's elected thread
// issues a gather4 per 4 offsets and per 64 columns (the 128-byte swizzle row), the column
// offset of the second message 64 further; all complete on the mbarrier.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @gather
  // CHECK: [[BAR:%.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<3>, i32)>
  // CHECK: nvg.warp_id
  // CHECK: nvg.cluster_id
  // CHECK: nvvm.elect.sync
  // CHECK: [[Y0:%.*]] = llvm.add %arg3, %{{.*}} : i32
  // CHECK-NEXT: "@$0 cp.async.bulk.tensor.2d.tile::gather4.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5, $6, $7}], [$8];", "b,r,l,r,r,r,r,r,r" %{{.*}}, %{{.*}}, %arg0, [[Y0]], {{.*}}, [[BAR]]
  // CHECK: [[C64:%.*]] = llvm.mlir.constant(64 : i32) : i32
  // CHECK-NEXT: [[Y1:%.*]] = llvm.add %arg3, [[C64]] : i32
  // CHECK-NEXT: "@$0 cp.async.bulk.tensor.2d.tile::gather4{{.*}}", "b,r,l,r,r,r,r,r,r" %{{.*}}, %{{.*}}, %arg0, [[Y1]]
  // CHECK-COUNT-2: tile::gather4
  // CHECK-NOT: tile::gather4
  tt.func @gather(%desc: !tt.tensordesc<tensor<1x128xbf16, #shared1>>, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %x: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %dst: !ttg.memdesc<32x128xbf16, #shared1, #smem, mutable>, %p: i1) {
    ttng.async_tma_gather %desc[%x, %y] %dst, %bar, %p : !tt.tensordesc<tensor<1x128xbf16, #shared1>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<32x128xbf16, #shared1, #smem, mutable>, i1
    tt.return
  }
}

// -----

// TMA scatter issues scatter4 messages from shared memory, then commits the bulk group.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @scatter
  // CHECK: "@$0 cp.async.bulk.tensor.2d.tile::scatter4.global.shared::cta.bulk_group [$1, {$2, $3, $4, $5, $6}], [$7];", "b,l,r,r,r,r,r,r" %{{.*}}, %arg0
  // CHECK-COUNT-3: tile::scatter4
  // CHECK-NEXT: nvvm.cp.async.bulk.commit.group
  tt.func @scatter(%desc: !tt.tensordesc<tensor<1x128xbf16, #shared1>>, %x: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, %y: i32, %src: !ttg.memdesc<32x128xbf16, #shared1, #smem, mutable>) {
    ttng.async_tma_scatter %desc[%x, %y] %src : !tt.tensordesc<tensor<1x128xbf16, #shared1>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>, i32, !ttg.memdesc<32x128xbf16, #shared1, #smem, mutable>
    tt.return
  }
}

