// REQUIRES: tt-translate
// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// Loads, stores and address arithmetic on opaque pointers in address spaces. A
// getelementptr of constants is folded as LLVM's IRBuilder folds it: to the base when the
// offset is zero, else to a byte offset from it.

module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>

  // CHECK-LABEL: define void @memory(ptr addrspace(1) %0, i32 %1)
  llvm.func @memory(%p: !llvm.ptr<1>, %i: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    // CHECK: %[[P:[0-9]+]] = getelementptr inbounds float, ptr addrspace(1) %0, i32 %1
    %0 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    // CHECK-NEXT: %[[V:[0-9]+]] = load volatile float, ptr addrspace(1) %[[P]], align 4
    %1 = llvm.load volatile %0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
    // CHECK-NEXT: store float %[[V]], ptr addrspace(3) @global_smem, align 4
    %2 = llvm.getelementptr %smem[%c0] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    llvm.store %1, %2 {alignment = 4 : i64} : f32, !llvm.ptr<3>
    // CHECK-NEXT: store float %[[V]], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 64)
    %3 = llvm.getelementptr %smem[%c16] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    llvm.store %1, %3 : f32, !llvm.ptr<3>
    // CHECK-NEXT: store float %[[V]], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i64 80)
    %4 = llvm.getelementptr %3[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
    llvm.store %1, %4 : f32, !llvm.ptr<3>
    // CHECK-NEXT: %[[Q:[0-9]+]] = getelementptr { i32, [4 x i16] }, ptr addrspace(1) %0, i32 %1, i32 1, i32 2
    %5 = llvm.getelementptr %p[%i, 1, 2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(i32, array<4 x i16>)>
    // CHECK-NEXT: %[[I:[0-9]+]] = ptrtoint ptr addrspace(1) %[[Q]] to i64
    %6 = llvm.ptrtoint %5 : !llvm.ptr<1> to i64
    // CHECK-NEXT: store i64 %[[I]], ptr addrspace(1) %0, align 8
    llvm.store %6, %p {alignment = 8 : i64} : i64, !llvm.ptr<1>
    llvm.return
  }
}
