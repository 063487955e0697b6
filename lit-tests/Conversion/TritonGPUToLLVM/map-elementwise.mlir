// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// With pack = 2 the scalar region runs once for the thread's two registers: its arguments
// are the two elements of each operand in turn, its results the two of the result.
// CHECK-LABEL: llvm.func @map_pairs
// CHECK: %[[A0:.*]] = llvm.extractvalue %arg0[0]
// CHECK: %[[A1:.*]] = llvm.extractvalue %arg0[1]
// CHECK: %[[B0:.*]] = llvm.extractvalue %arg1[0]
// CHECK: %[[B1:.*]] = llvm.extractvalue %arg1[1]
// CHECK: %[[S:.*]] = llvm.add %[[A0]], %[[B1]] : i32
// CHECK: %[[T:.*]] = llvm.mul %[[A1]], %[[B0]] : i32
// CHECK: %[[U:.*]] = llvm.insertvalue %[[S]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[T]], %[[U]][1]
// CHECK-NOT: llvm.add
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func @map_pairs(%a: tensor<64xi32, #blocked>, %b: tensor<64xi32, #blocked>) {
    %0 = "tt.map_elementwise"(%a, %b) <{pack = 2 : i32}> ({
    ^bb0(%a0: i32, %a1: i32, %b0: i32, %b1: i32):
      %s = arith.addi %a0, %b1 : i32
      %t = arith.muli %a1, %b0 : i32
      tt.map_elementwise.return %s, %t : i32, i32
    }) : (tensor<64xi32, #blocked>, tensor<64xi32, #blocked>) -> tensor<64xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// With pack = 1 the region runs once per register.
// CHECK-LABEL: llvm.func @map_single
// CHECK: llvm.fmul
// CHECK: llvm.fmul
// CHECK-NOT: llvm.fmul
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func @map_single(%a: tensor<64xf32, #blocked>) {
    %0 = "tt.map_elementwise"(%a) <{pack = 1 : i32}> ({
    ^bb0(%x: f32):
      %y = arith.mulf %x, %x : f32
      tt.map_elementwise.return %y : f32
    }) : (tensor<64xf32, #blocked>) -> tensor<64xf32, #blocked>
    tt.return
  }
}
