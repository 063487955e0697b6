// REQUIRES: tt-translate
// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// The nvvm ops Triton's lowering emits become calls of llvm.nvvm.* intrinsics, declared at
// the end of the module in the order of their first use.

// CHECK-LABEL: define void @nvvm(ptr addrspace(3) %0, i32 %1, float %2)
llvm.func @nvvm(%smem: !llvm.ptr<3>, %v: i32, %f: f32) {
  %mask = llvm.mlir.constant(-1 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  // CHECK: %[[TID:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT: call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %pid = nvvm.read.ptx.sreg.ctaid.y : i32
  // CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  nvvm.barrier0
  // CHECK-NEXT: call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1, i32 1, i32 31)
  %s = nvvm.shfl.sync  bfly %mask, %v, %c1, %c31 : i32 -> i32
  // CHECK-NEXT: call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %2, i32 1, i32 31)
  %sf = nvvm.shfl.sync  idx %mask, %f, %c1, %c31 : f32 -> f32
  // CHECK-NEXT: call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %0)
  %m = nvvm.ldmatrix %smem {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  // CHECK-NEXT: call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16.p3(ptr addrspace(3) %0)
  %m1 = nvvm.ldmatrix %smem {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
  // CHECK-NEXT: call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %0, i32 %1, i32 %1)
  nvvm.stmatrix %smem, %v, %v {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32
  // CHECK-NEXT: call void @llvm.nvvm.cp.async.commit.group()
  nvvm.cp.async.commit.group
  // CHECK-NEXT: call void @llvm.nvvm.cp.async.wait.group(i32 2)
  nvvm.cp.async.wait.group 2
  // CHECK-NEXT: call void @llvm.nvvm.wgmma.fence.sync.aligned()
  nvvm.wgmma.fence.aligned
  // CHECK-NEXT: call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  nvvm.wgmma.commit.group.sync.aligned
  // CHECK-NEXT: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  nvvm.wgmma.wait.group.sync.aligned 1
  // CHECK-NEXT: call void @llvm.nvvm.cp.async.bulk.commit.group()
  nvvm.cp.async.bulk.commit.group
  // CHECK-NEXT: call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  nvvm.cp.async.bulk.wait_group 0 {read}
  // CHECK-NEXT: %[[E:[0-9]+]] = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  // CHECK-NEXT: extractvalue { i32, i1 } %[[E]], 1
  %e = nvvm.elect.sync -> i1
  // CHECK-NEXT: call float @llvm.nvvm.div.full(float %2, float %2)
  %d = llvm.call_intrinsic "llvm.nvvm.div.full"(%f, %f) : (f32, f32) -> f32
  // CHECK-NEXT: call float @llvm.maxnum.f32(float %2, float %2)
  %mx = llvm.intr.maxnum(%f, %f) : (f32, f32) -> f32
  // CHECK-NEXT: call i32 @llvm.smin.i32(i32 %[[TID]], i32 %1)
  %mn = llvm.intr.smin(%tid, %v) : (i32, i32) -> i32
  llvm.return
}

// CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
// CHECK: declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 %0)
