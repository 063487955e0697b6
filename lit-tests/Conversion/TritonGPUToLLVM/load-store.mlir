// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// A contiguous, aligned, masked load is one predicated ld.global.v4.b32 whose outputs are
// zeroed first; the store is one st.global.v4.b32 of the same words.
// CHECK-LABEL: llvm.func @copy
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b" {{.*}} : (!llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<1xf32>
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b" {{.*}} : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.void
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copy(%src: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %dst: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %n1 = tt.splat %n : i32 -> tensor<128xi32, #blocked>
    %m = arith.cmpi slt, %r, %n1 : tensor<128xi32, #blocked>
    %s = tt.splat %src : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %sp = tt.addptr %s, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %v = tt.load %sp, %m : tensor<128x!tt.ptr<f32>, #blocked>
    %d = tt.splat %dst : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %dp = tt.addptr %d, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    tt.store %dp, %v, %m : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// Without alignment the load is one b32 per element; `other` moves into the output instead
// of zero, and evict_first asks for an L2 policy register first.
// CHECK-LABEL: llvm.func @other_evict
// CHECK: "mov.u64 $0, 0x0;\0A\09createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"
// CHECK: "mov.u32 $0, $1;\0A\09@$4 ld.global.L1::evict_first.L2::cache_hint.b32 { $0 }, [ $2 + 0 ], $3;", "=r,r,l,l,b"
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @other_evict(%src: !tt.ptr<f32>, %o: f32, %n: i32) {
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked>
    %n1 = tt.splat %n : i32 -> tensor<32xi32, #blocked>
    %m = arith.cmpi slt, %r, %n1 : tensor<32xi32, #blocked>
    %s = tt.splat %src : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked>
    %sp = tt.addptr %s, %r : tensor<32x!tt.ptr<f32>, #blocked>, tensor<32xi32, #blocked>
    %other = tt.splat %o : f32 -> tensor<32xf32, #blocked>
    %v = tt.load %sp, %m, %other evictionPolicy = evict_first : tensor<32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// Registers 2 and 3 repeat the elements of registers 0 and 1 (the tensor has 2 elements, the
// layout 4 registers). Triton looks the register free-variable mask up under a name no layout
// has, so it loads and stores the repeated registers again; so does ttgo.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @repeated_registers
  tt.func @repeated_registers(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<2x!tt.ptr<f32>, #blocked>
    %a = tt.addptr %s, %r : tensor<2x!tt.ptr<f32>, #blocked>, tensor<2xi32, #blocked>
    // CHECK-COUNT-2: ld.global.v2.b32
    // CHECK-NOT: ld.global
    %v = tt.load %a : tensor<2x!tt.ptr<f32>, #blocked>
    // CHECK-COUNT-2: st.global.v2.b32
    // CHECK-NOT: st.global
    tt.store %a, %v : tensor<2x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
