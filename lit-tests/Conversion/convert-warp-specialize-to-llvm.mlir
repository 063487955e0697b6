// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-local-scope --convert-warp-specialize-to-llvm | FileCheck %s

// A kernel without warp specialization is left alone.
module attributes {"ttg.num-warps" = 4 : i32} {
// CHECK-LABEL: llvm.func @plain
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.return
llvm.func @plain() {
  nvvm.barrier0
  llvm.return
}
}

// -----

// The header sends the default warps to the kernel body and the others to the switch loop,
// which reads each warp's state from the kernel's shared memory and dispatches on it; the
// default block waits twice and loops (LICM off), the last state returns.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 6 : i32, ttg.maxnreg = 128 : i32} {
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: llvm.func @switch_loop
// CHECK: [[TID:%.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: [[WID:%.*]] = llvm.udiv [[TID]], %{{.*}} : i32
// CHECK: [[UNIFORM:%.*]] = nvvm.shfl.sync idx %{{.*}}, [[WID]]
// CHECK: [[DEFAULT:%.*]] = llvm.icmp "ult" [[UNIFORM]]
// CHECK: llvm.cond_br [[DEFAULT]], [[BODY:\^bb[0-9]+]], [[LOOP:\^bb[0-9]+]]
// CHECK: [[LOOP]]:
// CHECK-NEXT: nvvm.setmaxregister decrease 24
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK: [[SMEM:%.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK-NEXT: [[BASE:%.*]] = llvm.getelementptr [[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: [[REL:%.*]] = llvm.sub [[UNIFORM]], %{{.*}} : i32
// CHECK-NEXT: [[PTR:%.*]] = llvm.getelementptr [[BASE]][[[REL]]]
// CHECK-NEXT: [[STATE:%.*]] = llvm.load [[PTR]] : !llvm.ptr<3> -> i8
// CHECK-NEXT: llvm.switch [[STATE]] : i8, [[IDLE:\^bb[0-9]+]] [
// CHECK-NEXT: 0: [[PART0:\^bb[0-9]+]],
// CHECK-NEXT: 1: [[EXIT:\^bb[0-9]+]]
// CHECK: [[IDLE]]:
// CHECK: llvm.br [[LOOP]] {loop_annotation = #llvm.loop_annotation<licm = <disable = true>>}
// CHECK: [[EXIT]]:
// CHECK-NEXT: llvm.return
// The partition loads its capture, waits, runs with its barrier and goes back to the loop.
// CHECK: [[PART0]]:
// CHECK-NEXT: nvvm.setmaxregister increase 40
// CHECK: [[CAP:%.*]] = llvm.getelementptr %{{.*}}[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (i32)>
// CHECK-NEXT: [[VAL:%.*]] = llvm.load [[CAP]] {alignment = 1 : i64} : !llvm.ptr<3> -> i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK: nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}}
// CHECK-NEXT: "use"([[VAL]], %arg0)
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT: nvvm.setmaxregister decrease 24
// CHECK-NEXT: llvm.br [[LOOP]]
// The default warp group writes the states and the capture, releases the workers and runs
// the default region, whose yield feeds the rest of the block.
// CHECK: [[BODY]]:
// CHECK-NEXT: nvvm.setmaxregister increase 176
// CHECK-NEXT: [[PRODUCED:%.*]] = "produce"
// CHECK: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK: llvm.store [[PRODUCED]], %{{.*}} {alignment = 1 : i64} : i32, !llvm.ptr<3>
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT: nvvm.setmaxregister decrease 160
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT: llvm.br [[DEFAULTREGION:\^bb[0-9]+]]
// CHECK: [[DEFAULTREGION]]:
// CHECK: nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}}
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT: nvvm.setmaxregister increase 176
// CHECK-NEXT: llvm.br [[AFTER:\^bb[0-9]+]]([[PRODUCED]] : i32)
// CHECK: [[AFTER]]([[OUT:%.*]]: i32):
// CHECK-NEXT: "use"([[OUT]])
// Before returning, the kernel sends every worker warp to the exit state.
// CHECK: [[EXITSTATE:%.*]] = llvm.mlir.constant(1 : i8) : i8
// CHECK: llvm.store [[EXITSTATE]]
// CHECK: llvm.store [[EXITSTATE]]
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT: llvm.return
llvm.func @switch_loop(%arg0: i32) attributes {allocation.offset = 16 : i32} {
  %v = "produce"() : () -> i32
  %r = ttg.warp_specialize(%v, %arg0) attributes {allocation.offset = 8 : i32, warpGroupStartIds = array<i32: 4>, actualRegisters = array<i32: 160, 40>}
  default {
    nvvm.barrier0
    ttg.warp_yield %v : i32
  }
  partition0(%a: i32, %b: i32) num_warps(2) {
    nvvm.barrier0
    "use"(%a, %b) : (i32, i32) -> ()
    ttg.warp_return
  } : (i32, i32) -> i32
  "use"(%r) : (i32) -> ()
  llvm.return
}
}

// -----

// A one-warp partition's barrier is a warp sync; barriers outside partitions use barrier 0
// with the default warp group's threads.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 5 : i32} {
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: llvm.func @barriers
// CHECK: nvvm.bar.warp.sync %{{.*}} : i32
// CHECK: [[N:%.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: nvvm.barrier id = %{{.*}} number_of_threads = [[N]]
llvm.func @barriers() attributes {allocation.offset = 0 : i32} {
  ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4>}
  default {
    ttg.warp_yield
  }
  partition0() num_warps(1) {
    nvvm.barrier0
    ttg.warp_return
  } : () -> ()
  nvvm.barrier0
  llvm.return
}
}

// -----

// Kernel arguments and pure computations over them are rematerialized in the partition
// instead of passing through shared memory.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 5 : i32} {
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: llvm.func @remat
// CHECK: llvm.br ^bb1 {loop_annotation
// CHECK: ^bb4:
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT: [[ADD:%.*]] = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: "use"([[ADD]], %arg0)
// CHECK-NOT: packed
llvm.func @remat(%arg0: i32, %arg1: i32) attributes {allocation.offset = 0 : i32} {
  %0 = llvm.add %arg0, %arg1 : i32
  ttg.warp_specialize(%0, %arg0) attributes {allocation.offset = 0 : i32, warpGroupStartIds = array<i32: 4>}
  default {
    ttg.warp_yield
  }
  partition0(%a: i32, %b: i32) num_warps(1) {
    "use"(%a, %b) : (i32, i32) -> ()
    ttg.warp_return
  } : (i32, i32) -> ()
  llvm.return
}
}
