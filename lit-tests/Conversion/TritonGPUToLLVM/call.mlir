// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// A private tt.func is a device function: internal linkage, no inlining, its visibility
// kept, and after its converted arguments the caller's shared memory and the global and
// profile scratch pointers. It returns its sole value as it is.
// CHECK-LABEL: llvm.func internal @device(
// CHECK-SAME: %[[X:[^:]*]]: i32, %{{[^:]*}}: !llvm.ptr<3>, %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>) -> i32
// CHECK-SAME: attributes {nvvm.reqntid = array<i32: 128>, passthrough = ["noinline"], sym_visibility = "private"}
// CHECK-NOT: nvvm.kernel
// CHECK: %[[S:.*]] = llvm.add %[[X]], %[[X]] : i32
// CHECK-NEXT: llvm.return %[[S]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @device(%x: i32) -> i32 {
    %0 = arith.addi %x, %x : i32
    tt.return %0 : i32
  }
}

// -----

// Several values come back packed into a struct, the function's result type.
// CHECK-LABEL: llvm.func internal @pair(
// CHECK-SAME: -> !llvm.struct<(i32, f32)>
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %arg0, %[[U]][0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %[[B:.*]] = llvm.insertvalue %arg1, %[[A]][1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %[[B]] : !llvm.struct<(i32, f32)>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @pair(%x: i32, %y: f32) -> (i32, f32) {
    tt.return %x, %y : i32, f32
  }
}

// -----

// A tensor result is the struct of its registers.
// CHECK-LABEL: llvm.func internal @tensor_result(
// CHECK-SAME: %[[T:[^:]*]]: !llvm.struct<(f32, f32)>, %{{.*}}) -> !llvm.struct<(f32, f32)>
// CHECK: llvm.return %[[T]] : !llvm.struct<(f32, f32)>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @tensor_result(%t: tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked> {
    tt.return %t : tensor<256xf32, #blocked>
  }
}

// -----

// A kernel calls with its shared memory, @global_smem, and its own scratch pointers; a
// single result is the call's.
// CHECK-LABEL: llvm.func @caller(
// CHECK-SAME: %[[X:[^:]*]]: i32, %[[G:[^:]*]]: !llvm.ptr<1>, %[[P:[^:]*]]: !llvm.ptr<1>)
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: %[[R:.*]] = llvm.call @callee(%[[X]], %[[SMEM]], %[[G]], %[[P]]) : (i32, !llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<1>) -> i32
// CHECK-NEXT: llvm.add %[[R]], %[[R]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @caller(%x: i32) {
    %0 = tt.call @callee(%x) : (i32) -> i32
    %1 = arith.addi %0, %0 : i32
    tt.return
  }
  tt.func private @callee(%x: i32) -> i32 {
    tt.return %x : i32
  }
}

// -----

// A call with several results extracts each from the struct the callee returns.
// CHECK-LABEL: llvm.func @two_results(
// CHECK: %[[R:.*]] = llvm.call @pair({{.*}}) : ({{.*}}) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.sub %[[A]], %[[B]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @pair(%x: i32) -> (i32, i32) {
    tt.return %x, %x : i32, i32
  }
  tt.func public @two_results(%x: i32) {
    %0:2 = tt.call @pair(%x) : (i32) -> (i32, i32)
    %1 = arith.subi %0#0, %0#1 : i32
    tt.return
  }
}

// -----

// A device function hands its own shared memory and scratch pointers to the functions it
// calls.
// CHECK-LABEL: llvm.func internal @middle(
// CHECK-SAME: %[[S:[^:]*]]: !llvm.ptr<3>, %[[G:[^:]*]]: !llvm.ptr<1>, %[[P:[^:]*]]: !llvm.ptr<1>)
// CHECK-NEXT: llvm.call @leaf(%[[S]], %[[G]], %[[P]]) : (!llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<1>) -> ()
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @leaf() {
    tt.return
  }
  tt.func private @middle() {
    tt.call @leaf() : () -> ()
    tt.return
  }
}

// -----

// When the caller and the call both have a shared-memory offset, the callee's shared memory
// starts at the call's offset in the caller's.
// CHECK-LABEL: llvm.func @offset_call(
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: %[[BASE:.*]] = llvm.getelementptr %[[SMEM]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.call @leaf(%[[BASE]], %{{.*}}, %{{.*}}) {allocation.offset = 256 : i32} : (!llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<1>) -> ()
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @leaf() {
    tt.return
  }
  tt.func public @offset_call() attributes {allocation.offset = 0 : i32} {
    tt.call @leaf() {allocation.offset = 256 : i32} : () -> ()
    tt.return
  }
}

// -----

// With a global scratch size on the module, a kernel's scratch for a call is the program's
// area (linear program id times the size) plus the call's offset in it.
// CHECK-LABEL: llvm.func @scratch_call(
// CHECK-SAME: %[[G:[^:]*]]: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>)
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %[[X:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT: %[[Y:.*]] = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT: %[[Z:.*]] = nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK-NEXT: %[[NX:.*]] = nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK-NEXT: %[[NY:.*]] = nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK-NEXT: %[[ZNY:.*]] = llvm.mul %[[Z]], %[[NY]] : i32
// CHECK-NEXT: %[[YZ:.*]] = llvm.add %[[Y]], %[[ZNY]] : i32
// CHECK-NEXT: %[[YZNX:.*]] = llvm.mul %[[YZ]], %[[NX]] : i32
// CHECK-NEXT: %[[LIN:.*]] = llvm.add %[[X]], %[[YZNX]] : i32
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: %[[START:.*]] = llvm.mul %[[LIN]], %[[SIZE]] : i32
// CHECK-NEXT: %[[AT:.*]] = llvm.add %[[START]], %[[OFF]] : i32
// CHECK-NEXT: %[[PTR:.*]] = llvm.getelementptr %[[G]][%[[AT]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK-NEXT: llvm.call @leaf(%{{.*}}, %[[PTR]], %{{.*}}) {ttg.global_scratch_memory_offset = 64 : i32}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.global_scratch_memory_size = 128 : i32} {
  tt.func private @leaf() {
    tt.return
  }
  tt.func public @scratch_call() {
    tt.call @leaf() {ttg.global_scratch_memory_offset = 64 : i32} : () -> ()
    tt.return
  }
}

// -----

// Shared memory in a device function is addressed from the shared-memory argument its
// caller passes, not from @global_smem.
// CHECK-LABEL: llvm.func internal @device_smem(
// CHECK-SAME: %[[S:[^:]*]]: !llvm.ptr<3>, %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>)
// CHECK-NOT: @global_smem
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.getelementptr %[[S]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @device_smem() {
    %0 = ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    tt.return
  }
}
