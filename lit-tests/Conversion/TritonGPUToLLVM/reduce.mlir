// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// Within one warp: the thread's registers combine first, then five butterfly shuffles of
// the value as i32; the combine region's op is lowered in place.
// CHECK-LABEL: llvm.func @reduce_warp
// CHECK: %[[A:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK: %[[B:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK: %[[ACC:.*]] = llvm.fadd %[[A]], %[[B]] : f32
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[CLAMP:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK: %[[I:.*]] = llvm.bitcast %[[ACC]] : f32 to i32
// CHECK: %[[ALL:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK: %[[S:.*]] = nvvm.shfl.sync bfly %[[ALL]], %[[I]], %[[OFF]], %[[CLAMP]] : i32 -> i32
// CHECK: %[[F:.*]] = llvm.bitcast %[[S]] : i32 to f32
// CHECK: llvm.fadd %[[ACC]], %[[F]] : f32
// CHECK-COUNT-4: nvvm.shfl.sync bfly
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_warp(%x: tensor<64xf32, #blocked>) {
    %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<64xf32, #blocked>) -> f32
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// Across warps: lane 0 of each warp stores its partial result to shared memory, a barrier,
// the first threads combine the four partials with two shuffles and store the total, a
// barrier, and every thread loads it. A second reduction over the same scratch waits at a
// barrier first.
// CHECK-LABEL: llvm.func @reduce_ctas
// CHECK: llvm.mlir.addressof @global_smem : !llvm.ptr<3>
// CHECK: "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"
// CHECK-NEXT: nvvm.barrier0
// CHECK: "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"
// CHECK-COUNT-2: nvvm.shfl.sync bfly
// CHECK: "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.extractvalue
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_ctas(%x: tensor<128xf32, #blocked>) {
    %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %m = arith.maxnumf %a, %b : f32
      tt.reduce.return %m : f32
    }) {allocation.offset = 0 : i32} : (tensor<128xf32, #blocked>) -> f32
    %1 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) {allocation.offset = 0 : i32} : (tensor<128xf32, #blocked>) -> f32
    tt.return
  }
}
