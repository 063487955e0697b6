// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// A tensor atomic add of f32 is one predicated atom.global per register, its old value
// initialised to zero; the mask is the predicate.
// CHECK-LABEL: llvm.func @rmw_fadd_masked
// CHECK: %[[OLD:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.relaxed.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"
// CHECK: llvm.inline_asm {{.*}}atom.global.gpu.relaxed.add.f32
// CHECK-NOT: atom.global
// CHECK: llvm.insertvalue %[[OLD]]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @rmw_fadd_masked(%p: tensor<256x!tt.ptr<f32>, #blocked>, %m: tensor<256xi1, #blocked>, %v: tensor<256xf32, #blocked>) {
    %0 = tt.atomic_rmw fadd, relaxed, gpu, %p, %v, %m : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// The kind picks the operation and its type suffix: max is signed, umin unsigned, exch and
// the bitwise ones untyped bits; the scope comes before the semantic.
// CHECK-LABEL: llvm.func @rmw_kinds
// CHECK: atom.global.cta.acquire.max.s32
// CHECK: atom.global.sys.release.min.u32
// CHECK: atom.global.gpu.acq_rel.exch.b32
// CHECK: atom.global.gpu.relaxed.xor.b32
// CHECK: "mov.u64 $0, 0x0;\0A\09@$3 atom.global.gpu.relaxed.add.u64 $0, [ $1 + 0 ], $2;", "=l,l,l,b"
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @rmw_kinds(%p: tensor<128x!tt.ptr<i32>, #blocked>, %v: tensor<128xi32, #blocked>, %m: tensor<128xi1, #blocked>, %q: tensor<128x!tt.ptr<i64>, #blocked>, %w: tensor<128xi64, #blocked>) {
    %0 = tt.atomic_rmw max, acquire, cta, %p, %v, %m : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xi32, #blocked>
    %1 = tt.atomic_rmw umin, release, sys, %p, %v, %m : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xi32, #blocked>
    %2 = tt.atomic_rmw exch, acq_rel, gpu, %p, %v, %m : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xi32, #blocked>
    %3 = tt.atomic_rmw xor, relaxed, gpu, %p, %v, %m : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xi32, #blocked>
    %4 = tt.atomic_rmw add, relaxed, gpu, %q, %w, %m : (tensor<128x!tt.ptr<i64>, #blocked>, tensor<128xi64, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xi64, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// Contiguous f16 are added in pairs: the two values packed in a vector, atom ...f16x2 on a
// 32-bit register, the old values extracted from the returned vector.
// CHECK-LABEL: llvm.func @rmw_f16_pairs
// CHECK: %[[V0:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<2xf16>
// CHECK: %[[V1:.*]] = llvm.insertelement %{{.*}}, %[[V0]][%{{.*}} : i32] : vector<2xf16>
// CHECK: %[[R:.*]] = llvm.inline_asm has_side_effects {{.*}}"mov.u32 $0, 0x0;\0A\09atom.global.gpu.relaxed.add.noftz.f16x2 $0, [ $1 + 0 ], $2;", "=r,l,r" %{{.*}}, %[[V1]] : (!llvm.ptr<1>, vector<2xf16>) -> vector<2xf16>
// CHECK: llvm.extractelement %[[R]]
// CHECK: llvm.extractelement %[[R]]
// CHECK: atom.global.gpu.relaxed.add.noftz.f16x2
// CHECK-NOT: atom.global
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @rmw_f16_pairs(%p: tensor<256x!tt.ptr<f16>, #blocked> {tt.divisibility = 16 : i32, tt.contiguity = 16 : i32}, %v: tensor<256xf16, #blocked>) {
    %0 = tt.atomic_rmw fadd, relaxed, gpu, %p, %v : (tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xf16, #blocked>) -> tensor<256xf16, #blocked>
    tt.return
  }
}

// -----

// A scalar atomic runs in one thread of the CTA (lane 0 of warp 0) and, when its result is
// used, stores the old value to shared memory for every thread to load after a barrier.
// CHECK-LABEL: llvm.func @rmw_scalar_used
// CHECK: llvm.icmp "eq"
// CHECK: %[[OLD:.*]] = llvm.inline_asm {{.*}}atom.global.gpu.acq_rel.add.u32
// CHECK: %[[BASE:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: %[[SMEM:.*]] = llvm.bitcast %[[BASE]] : !llvm.ptr<3> to !llvm.ptr<3>
// CHECK: st.shared.b32
// CHECK: nvvm.barrier0
// CHECK: llvm.load %[[SMEM]] : !llvm.ptr<3> -> i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @rmw_scalar_used(%p: !tt.ptr<i32>, %v: i32) {
    %true = arith.constant true
    %0 = tt.atomic_rmw add, acq_rel, gpu, %p, %v, %true : (!tt.ptr<i32>, i32, i1) -> i32
    tt.store %p, %0 : !tt.ptr<i32>
    tt.return
  }
}

