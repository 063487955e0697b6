// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect --convert-nv-gpu-to-llvm | FileCheck %s

// An accumulating wgmma with A in shared memory: outputs tied to the C registers, then the
// descriptors and the scale-d predicate; f16 takes the scale and transpose immediates.
// CHECK-LABEL: llvm.func @wgmma_acc
// CHECK-COUNT-4: llvm.extractvalue %arg2
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0,$1,$2,$3}, $8, $9, $10, 1, 1, 0, 1;", "=f,=f,=f,=f,0,1,2,3,l,l,b"
llvm.func @wgmma_acc(%a: i64, %b: i64, %c: !llvm.struct<(f32, f32, f32, f32)>, %use: i1) {
  %0 = nvg.wgmma %a, %b, %use, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// A in registers: its fields become "r" inputs and only B's transpose bit is passed.
// CHECK-LABEL: llvm.func @wgmma_regs
// CHECK: "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0,$1,$2,$3}, {$4,$5}, $6, 0, 1, 1, 0;", "=f,=f,=f,=f,r,r,l"
llvm.func @wgmma_regs(%a: !llvm.struct<(i32, i32)>, %b: i64, %use: i1) {
  %0 = nvg.wgmma %a, %b, %use {eltTypeA = 5 : i32, eltTypeB = 5 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (!llvm.struct<(i32, i32)>, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// Integer wgmma: "=r" outputs, no scale immediates.
// CHECK-LABEL: llvm.func @wgmma_s8
// CHECK: "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {$0,$1}, $2, $3, 0;", "=r,=r,l,l"
llvm.func @wgmma_s8(%a: i64, %b: i64, %use: i1) {
  %0 = nvg.wgmma %a, %b, %use {eltTypeA = 0 : i32, eltTypeB = 0 : i32, eltTypeC = 1 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// The wait ties every register of its input to an output sized by its type.
// CHECK-LABEL: llvm.func @wait
// CHECK: "// wait for regs: $0,$1,$2,$3\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=l,=r,=h,0,1,2,3"
llvm.func @wait(%in: !llvm.struct<(f32, ptr<3>, i32, f16)>) {
  %0 = nvg.wgmma_wait_group %in {pendings = 1 : i32} : !llvm.struct<(f32, ptr<3>, i32, f16)>
  llvm.return
}

// -----

// An acquire load is zero-initialized and predicated on its mask.
// CHECK-LABEL: llvm.func @ld_acquire
// CHECK: [[R:%.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.gpu.acquire.b32 $0, [ $1 + 0 ];", "=r,l,b" %arg0, %arg1 : (!llvm.ptr<1>, i1) -> i32
// CHECK: "mov.u64 $0, 0x0;\0A\09ld.global.sys.relaxed.b64 $0, [ $1 + 0 ];", "=l,l"
llvm.func @ld_acquire(%p: !llvm.ptr<1>, %m: i1) {
  %0 = nvg.ld_acquire acquire, gpu, %p, %m : (!llvm.ptr<1>) -> i32
  %1 = nvg.ld_acquire relaxed, sys, %p : (!llvm.ptr<1>) -> i64
  "use"(%0, %1) : (i32, i64) -> ()
  llvm.return
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// The warp id is the thread id over 32, made warp-uniform by a shuffle from lane 0.
// CHECK-LABEL: llvm.func @warp_id
// CHECK-DAG: [[C32:%.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-DAG: [[C0:%.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-DAG: [[C31:%.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-DAG: [[CM1:%.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK: [[TID:%.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: [[W:%.*]] = llvm.udiv [[TID]], [[C32]] : i32
// CHECK: nvvm.shfl.sync  idx [[CM1]], [[W]], [[C0]], [[C31]] : i32 -> i32
llvm.func @warp_id() -> i32 {
  %0 = nvg.warp_id
  llvm.return %0 : i32
}
}

// -----

// The cluster id is the CTA's rank in its cluster.
// CHECK-LABEL: llvm.func @cluster_id
// CHECK-NEXT: nvvm.read.ptx.sreg.cluster.ctarank : i32
llvm.func @cluster_id() -> i32 {
  %0 = nvg.cluster_id
  llvm.return %0 : i32
}

// -----

// The tensor memory base is allocated by the kernel's first warp on entry and freed before
// it returns; a partition using it receives it as a capture.
module attributes {"ttg.num-warps" = 4 : i32, ttg.tensor_memory_size = 256 : i32, "ttng.two-ctas" = true} {
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: llvm.func @tensor_memory
// CHECK: [[TID:%.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: [[PRED:%.*]] = llvm.icmp "ult" [[TID]], %{{.*}} : i32
// CHECK: [[SMEM:%.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK: "@$0 tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$1], 256;", "b,r" [[PRED]], [[SMEM]] : (i1, !llvm.ptr<3>) -> !llvm.void
// CHECK: nvvm.barrier0
// CHECK: [[ADDR:%.*]] = llvm.load [[SMEM]] : !llvm.ptr<3> -> i32
// CHECK: nvvm.barrier0
// CHECK: [[BASE:%.*]] = llvm.inttoptr [[ADDR]] : i32 to !llvm.ptr<6>
// CHECK: "@$0 tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;", "b" [[PRED]]
// CHECK: ttg.warp_specialize([[BASE]])
// CHECK: partition0(%[[A:.*]]: !llvm.ptr<6>) num_warps(1)
// CHECK-NEXT: "use"(%[[A]])
// CHECK: nvvm.barrier0
// CHECK-NEXT: "@$0 tcgen05.dealloc.cta_group::2.sync.aligned.b32 $1, 256;", "b,r" [[PRED]], [[BASE]] : (i1, !llvm.ptr<6>) -> !llvm.void
// CHECK-NEXT: llvm.return
llvm.func @tensor_memory() attributes {nvvm.kernel = 1 : ui1} {
  ttg.warp_specialize()
  default {
    ttg.warp_yield
  }
  partition0() num_warps(1) {
    %0 = nvg.tensor_memory_base
    "use"(%0) : (!llvm.ptr<6>) -> ()
    ttg.warp_return
  } : () -> ()
  llvm.return
}
}
