// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=90 | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// The precise ops are the round-to-nearest NVVM intrinsics.
// CHECK-LABEL: llvm.func @precise
// CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func @precise(%a: tensor<32xf32, #blocked>, %b: tensor<32xf32, #blocked>) {
    %0 = tt.precise_sqrt %a : tensor<32xf32, #blocked>
    %1 = tt.precise_divf %a, %b : tensor<32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// A clamp is maxnum then minnum, or maximum then minimum when NaNs propagate; on Hopper a
// clip between opposite constants is one fmin.xorsign.abs with the upper bound.
// CHECK-LABEL: llvm.func @clamp
// CHECK: %[[M:.*]] = llvm.intr.maxnum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.minnum(%[[M]], %{{.*}}) : (f32, f32) -> f32
// CHECK: %[[N:.*]] = llvm.intr.maximum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.minimum(%[[N]], %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.f"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func @clamp(%x: tensor<32xf32, #blocked>, %lo: tensor<32xf32, #blocked>, %hi: tensor<32xf32, #blocked>) {
    %0 = tt.clampf %x, %lo, %hi, propagateNan = none : tensor<32xf32, #blocked>
    %1 = tt.clampf %x, %lo, %hi, propagateNan = all : tensor<32xf32, #blocked>
    %neg = arith.constant dense<-6.0> : tensor<32xf32, #blocked>
    %pos = arith.constant dense<6.0> : tensor<32xf32, #blocked>
    %2 = tt.clampf %x, %neg, %pos, propagateNan = none : tensor<32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// absi keeps the minimum integer defined; absf is fabs, or masks the sign bit of fp8 kept
// as i8; minimumf and maximumf propagate NaNs in hardware.
// CHECK-LABEL: llvm.func @abs_minmax
// CHECK: "llvm.intr.abs"(%{{.*}}) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK: llvm.intr.fabs(%{{.*}}) : (f16) -> f16
// CHECK: %[[MASK:.*]] = llvm.mlir.constant(127 : i8) : i8
// CHECK: llvm.and %{{.*}}, %[[MASK]] : i8
// CHECK: llvm.intr.minimum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.maximum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func @abs_minmax(%i: tensor<32xi32, #blocked>, %h: tensor<32xf16, #blocked>, %q: tensor<32xf8E5M2, #blocked>, %f: tensor<32xf32, #blocked>) {
    %0 = math.absi %i : tensor<32xi32, #blocked>
    %1 = math.absf %h : tensor<32xf16, #blocked>
    %2 = math.absf %q : tensor<32xf8E5M2, #blocked>
    %3 = arith.minimumf %f, %f : tensor<32xf32, #blocked>
    %4 = arith.maximumf %f, %f : tensor<32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// An extern elementwise op calls its symbol, declared with the library; math ops call
// libdevice, in f32 for f16.
// CHECK-DAG: llvm.func @__nv_floorf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_pow(f64, f64) -> f64 attributes {libname = "libdevice", libpath = "/lib/libdevice.10.bc"}
// CHECK-LABEL: llvm.func @calls
// CHECK: llvm.call @__nv_pow(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
// CHECK: %[[W:.*]] = llvm.fpext %{{.*}} : f16 to f32
// CHECK: %[[F:.*]] = llvm.call @__nv_floorf(%[[W]]) : (f32) -> f32
// CHECK: llvm.fptrunc %[[F]] : f32 to f16
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func @calls(%d: tensor<32xf64, #blocked>, %h: tensor<32xf16, #blocked>) {
    %0 = tt.extern_elementwise %d, %d {libname = "libdevice", libpath = "/lib/libdevice.10.bc", pure = true, symbol = "__nv_pow"} : (tensor<32xf64, #blocked>, tensor<32xf64, #blocked>) -> tensor<32xf64, #blocked>
    %1 = math.floor %h : tensor<32xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// Four s8 convert to bf16 in one packed PTX block.
// CHECK-LABEL: llvm.func @s8_to_bf16
// CHECK-NOT: llvm.sitofp
// CHECK: llvm.inline_asm asm_dialect = att operand_attrs = [] "{{.*}}sub.bf16x2 $0, l1, l2;{{.*}}", "=r,=r,r" %{{.*}} : (i32) -> !llvm.struct<(vector<2xbf16>, vector<2xbf16>)>
// CHECK-NOT: llvm.inline_asm
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func @s8_to_bf16(%x: tensor<128xi8, #blocked>) {
    %0 = arith.sitofp %x : tensor<128xi8, #blocked> to tensor<128xbf16, #blocked>
    tt.return
  }
}
