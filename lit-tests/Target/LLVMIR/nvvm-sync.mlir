// REQUIRES: tt-translate
// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// The nvvm synchronization ops of Hopper kernels: counted barriers, proxy fences, mbarriers,
// warp reductions and votes, register reallocation, asynchronous copies, cluster barriers.
// A special register read with a range gets it as the call's return attribute.

// CHECK-LABEL: define void @nvvm_sync(ptr addrspace(3) %0, ptr addrspace(1) %1, i32 %2, i1 %3)
// CHECK: call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 128)
// CHECK-NEXT: call void @llvm.nvvm.fence.proxy.async.shared_cta()
// CHECK-NEXT: call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
// CHECK-NEXT: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %0, i32 1)
// CHECK-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %0)
// CHECK-NEXT: call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %0, i32 128)
// CHECK-NEXT: call i32 @llvm.nvvm.redux.sync.add(i32 %2, i32 1)
// CHECK-NEXT: call i32 @llvm.nvvm.vote.ballot.sync(i32 1, i1 %3)
// CHECK-NEXT: call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240)
// CHECK-NEXT: call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %0, ptr addrspace(1) %1)
// CHECK-NEXT: call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
// CHECK-NEXT: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// CHECK-NEXT: call void @llvm.nvvm.fence.sc.cluster()
// CHECK-NEXT: ret void
llvm.func @nvvm_sync(%bar: !llvm.ptr<3>, %src: !llvm.ptr<1>, %v: i32, %p: i1) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
  nvvm.barrier id = %c1 number_of_threads = %c128
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.mbarrier.init
  nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
  %tok = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
  nvvm.mbarrier.arrive.expect_tx %bar, %c128 : !llvm.ptr<3>, i32
  %r = nvvm.redux.sync  add %v, %c1 : i32 -> i32
  %b = nvvm.vote.sync  ballot %c1, %p -> i32
  nvvm.setmaxregister  increase 240
  nvvm.cp.async.shared.global %bar, %src, 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait {aligned}
  nvvm.fence.sc.cluster
  llvm.return
}
