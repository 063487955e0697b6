// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=90 | FileCheck %s
// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=80 | FileCheck %s --check-prefix=SM80

// Thread 0 initialises the mbarrier at the memdesc's base address.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: llvm.func @init
  // CHECK: [[BASE:%.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<3>, i32)>
  // CHECK-NEXT: llvm.extractvalue %arg0[1]
  // CHECK-NEXT: [[TID:%.*]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT: [[MASK:%.*]] = llvm.mlir.constant(127 : i32) : i32
  // CHECK-NEXT: [[T:%.*]] = llvm.and [[TID]], [[MASK]] : i32
  // CHECK-NEXT: [[ZERO:%.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: [[FIRST:%.*]] = llvm.icmp "eq" [[T]], [[ZERO]] : i32
  // CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 3;", "b,r" [[FIRST]], [[BASE]] : (i1, !llvm.ptr<3>) -> !llvm.void
  tt.func @init(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    ttng.init_barrier %bar, 3 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Thread 0 invalidates the mbarrier.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: llvm.func @inval
  // CHECK: llvm.icmp "eq"
  // CHECK-NEXT: "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r"
  tt.func @inval(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// The expecting arrival is predicated on thread 0 and the op's predicate.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: llvm.func @expect
  // CHECK: [[FIRST:%.*]] = llvm.icmp "eq"
  // CHECK-NEXT: [[PRED:%.*]] = llvm.and [[FIRST]], %arg1 : i1
  // CHECK-NEXT: "@$0 mbarrier.arrive.expect_tx.shared.b64 _, [$1], 32768;", "b,r" [[PRED]]
  tt.func @expect(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %p: i1) {
    ttng.barrier_expect %bar, 32768, %p : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// From sm_90 on every thread spins with try_wait; a non-constant predicate skips the loop,
// a constant true one does not.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: llvm.func @wait
  // CHECK: "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %{{.*}}, %arg1 : (!llvm.ptr<3>, i32) -> !llvm.void
  // CHECK: "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r"
  // CHECK: "\0A{\0A\09@!$2 bra.uni skipWait;\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09skipWait:\0A}\0A", "r,r,b" %{{.*}}, %arg1, %arg2 : (!llvm.ptr<3>, i32, i1) -> !llvm.void
  tt.func @wait(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %phase: i32, %p: i1) {
    ttng.wait_barrier %bar, %phase : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %true = arith.constant true
    ttng.wait_barrier %bar, %phase, %true : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %phase, %p : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Before sm_90 the loop uses test_wait and backs off with nanosleep.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // SM80-LABEL: llvm.func @wait_sm80
  // SM80: mbarrier.test_wait.parity.shared.b64 complete, [$0], $1;\0A\09@!complete nanosleep.u32 20;\0A\09@!complete bra.uni waitLoop;
  tt.func @wait_sm80(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %phase: i32) {
    ttng.wait_barrier %bar, %phase : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// An arrival of count 1 leaves the count out; the predicate joins thread 0's.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: llvm.func @arrive
  // CHECK: "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %{{.*}}, %arg0 : (i1, !llvm.struct<(ptr<3>, i32)>) -> !llvm.void
  // CHECK: [[PRED:%.*]] = llvm.and %{{.*}}, %arg1 : i1
  // CHECK-NEXT: "@$0 mbarrier.arrive.shared::cta.b64 _, [$1], 4;", "b,r" [[PRED]], %arg0
  tt.func @arrive(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %p: i1) {
    ttng.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.arrive_barrier %bar, 4, %p : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// fence_async_shared orders the generic proxy before the async proxy, in the CTA or the
// cluster.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: llvm.func @fence
  // CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  // CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  tt.func @fence() {
    ttng.fence_async_shared {bCluster = false}
    ttng.fence_async_shared {bCluster = true}
    tt.return
  }
}

// -----

// ttg.local_barrier is a CTA barrier.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: llvm.func @local_barrier
  // CHECK-NEXT: nvvm.barrier0
  // CHECK-NEXT: llvm.return
  tt.func @local_barrier() {
    ttg.local_barrier
    tt.return
  }
}

// -----

// async_copy_mbarrier_arrive arrives on the mbarrier once the thread's cp.async copies
// complete; noIncrement keeps the arrival from counting.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: llvm.func @cp_async_arrive
  // CHECK: [[BASE:%.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<3>, i32)>
  // CHECK: nvvm.cp.async.mbarrier.arrive.shared [[BASE]] : !llvm.ptr<3>
  // CHECK: nvvm.cp.async.mbarrier.arrive.shared %{{.*}} {noinc = true} : !llvm.ptr<3>
  tt.func @cp_async_arrive(%bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    ttng.async_copy_mbarrier_arrive %bar : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.async_copy_mbarrier_arrive %bar {noIncrement} : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}
