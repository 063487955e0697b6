// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// An f16 dot on one warp: each operand register pair packs into an i32, and the 16x16 result
// takes two m16n8k16 whose accumulators are tied to their outputs.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// CHECK-LABEL: llvm.func @mma_f16
// CHECK: %[[V:.*]] = llvm.mlir.undef : vector<2xf16>
// CHECK: %[[E0:.*]] = llvm.bitcast %{{.*}} : f16 to f16
// CHECK: %[[I0:.*]] = llvm.insertelement %[[E0]], %[[V]][%{{.*}} : i32] : vector<2xf16>
// CHECK: %[[E1:.*]] = llvm.bitcast %{{.*}} : f16 to f16
// CHECK: %[[I1:.*]] = llvm.insertelement %[[E1]], %[[I0]][%{{.*}} : i32] : vector<2xf16>
// CHECK: llvm.bitcast %[[I1]] : vector<2xf16> to i32
// CHECK: %[[MMA0:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" {{.*}} : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-COUNT-4: llvm.extractvalue %[[MMA0]]
// CHECK: %[[MMA1:.*]] = llvm.inline_asm {{.*}}mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-COUNT-4: llvm.extractvalue %[[MMA1]]
// CHECK-NOT: mma.sync
// CHECK: llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_f16(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x16xf32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x16xf32, #mma>
    tt.return
  }
}

// -----

// bf16 operands take the bf16 m16n8k16; two warps along M give each warp one tile of rows.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 8]}>
// CHECK-LABEL: llvm.func @mma_bf16
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK-NOT: mma.sync
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_bf16(%a: tensor<32x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<32x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x8xf32, #mma>
    tt.return
  }
}

// -----

// f32 operands with tf32 precision take m16n8k8, one f32 per register.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// CHECK-LABEL: llvm.func @mma_tf32
// CHECK: llvm.mlir.undef : vector<1xf32>
// CHECK: llvm.bitcast %{{.*}} : vector<1xf32> to i32
// CHECK: "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };"
// CHECK-NOT: mma.sync
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_tf32(%a: tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}

// -----

// i8 operands accumulate into i32 with the saturating m16n8k32; the outputs are registers.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// CHECK-LABEL: llvm.func @mma_i8
// CHECK: llvm.mlir.undef : vector<4xi8>
// CHECK: "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=r,=r,=r,=r,0,1,2,3,r,r,r,r,r,r"
// CHECK-SAME: -> !llvm.struct<(i32, i32, i32, i32)>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_i8(%a: tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xi32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xi32, #mma>
    tt.return
  }
}

// -----

// fp8 operands of different kinds name both in the m16n8k32 instruction; they travel as i8.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// CHECK-LABEL: llvm.func @mma_fp8
// CHECK: llvm.mlir.undef : vector<4xi8>
// CHECK: mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_fp8(%a: tensor<16x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}

// -----

// An f16 accumulator travels as pairs packed in vector<2xf16>: two outputs per mma, unpacked
// element by element afterwards.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// CHECK-LABEL: llvm.func @mma_f16_accumulator
// CHECK: llvm.mlir.undef : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK: %[[MMA:.*]] = llvm.inline_asm {{.*}}"mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 { $0, $1 }, { $4, $5, $6, $7 }, { $8, $9 }, { $2, $3 };", "=r,=r,0,1,r,r,r,r,r,r"
// CHECK-SAME: -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK: %[[P0:.*]] = llvm.extractvalue %[[MMA]][0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK: %[[E:.*]] = llvm.extractelement %[[P0]][%{{.*}} : i32] : vector<2xf16>
// CHECK: llvm.bitcast %[[E]] : f16 to f16
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_f16_accumulator(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x8xf16, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x8xf16, #mma>
    tt.return
  }
}

// -----

// f64 on sm_80 repeats m8n8k4 over the two row halves and four steps of K in one asm block.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// CHECK-LABEL: llvm.func @mma_f64
// CHECK: llvm.mlir.undef : vector<1xf64>
// CHECK: "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $8 }, { $9 }, { $4, $5 };\0A\09mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $2, $3 }, { $10 }, { $9 }, { $6, $7 };
// CHECK-SAME: "=d,=d,=d,=d,0,1,2,3,d,d,d,d,d,d,d,d,d,d,d,d"
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_f64(%a: tensor<16x16xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<16x8xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf64, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x16xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x8xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf64, #mma>
    tt.return
  }
}

// -----

// A Turing layout (versionMinor = 1) splits K into two m16n8k8 in one asm block.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 1, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// CHECK-LABEL: llvm.func @mma_turing
// CHECK: "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9 }, { $10 }, { $4, $5, $6, $7 };\0A\09mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $11, $12 }, { $13 }, { $4, $5, $6, $7 };"
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_turing(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}

// -----

// Turing's i8 dot is four m8n8k16 over the row halves and two steps of K.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 1, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// CHECK-LABEL: llvm.func @mma_turing_i8
// CHECK: "mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32 { $0, $1 }, { $8 }, { $9 }, { $4, $5 };\0A\09mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32 { $0, $1 }, { $10 }, { $11 }, { $4, $5 };\0A\09mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32 { $2, $3 }, { $12 }, { $13 }, { $6, $7 };\0A\09mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32 { $2, $3 }, { $14 }, { $15 }, { $6, $7 };", "=r,=r,=r,=r,0,1,2,3,r,r,r,r,r,r,r,r"
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_turing_i8(%a: tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xi32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xi32, #mma>
    tt.return
  }
}

// -----

// A kWidth wider than 32 bits splits each thread's K run over several mmas: bf16 with
// kWidth 8 over K = 64 takes four m16n8k16.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// CHECK-LABEL: llvm.func @mma_large_k
// CHECK-COUNT-4: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK-NOT: mma.sync
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mma_large_k(%a: tensor<16x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>, %b: tensor<64x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>, %c: tensor<16x8xf32, #mma>) {
    %d = tt.dot %a, %b, %c : tensor<16x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<16x8xf32, #mma>
    tt.return
  }
}
