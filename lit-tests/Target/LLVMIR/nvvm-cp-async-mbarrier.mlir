// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// An mbarrier arrival on completion of the thread's cp.async copies, counting as an
// arrival or (noinc) not, on a shared or a generic address.
// CHECK-LABEL: define void @arrive
// CHECK: call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) %0)
// CHECK-NEXT: call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) %0)
// CHECK-NEXT: call void @llvm.nvvm.cp.async.mbarrier.arrive(ptr %1)
llvm.func @arrive(%bar: !llvm.ptr<3>, %gbar: !llvm.ptr) {
  nvvm.cp.async.mbarrier.arrive %bar : !llvm.ptr<3>
  nvvm.cp.async.mbarrier.arrive %bar {noinc = true} : !llvm.ptr<3>
  nvvm.cp.async.mbarrier.arrive %gbar : !llvm.ptr
  llvm.return
}
