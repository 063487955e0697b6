// RUN: tt-opt %s --allocate-shared-memory --convert-triton-gpu-to-llvm=compute-capability=90 | FileCheck %s

// The functions of nested modules are lowered too, and a bf16 atomic follows the ttg.target of
// its own module, not the pass's compute capability: before sm_90 it is an llvm.atomicrmw,
// from sm_90 on PTX's bf16 atom.

// CHECK: module attributes {{.*}}ttg.target = "cuda:80"
// CHECK: llvm.func @atomic_sm80
// CHECK: llvm.atomicrmw fadd {{.*}} : !llvm.ptr<1>, bf16
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomic_sm80(%ptr: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %v: bf16) {
    %true = arith.constant true
    %old = tt.atomic_rmw fadd, acq_rel, gpu, %ptr, %v, %true : (!tt.ptr<bf16>, bf16, i1) -> bf16
    tt.store %ptr, %old : !tt.ptr<bf16>
    tt.return
  }
}

// CHECK: module attributes {{.*}}ttg.target = "cuda:90"
// CHECK: llvm.func @atomic_sm90
// CHECK-NOT: llvm.atomicrmw
// CHECK: atom.global.gpu.acq_rel.add.noftz.bf16
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomic_sm90(%ptr: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %v: bf16) {
    %true = arith.constant true
    %old = tt.atomic_rmw fadd, acq_rel, gpu, %ptr, %v, %true : (!tt.ptr<bf16>, bf16, i1) -> bf16
    tt.store %ptr, %old : !tt.ptr<bf16>
    tt.return
  }
}
