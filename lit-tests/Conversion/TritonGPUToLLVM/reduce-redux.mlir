// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm | FileCheck %s
// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv='compute-capability=75' --convert-triton-gpu-to-llvm='compute-capability=75' | FileCheck %s --check-prefix=SM75

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// An i32 sum over all 32 lanes of a warp is one redux.sync with a full mask; the warps' sums
// are then combined through shared memory by shuffles.
// CHECK-LABEL: llvm.func @redux_add
// CHECK: %[[M:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: nvvm.redux.sync  add %{{.*}}, %[[M]] : i32 -> i32
// CHECK: nvvm.barrier0
// CHECK: nvvm.shfl.sync  bfly
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @redux_add(%arg0: tensor<1x1024xi32, #blocked>) {
    %0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<1x1024xi32, #blocked>) -> tensor<1xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// A signed i8 minimum is sign-extended to i32 for redux.sync min and truncated back.
// CHECK-LABEL: llvm.func @redux_min_i8
// CHECK: %[[X:.*]] = llvm.sext %{{.*}} : i8 to i32
// CHECK: %[[R:.*]] = nvvm.redux.sync  min %[[X]], %{{.*}} : i32 -> i32
// CHECK-NEXT: llvm.trunc %[[R]] : i32 to i8
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @redux_min_i8(%arg0: tensor<32xi8, #blocked>) {
    %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
    ^bb0(%a: i8, %b: i8):
      %m = arith.minsi %a, %b : i8
      tt.reduce.return %m : i8
    }) : (tensor<32xi8, #blocked>) -> i8
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// A float sum has no redux.sync before sm_100: a butterfly of shuffles.
// CHECK-LABEL: llvm.func @no_redux_f32
// CHECK-NOT: nvvm.redux.sync
// CHECK-COUNT-5: nvvm.shfl.sync  bfly
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_redux_f32(%arg0: tensor<32xf32, #blocked>) {
    %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<32xf32, #blocked>) -> f32
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// redux.sync needs sm_80: sm_75 shuffles.
// CHECK-LABEL: llvm.func @redux_needs_sm80
// CHECK: nvvm.redux.sync  add
// SM75-LABEL: llvm.func @redux_needs_sm80
// SM75-NOT: nvvm.redux.sync
// SM75: nvvm.shfl.sync  bfly
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @redux_needs_sm80(%arg0: tensor<32xi32, #blocked>) {
    %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<32xi32, #blocked>) -> i32
    tt.return
  }
}
