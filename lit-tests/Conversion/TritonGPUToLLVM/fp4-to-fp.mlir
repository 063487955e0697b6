// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=90 | FileCheck %s

#b14 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b18 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// Four bytes (eight fp4) are packed into one register and widened by one pure PTX block
// into four registers of two bf16, each bitcast and split; eight bytes take two blocks.
// CHECK-LABEL: llvm.func @fp4_to_bf16
// CHECK-COUNT-3: llvm.insertelement
// CHECK: %[[P:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xi8>
// CHECK: %[[R:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "{\0A.reg .b32 a<14>;{{.*}}", "=r,=r,=r,=r,r" %[[P]] : (vector<4xi8>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: %[[W:.*]] = llvm.extractvalue %[[R]][0]
// CHECK: %[[V:.*]] = llvm.bitcast %[[W]] : i32 to vector<2xbf16>
// CHECK: llvm.extractelement %[[V]]
// CHECK: llvm.inline_asm
// CHECK-NOT: llvm.inline_asm
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_to_bf16(%x: tensor<32x32xi8, #b14>) {
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x32xi8, #b14> -> tensor<32x64xbf16, #b18>
    tt.return
  }
}

// -----

#b14 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b18 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// To f16 the PTX goes through e4m3 conversions.
// CHECK-LABEL: llvm.func @fp4_to_f16
// CHECK: cvt.rn.f16x2.e4m3x2 $0, t0;
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp4_to_f16(%x: tensor<32x32xi8, #b14>) {
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x32xi8, #b14> -> tensor<32x64xf16, #b18>
    tt.return
  }
}
