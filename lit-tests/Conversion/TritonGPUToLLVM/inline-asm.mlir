// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// Four i8 packed into one 32-bit register per asm; pure asm has no side effects.
// CHECK-LABEL: llvm.func @asm_pack4
// CHECK-COUNT-3: llvm.insertelement
// CHECK: %[[V:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xi8>
// CHECK: %[[R:.*]] = llvm.inline_asm asm_dialect = att "add.u32 $0, $1, 1;", "=r,r" %[[V]] : (vector<4xi8>) -> vector<4xi8>
// CHECK-COUNT-4: llvm.extractelement %[[R]]
// CHECK-NOT: llvm.inline_asm
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @asm_pack4(%x: tensor<128xi8, #blocked>) {
    %0 = tt.elementwise_inline_asm "add.u32 $0, $1, 1;" {constraints = "=r,r", packed_element = 4 : i32, pure = true} %x : tensor<128xi8, #blocked> -> tensor<128xi8, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// 32-bit operands are not packed: one asm per register, two operands and two results (a
// struct); impure asm has side effects.
// CHECK-LABEL: llvm.func @asm_two_results
// CHECK: %[[R:.*]] = llvm.inline_asm has_side_effects asm_dialect = att "mov.b32 $0, $2; mov.b32 $1, $3;", "=r,=r,r,r" %{{.*}}, %{{.*}} : (f32, i32) -> !llvm.struct<(f32, i32)>
// CHECK: llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, i32)>
// CHECK: llvm.extractvalue %[[R]][1] : !llvm.struct<(f32, i32)>
// CHECK: llvm.inline_asm has_side_effects
// CHECK-NOT: llvm.inline_asm
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @asm_two_results(%a: tensor<64xf32, #blocked>, %b: tensor<64xi32, #blocked>) {
    %0:2 = tt.elementwise_inline_asm "mov.b32 $0, $2; mov.b32 $1, $3;" {constraints = "=r,=r,r,r", packed_element = 1 : i32, pure = false} %a, %b : tensor<64xf32, #blocked>, tensor<64xi32, #blocked> -> tensor<64xf32, #blocked>, tensor<64xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// Two registers per thread and four packed elements: the block is padded with undef.
// CHECK-LABEL: llvm.func @asm_padded
// CHECK: llvm.mlir.undef : i8
// CHECK: llvm.mlir.undef : i8
// CHECK: llvm.inline_asm asm_dialect = att "", "=r,r" %{{.*}} : (vector<4xi8>) -> vector<4xi8>
// CHECK-NOT: llvm.inline_asm
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @asm_padded(%x: tensor<64xi8, #blocked>) {
    %0 = tt.elementwise_inline_asm "" {constraints = "=r,r", packed_element = 4 : i32, pure = true} %x : tensor<64xi8, #blocked> -> tensor<64xi8, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// A constant of distinct elements, one per register, is a constant per element packed in
// order.
// CHECK-LABEL: llvm.func @constant_array
// CHECK: %[[A:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: %[[B:.*]] = llvm.mlir.constant(2.000000e+00 : f32) : f32
// CHECK: %[[C:.*]] = llvm.mlir.constant(-3.000000e+00 : f32) : f32
// CHECK: %[[D:.*]] = llvm.mlir.constant(4.000000e+00 : f32) : f32
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[A]], %[[U]][0]
// CHECK: %[[S1:.*]] = llvm.insertvalue %[[B]], %[[S0]][1]
// CHECK: %[[S2:.*]] = llvm.insertvalue %[[C]], %[[S1]][2]
// CHECK: llvm.insertvalue %[[D]], %[[S2]][3]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @constant_array() {
    %0 = arith.constant dense<[1.0, 2.0, -3.0, 4.0]> : tensor<4xf32, #blocked>
    tt.return
  }
}
