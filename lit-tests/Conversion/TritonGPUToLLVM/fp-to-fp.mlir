// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=90 | FileCheck %s
// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=80 | FileCheck %s --check-prefix=SM80

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// f16 to f32 is fpext; f32 to f16 a pure cvt with the rounding; f32 to bf16 the NVVM
// intrinsic of the rounding.
// CHECK-LABEL: llvm.func @fp_widen_narrow
// CHECK: llvm.fpext %{{.*}} : f16 to f32
// CHECK: llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rz.f16.f32 $0, $1;", "=h,r" %{{.*}} : (f32) -> f16
// CHECK: llvm.call_intrinsic "llvm.nvvm.f2bf16.rn"(%{{.*}}) : (f32) -> bf16
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp_widen_narrow(%h: tensor<128xf16, #blocked>, %f: tensor<128xf32, #blocked>) {
    %0 = tt.fp_to_fp %h : tensor<128xf16, #blocked> -> tensor<128xf32, #blocked>
    %1 = tt.fp_to_fp %f, rounding = rtz : tensor<128xf32, #blocked> -> tensor<128xf16, #blocked>
    %2 = tt.fp_to_fp %f, rounding = rtne : tensor<128xf32, #blocked> -> tensor<128xbf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// fp8 to f16 converts two values per cvt, from a 16-bit register (sm_89 and later) or four
// per prmt pair before.
// CHECK-LABEL: llvm.func @fp8_to_f16
// CHECK-COUNT-2: "cvt.rn.f16x2.e5m2x2 $0, $1; \0A\09", "=r,h" %{{.*}} : (i16) -> vector<2xf16>
// CHECK-NOT: llvm.inline_asm
// SM80-LABEL: llvm.func @fp8_to_f16
// SM80: prmt.b32 $0, 0, $2, 0x5140; {{.*}} "=r,=r,r" %{{.*}} : (i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// SM80-NOT: llvm.inline_asm
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp8_to_f16(%x: tensor<128xf8E5M2, #blocked>) {
    %0 = tt.fp_to_fp %x : tensor<128xf8E5M2, #blocked> -> tensor<128xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// f32 to fp8 on Hopper converts two f32 registers at once, before Hopper through f16
// rounded toward zero; fp8 to f32 goes through f16 and widens each value.
// CHECK-LABEL: llvm.func @fp32_fp8
// CHECK-COUNT-2: "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1; \0A", "=h,r,r" %{{.*}}, %{{.*}} : (i32, i32) -> vector<2xi8>
// CHECK: cvt.rn.f16x2.e5m2x2
// CHECK: llvm.fpext %{{.*}} : f16 to f32
// SM80-LABEL: llvm.func @fp32_fp8
// SM80: "cvt.rz.f16.f32 $0, $1;"
// SM80: add.u32 a0, a0, 0x00800080;
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp32_fp8(%f: tensor<128xf32, #blocked>, %q: tensor<128xf8E5M2, #blocked>) {
    %0 = tt.fp_to_fp %f, rounding = rtne : tensor<128xf32, #blocked> -> tensor<128xf8E5M2, #blocked>
    %1 = tt.fp_to_fp %q : tensor<128xf8E5M2, #blocked> -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// One register per thread: the pair is padded with an undef.
// CHECK-LABEL: llvm.func @fp8_padded
// SM80-LABEL: llvm.func @fp8_padded
// CHECK: llvm.mlir.undef : f16
// CHECK: cvt.rn.satfinite.e5m2x2.f16x2
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp8_padded(%h: tensor<32xf16, #blocked>) {
    %0 = tt.fp_to_fp %h, rounding = rtne : tensor<32xf16, #blocked> -> tensor<32xf8E5M2, #blocked>
    tt.return
  }
}
