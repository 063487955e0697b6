// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect --tritongpu-global-scratch-memory-allocation --convert-triton-gpu-to-llvm | FileCheck %s

// A kernel's scratch allocation is its program's share of the grid's scratch memory (the
// linear program id times the module's scratch size, 100 bytes rounded up to the 8-byte
// alignment) plus the allocation's offset. An op of no registered dialect stays, reading the
// pointer cast back to its old type.
// CHECK-LABEL: llvm.func @kernel_scratch(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>)
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[X:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %[[Y:.*]] = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK: %[[Z:.*]] = nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK: %[[NX:.*]] = nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK: %[[NY:.*]] = nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK: %[[ZNY:.*]] = llvm.mul %[[Z]], %[[NY]] : i32
// CHECK: %[[YZ:.*]] = llvm.add %[[Y]], %[[ZNY]] : i32
// CHECK: %[[YZNX:.*]] = llvm.mul %[[YZ]], %[[NX]] : i32
// CHECK: %[[LIN:.*]] = llvm.add %[[X]], %[[YZNX]] : i32
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant(104 : i32) : i32
// CHECK: %[[BASE:.*]] = llvm.mul %[[LIN]], %[[SIZE]] : i32
// CHECK: %[[SUM:.*]] = llvm.add %[[BASE]], %[[OFF]] : i32
// CHECK: %[[P:.*]] = llvm.getelementptr %arg0[%[[SUM]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK: %[[C:.*]] = builtin.unrealized_conversion_cast %[[P]] : !llvm.ptr<1> to !tt.ptr<i8>
// CHECK: "use"(%[[C]]) : (!tt.ptr<i8>) -> ()
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @kernel_scratch() {
    %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
    "use"(%0) : (!tt.ptr<i8>) -> ()
    tt.return
  }
}

// -----

// In a warp_specialize partition the kernel's scratch argument becomes a capture and an
// argument of the partition.
// CHECK-LABEL: llvm.func @partition_scratch(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>)
// CHECK-NEXT: ttg.warp_specialize(%arg0)
// CHECK: partition0(%[[S:.*]]: !llvm.ptr<1>) num_warps(1) {
// CHECK: llvm.getelementptr %[[S]][
// CHECK: } : (!llvm.ptr<1>) -> ()
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @partition_scratch() {
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(1) {
      %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
      "use"(%0) : (!tt.ptr<i8>) -> ()
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}
