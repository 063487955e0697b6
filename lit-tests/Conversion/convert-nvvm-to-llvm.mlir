// RUN: tt-opt %s -split-input-file --convert-nvvm-to-llvm | FileCheck %s

// fence.proxy lowers to its PTX, as Triton's LLVM does; the shared kind names its space.
// CHECK-LABEL: llvm.func @fence_proxy
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cta;", ""  : () -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async.shared::cluster;", ""  : () -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.async;", ""  : () -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.alias;", ""  : () -> ()
llvm.func @fence_proxy() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  llvm.return
}

// -----

// A predicated mbarrier.init guards its PTX with the predicate; shared pointers are 32-bit
// registers, generic ones 64-bit. Without a predicate it keeps its intrinsic.
// CHECK-LABEL: llvm.func @mbarrier_init
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b" %arg0, %arg2, %arg3 : (!llvm.ptr<3>, i32, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.b64 [$0], $1;", "l,r,b" %arg1, %arg2, %arg3 : (!llvm.ptr, i32, i1) -> ()
// CHECK-NEXT: nvvm.mbarrier.init %arg0, %arg2 : !llvm.ptr<3>, i32
llvm.func @mbarrier_init(%s: !llvm.ptr<3>, %g: !llvm.ptr, %n: i32, %p: i1) {
  nvvm.mbarrier.init %s, %n, predicate = %p : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.init %g, %n, predicate = %p : !llvm.ptr, i32, i1
  nvvm.mbarrier.init %s, %n : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// try_wait.parity becomes a PTX loop that spins until the phase completes.
// CHECK-LABEL: llvm.func @try_wait_parity
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r" %arg0, %arg1, %arg2 : (!llvm.ptr<3>, i32, i32) -> ()
llvm.func @try_wait_parity(%s: !llvm.ptr<3>, %phase: i32, %ticks: i32) {
  nvvm.mbarrier.try_wait.parity %s, %phase, %ticks : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----

// A predicated arrive.expect_tx lowers to PTX; the unpredicated one keeps its intrinsic.
// CHECK-LABEL: llvm.func @arrive_expect_tx
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.arrive.expect_tx.shared.b64 _, [$0], $1;", "r,r,b" %arg0, %arg1, %arg2 : (!llvm.ptr<3>, i32, i1) -> ()
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %arg0, %arg1 : !llvm.ptr<3>, i32
llvm.func @arrive_expect_tx(%s: !llvm.ptr<3>, %tx: i32, %p: i1) {
  nvvm.mbarrier.arrive.expect_tx %s, %tx, predicate = %p : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.arrive.expect_tx %s, %tx : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// Ops with an LLVM intrinsic are left alone.
// CHECK-LABEL: llvm.func @intrinsics
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK-NEXT: nvvm.elect.sync
// CHECK-NOT: llvm.inline_asm
llvm.func @intrinsics() {
  nvvm.barrier0
  nvvm.wgmma.fence.aligned
  %0 = nvvm.elect.sync -> i1
  llvm.return
}
