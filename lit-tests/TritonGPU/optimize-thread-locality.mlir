// RUN: tt-opt %s -split-input-file --tritongpu-optimize-thread-locality | FileCheck %s

// A loop-carried sum over the last axis of a loaded tensor whose threads hold 4 elements along
// it: each thread sums its 4 elements (a reshape to 32x32x4 reduced along the new axis) into a
// new accumulator started at 0, the sum across threads runs once after the loop, and the
// original accumulator is added back. The old reduction stays in the loop, unused.
// CHECK-DAG: [[$LOCAL:#.*]] = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-LABEL: tt.func @loop_sum
// CHECK: %[[INIT:.*]] = arith.constant dense<1.000000e+00> : tensor<32xf32
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #ttg.slice<{dim = 2, parent = [[$LOCAL]]}>>
// CHECK: %[[LOOP:.*]]:2 = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]], %[[PARTIAL:.*]] = %[[ZERO]])
// CHECK: %[[X:.*]] = tt.load
// CHECK: tt.reduce
// CHECK: %[[VIEW:.*]] = tt.reshape %[[X]] allow_reorder efficient_layout : tensor<32x128xf32, #blocked> -> tensor<32x32x4xf32, [[$LOCAL]]>
// CHECK: %[[LOCALSUM:.*]] = "tt.reduce"(%[[VIEW]]) <{axis = 2 : i32}>
// CHECK: %[[NEXT:.*]] = arith.addf %[[PARTIAL]], %[[LOCALSUM]]
// CHECK: scf.yield %[[ACC]], %[[NEXT]]
// CHECK: %[[SUM:.*]] = "tt.reduce"(%[[LOOP]]#1) <{axis = 1 : i32}>
// CHECK: %[[BACK:.*]] = ttg.convert_layout %[[SUM]] : {{.*}} -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK: %[[TOTAL:.*]] = arith.addf %[[INIT]], %[[BACK]]
// CHECK: tt.return %[[TOTAL]]
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loop_sum(%p: tensor<32x128x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<1.000000e+00> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x = tt.load %p : tensor<32x128x!tt.ptr<f32>, #blocked>
      %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %t = arith.addf %a, %b : f32
        tt.reduce.return %t : f32
      }) : (tensor<32x128xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u = arith.addf %acc, %s : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %u : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    tt.return %r : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// A max starts its thread-local accumulator at -inf.
// CHECK-LABEL: tt.func @loop_max
// CHECK: arith.constant dense<0xFF800000> : tensor<32x32xf32
// CHECK: scf.for
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loop_max(%p: tensor<32x128x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<0.000000e+00> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x = tt.load %p : tensor<32x128x!tt.ptr<f32>, #blocked>
      %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %t = arith.maxnumf %a, %b : f32
        tt.reduce.return %t : f32
      }) : (tensor<32x128xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u = arith.maxnumf %acc, %s : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %u : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    tt.return %r : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// With one element per thread along the axis there is nothing to reduce within threads.
// CHECK-LABEL: tt.func @one_element_per_thread
// CHECK-NOT: tt.reshape
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<32xf32
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_element_per_thread(%p: tensor<32x32x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<0.000000e+00> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %x = tt.load %p : tensor<32x32x!tt.ptr<f32>, #blocked>
      %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %t = arith.addf %a, %b : f32
        tt.reduce.return %t : f32
      }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %u = arith.addf %acc, %s : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %u : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    tt.return %r : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// A reordering reshape reduced along axis 1 gets a layout with that axis within threads
// (order puts it last, so lanes spread over the other axis), converted back for its users.
// CHECK-LABEL: tt.func @reshape_for_reduce
// CHECK: %[[R:.*]] = tt.reshape %arg0 allow_reorder efficient_layout : tensor<1024xf32, #blocked> -> tensor<32x32xf32, #[[$L:.*]]>
// CHECK: %[[C:.*]] = ttg.convert_layout %[[R]] : tensor<32x32xf32, #[[$L]]> -> tensor<32x32xf32, #blocked1>
// CHECK: "tt.reduce"(%[[C]])
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reshape_for_reduce(%x: tensor<1024xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> {
    %v = tt.reshape %x allow_reorder : tensor<1024xf32, #blocked> -> tensor<32x32xf32, #blocked1>
    %s = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      tt.reduce.return %t : f32
    }) : (tensor<32x32xf32, #blocked1>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    tt.return %s : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
  }
}

// -----

// A gather along axis 0 gets a layout where each column of the axis lies within one warp: as
// many lanes along the axis as it has rows (up to 32), warps across the columns.
// CHECK-DAG: [[$G:#.*]] = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @gather_warp_local
// CHECK: %[[S:.*]] = ttg.convert_layout %arg0 : {{.*}} -> tensor<64x64xf32, [[$G]]>
// CHECK: %[[I:.*]] = ttg.convert_layout %arg1 : {{.*}} -> tensor<64x64xi32, [[$G]]>
// CHECK: %[[O:.*]] = tt.gather %[[S]][%[[I]]] {axis = 0 : i32, efficient_layout}
// CHECK: ttg.convert_layout %[[O]] : tensor<64x64xf32, [[$G]]> -> tensor<64x64xf32, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.target" = "cuda:80", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_warp_local(%src: tensor<64x64xf32, #blocked>, %idx: tensor<64x64xi32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<64x64xf32, #blocked>, tensor<64x64xi32, #blocked>) -> tensor<64x64xf32, #blocked>
    tt.return %g : tensor<64x64xf32, #blocked>
  }
}
