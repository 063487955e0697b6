// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#slice = #ttg.slice<{dim = 1, parent = #blocked}>
// expand_dims: the 32x1 tensor's two registers (one a broadcast copy) both hold the sliced
// source's register; broadcast reads, for each coordinate, the last register that holds it.
// CHECK-LABEL: llvm.func @expand_broadcast
// CHECK: %[[V:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i32)>
// CHECK: %[[E0:.*]] = llvm.insertvalue %[[V]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK: %[[E:.*]] = llvm.insertvalue %[[V]], %[[E0]][1] : !llvm.struct<(i32, i32)>
// CHECK: llvm.extractvalue %[[E]][0]
// CHECK: %[[W:.*]] = llvm.extractvalue %[[E]][1]
// CHECK: %[[B0:.*]] = llvm.insertvalue %[[W]], %{{.*}}[0] : !llvm.struct<(i32, i32)>
// CHECK: llvm.insertvalue %[[W]], %[[B0]][1] : !llvm.struct<(i32, i32)>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @expand_broadcast(%x: tensor<32xi32, #slice>) {
    %0 = tt.expand_dims %x {axis = 1 : i32} : tensor<32xi32, #slice> -> tensor<32x1xi32, #blocked>
    %1 = tt.broadcast %0 : tensor<32x1xi32, #blocked> -> tensor<32x2xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// split hands out the registers of the last dimension; join puts them back.
// CHECK-LABEL: llvm.func @split_join
// CHECK: %[[A:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(f32, f32)>
// CHECK: %[[B:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(f32, f32)>
// CHECK: llvm.insertvalue %[[A]], %{{.*}}[0] : !llvm.struct<(f32)>
// CHECK: llvm.insertvalue %[[B]], %{{.*}}[0] : !llvm.struct<(f32)>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @split_join(%x: tensor<32x2xf32, #blocked>) {
    %a, %b = tt.split %x : tensor<32x2xf32, #blocked> -> tensor<32xf32, #blocked1>
    %0 = tt.join %b, %a : tensor<32xf32, #blocked1> -> tensor<32x2xf32, #blocked>
    tt.return
  }
}
