// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// The .shared arrival op of the MLIR Triton 3.6 builds with (MLIR 22 has only the generic
// op, so these inputs are not compared with mlir-translate-22).
// CHECK-LABEL: define void @arrive_shared
// CHECK: call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) %0)
// CHECK-NEXT: call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) %0)
llvm.func @arrive_shared(%bar: !llvm.ptr<3>) {
  nvvm.cp.async.mbarrier.arrive.shared %bar : !llvm.ptr<3>
  nvvm.cp.async.mbarrier.arrive.shared %bar {noinc = true} : !llvm.ptr<3>
  llvm.return
}
