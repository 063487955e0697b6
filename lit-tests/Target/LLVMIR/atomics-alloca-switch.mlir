// REQUIRES: tt-translate
// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// Atomics, fences, allocas, string globals (as Triton's device_print makes them) and
// switches, whose edges pass values to phis.

module {
  // CHECK: @fmt = internal constant [4 x i8] c"%d\0A\00"
  llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}
  llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32

  // CHECK-LABEL: define i32 @atomics(ptr addrspace(1) %0, i32 %1)
  llvm.func @atomics(%p: !llvm.ptr<1>, %v: i32) -> i32 {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    // CHECK: %[[OLD:[0-9]+]] = atomicrmw add ptr addrspace(1) %0, i32 %1 syncscope("agent") monotonic, align 4
    %0 = llvm.atomicrmw add %p, %v syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, i32
    // CHECK-NEXT: %[[PAIR:[0-9]+]] = cmpxchg ptr addrspace(1) %0, i32 %[[OLD]], i32 %1 acq_rel monotonic
    %1 = llvm.cmpxchg %p, %0, %v acq_rel monotonic : !llvm.ptr<1>, i32
    // CHECK-NEXT: fence syncscope("block") release
    llvm.fence syncscope("block") release
    // CHECK-NEXT: %[[BUF:[0-9]+]] = alloca i32, i32 1, align 4
    %buf = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %v, %buf : i32, !llvm.ptr
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    // CHECK: call i32 @vprintf(ptr @fmt, ptr %[[BUF]])
    %2 = llvm.call @vprintf(%fmt, %buf) : (!llvm.ptr, !llvm.ptr) -> i32
    // CHECK: switch i32 %1, label %[[DEFAULT:[0-9]+]] [
    // CHECK-NEXT: i32 0, label %[[ZERO:[0-9]+]]
    // CHECK-NEXT: i32 7, label %[[SEVEN:[0-9]+]]
    // CHECK-NEXT: ]
    llvm.switch %v : i32, ^default(%c1 : i32) [
      0: ^zero,
      7: ^exit(%0 : i32)
    ]
  ^zero:
    llvm.br ^exit(%v : i32)
  ^default(%d: i32):
    llvm.br ^exit(%d : i32)
  // CHECK: phi i32 [ %{{[0-9]+}}, %[[DEFAULT]] ], [ %1, %[[ZERO]] ], [ %[[OLD]], %{{[0-9]+}} ]
  ^exit(%r: i32):
    llvm.return %r : i32
  }
}
