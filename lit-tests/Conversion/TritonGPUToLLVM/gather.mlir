// RUN: tt-opt %s -split-input-file -verify-diagnostics=only-expected --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// A gather across warps goes through shared memory: store every source register at its
// coordinate, a barrier, then load at the gathered coordinates.
// CHECK-LABEL: llvm.func @gather
// CHECK: llvm.mlir.addressof @global_smem
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[I:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%[[I]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT: llvm.load %[[P]] : !llvm.ptr<3> -> f32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather(%src: tensor<64xf32, #blocked>, %idx: tensor<64xi32, #blocked>) {
    %0 = tt.gather %src[%idx] {allocation.offset = 0 : i32, axis = 0 : i32} : (tensor<64xf32, #blocked>, tensor<64xi32, #blocked>) -> tensor<64xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// A gather within one warp would use shuffles, which are not lowered yet.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @warp_local(%src: tensor<32xf32, #blocked>, %idx: tensor<32xi32, #blocked>) {
    // expected-error@below {{lowering a warp-local gather is not supported yet}}
    %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<32xf32, #blocked>, tensor<32xi32, #blocked>) -> tensor<32xf32, #blocked>
    tt.return
  }
}