// -----

// A relaxed or acquiring scalar add of zero only reads: it becomes nvg.ld_acquire.
// CHECK-LABEL: llvm.func @rmw_add_zero
// CHECK: nvg.ld_acquire relaxed, gpu
// CHECK-NOT: atom.global
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @rmw_add_zero(%p: !tt.ptr<i32>) {
    %true = arith.constant true
    %c0 = arith.constant 0 : i32
    %0 = tt.atomic_rmw add, relaxed, gpu, %p, %c0, %true : (!tt.ptr<i32>, i32, i1) -> i32
    tt.store %p, %0 : !tt.ptr<i32>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// Before sm_90 a bf16 atomic is llvm.atomicrmw in a block the predicate branches to; the
// old value reaches the next block as its argument.
// CHECK-LABEL: llvm.func @rmw_bf16_branch
// CHECK: %[[U:.*]] = llvm.mlir.undef : bf16
// CHECK: llvm.cond_br %{{.*}}, ^bb1, ^bb2(%[[U]] : bf16)
// CHECK: ^bb1:
// CHECK: %[[A:.*]] = llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, bf16
// CHECK: llvm.br ^bb2(%[[A]] : bf16)
// CHECK: ^bb2(%{{.*}}: bf16):
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @rmw_bf16_branch(%p: tensor<128x!tt.ptr<bf16>, #blocked>, %v: tensor<128xbf16, #blocked>, %m: tensor<128xi1, #blocked>) {
    %0 = tt.atomic_rmw fadd, relaxed, gpu, %p, %v, %m : (tensor<128x!tt.ptr<bf16>, #blocked>, tensor<128xbf16, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xbf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// A result held by several threads (16 elements over 128 threads) is exchanged through the
// op's shared memory: stored by the threads that ran the atomic, loaded by all.
// CHECK-LABEL: llvm.func @rmw_broadcast_result
// CHECK: atom.global.gpu.relaxed.add.f32
// CHECK: st.shared.b32
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @rmw_broadcast_result(%p: tensor<16x!tt.ptr<f32>, #blocked>, %v: tensor<16xf32, #blocked>) {
    %0 = tt.atomic_rmw fadd, relaxed, gpu, %p, %v : (tensor<16x!tt.ptr<f32>, #blocked>, tensor<16xf32, #blocked>) -> tensor<16xf32, #blocked>
    tt.store %p, %0 : tensor<16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// Compare-and-swap: atom.global, the semantic before the scope, cas on untyped bits, with
// the compare value before the new one.
// CHECK-LABEL: llvm.func @cas_tensor
// CHECK: "mov.u32 $0, 0x0;\0A\09atom.global.acq_rel.gpu.cas.b32 $0, [ $1 + 0 ], $2, $3;", "=r,l,r,r"
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @cas_tensor(%p: tensor<128x!tt.ptr<i32>, #blocked>, %c: tensor<128xi32, #blocked>, %v: tensor<128xi32, #blocked>) {
    %0 = tt.atomic_cas acq_rel, gpu, %p, %c, %v : (tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

// A scalar compare-and-swap whose result is used shares it through shared memory.
// CHECK-LABEL: llvm.func @cas_scalar
// CHECK: %[[OLD:.*]] = llvm.inline_asm {{.*}}"mov.u64 $0, 0x0;\0A\09@$4 atom.global.relaxed.sys.cas.b64 $0, [ $1 + 0 ], $2, $3;", "=l,l,l,l,b"
// CHECK: llvm.inline_asm has_side_effects {{.*}}"@$2 st.shared.b64 [ $0 + 0 ], $1;", "r,l,b" %{{.*}}, %[[OLD]]
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i64
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @cas_scalar(%p: !tt.ptr<i64>, %c: i64, %v: i64) {
    %0 = tt.atomic_cas relaxed, sys, %p, %c, %v : (!tt.ptr<i64>, i64, i64) -> i64
    tt.store %p, %0 : !tt.ptr<i64>
    tt.return
  }
}
