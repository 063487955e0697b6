// RUN: tt-opt %s -split-input-file --llvm-optimize-for-nvvm-target | FileCheck %s
// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --llvm-optimize-for-nvvm-target | FileCheck %s --check-prefix=DEDUP

// An f16 division becomes an f32 multiplication by the approximate reciprocal, refined by
// one Newton step unless the product's exponent is all zeros or all ones.
// CHECK-LABEL: llvm.func @fdiv_f16
// CHECK-DAG: %[[ZERO:.*]] = llvm.mlir.constant(0 : ui32) : i32
// CHECK-DAG: %[[MASK:.*]] = llvm.mlir.constant(2139095040 : ui32) : i32
// CHECK-DAG: %[[L:.*]] = llvm.fpext %arg0 : f16 to f32
// CHECK-DAG: %[[R:.*]] = llvm.fpext %arg1 : f16 to f32
// CHECK-DAG: %[[RCP:.*]] = nvvm.rcp.approx.ftz.f %[[R]] : f32
// CHECK-DAG: %[[APPROX:.*]] = llvm.fmul %[[L]], %[[RCP]] : f32
// CHECK-DAG: %[[NEG:.*]] = llvm.fneg %[[R]] : f32
// CHECK-DAG: %[[ERR:.*]] = llvm.intr.fma(%[[APPROX]], %[[NEG]], %[[L]]) : (f32, f32, f32) -> f32
// CHECK-DAG: %[[REFINED:.*]] = llvm.intr.fma(%[[ERR]], %[[RCP]], %[[APPROX]]) : (f32, f32, f32) -> f32
// CHECK-DAG: %[[BITS:.*]] = llvm.bitcast %[[APPROX]] : f32 to i32
// CHECK-DAG: %[[EXP:.*]] = llvm.and %[[BITS]], %[[MASK]] : i32
// CHECK-DAG: %[[IS_ZERO:.*]] = llvm.icmp "eq" %[[EXP]], %[[ZERO]] : i32
// CHECK-DAG: %[[IS_MAX:.*]] = llvm.icmp "eq" %[[EXP]], %[[MASK]] : i32
// CHECK-DAG: %[[SPECIAL:.*]] = llvm.or %[[IS_ZERO]], %[[IS_MAX]] : i1
// CHECK-DAG: %[[SEL:.*]] = llvm.select %[[SPECIAL]], %[[APPROX]], %[[REFINED]] : i1, f32
// CHECK-DAG: %[[RES:.*]] = llvm.fptrunc %[[SEL]] : f32 to f16
// CHECK: llvm.return %[[RES]] : f16
llvm.func @fdiv_f16(%arg0: f16, %arg1: f16) -> f16 {
  %0 = llvm.fdiv %arg0, %arg1 : f16
  llvm.return %0 : f16
}

// -----

// Other divisions stay.
// CHECK-LABEL: llvm.func @fdiv_f32
// CHECK-NEXT: llvm.fdiv %arg0, %arg1 : f32
llvm.func @fdiv_f32(%arg0: f32, %arg1: f32) -> f32 {
  %0 = llvm.fdiv %arg0, %arg1 : f32
  llvm.return %0 : f32
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// The lowering computes a value the axis info knows constant over a thread's four registers
// once (integer division included, which has no memory effects though it may trap); the
// greedy driver then erases the other three.
// DEDUP-LABEL: llvm.func @dedup_divsi
// DEDUP: llvm.sdiv
// DEDUP-NOT: llvm.sdiv
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dedup_divsi(%p: !tt.ptr<i32>) {
    %c = arith.constant dense<16> : tensor<128xi32, #blocked>
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %d = arith.divsi %r, %c : tensor<128xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %q = tt.addptr %s, %r : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
    tt.store %q, %d : tensor<128x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
