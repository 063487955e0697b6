// RUN: tt-opt %s -split-input-file --canonicalize | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A convert to its own layout, and a convert back through another layout, are no-ops.
// CHECK-LABEL: @convert_of_convert
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return %arg0, %arg0
tt.func @convert_of_convert(%x: tensor<32x32xf32, #blocked>) -> (tensor<32x32xf32, #blocked>, tensor<32x32xf32, #blocked>) {
  %a = ttg.convert_layout %x : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked>
  %b1 = ttg.convert_layout %x : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
  %b = ttg.convert_layout %b1 : tensor<32x32xf32, #blocked1> -> tensor<32x32xf32, #blocked>
  tt.return %a, %b : tensor<32x32xf32, #blocked>, tensor<32x32xf32, #blocked>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// Splats, ranges and splat constants are rebuilt in the converted layout.
// CHECK-LABEL: @convert_of_producers
// CHECK-DAG: %[[C:.*]] = arith.constant dense<1.000000e+00> : tensor<32x32xf32, #blocked>
// CHECK-DAG: %[[S:.*]] = tt.splat %arg0 : f32 -> tensor<32x32xf32, #blocked>
// CHECK-DAG: %[[R:.*]] = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return %[[S]], %[[C]], %[[R]]
tt.func @convert_of_producers(%s: f32) -> (tensor<32x32xf32, #blocked1>, tensor<32x32xf32, #blocked1>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>) {
  %a1 = tt.splat %s : f32 -> tensor<32x32xf32, #blocked>
  %a = ttg.convert_layout %a1 : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
  %b1 = arith.constant dense<1.0> : tensor<32x32xf32, #blocked>
  %b = ttg.convert_layout %b1 : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
  %c1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
  %c = ttg.convert_layout %c1 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
  tt.return %a, %b, %c : tensor<32x32xf32, #blocked1>, tensor<32x32xf32, #blocked1>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A converted local_load loads in the new layout, at the place of the old load: before the
// store that separates it from the convert.
// CHECK-LABEL: @convert_of_local_load
// CHECK: %[[L:.*]] = ttg.local_load %arg1 : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> tensor<32x32xf32, #blocked1>
// CHECK: ttg.local_store
// CHECK: tt.return %[[L]]
tt.func @convert_of_local_load(%x: tensor<32x32xf32, #blocked>, %m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>) -> tensor<32x32xf32, #blocked1> {
  %a1 = ttg.local_load %m : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> tensor<32x32xf32, #blocked>
  ttg.local_store %x, %m : tensor<32x32xf32, #blocked> -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
  %a = ttg.convert_layout %a1 : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
  tt.return %a : tensor<32x32xf32, #blocked1>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// Converts from mma to dot operands stay, even of a splat.
// CHECK-LABEL: @mma_to_dot_operand
// CHECK: tt.splat
// CHECK: ttg.convert_layout %{{.*}} : tensor<32x32xf16, #mma> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
tt.func @mma_to_dot_operand(%s: f16) -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> {
  %a1 = tt.splat %s : f16 -> tensor<32x32xf16, #mma>
  %a = ttg.convert_layout %a1 : tensor<32x32xf16, #mma> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  tt.return %a : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// local_alloc and local_store take the source of a convert; the new alloc drops its attributes.
// CHECK-LABEL: @alloc_store_of_convert
// CHECK-NOT: ttg.convert_layout
// CHECK: %[[A:.*]] = ttg.local_alloc %arg0 : (tensor<32x32xf32, #blocked>) -> !ttg.memdesc<32x32xf32, #shared, #smem>
// CHECK: ttg.local_store %arg0, %arg1 : tensor<32x32xf32, #blocked> -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
// CHECK: tt.return %[[A]]
tt.func @alloc_store_of_convert(%x: tensor<32x32xf32, #blocked>, %m: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>) -> !ttg.memdesc<32x32xf32, #shared, #smem> {
  %c = ttg.convert_layout %x : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
  %a = ttg.local_alloc %c {alignment = 16 : i32} : (tensor<32x32xf32, #blocked1>) -> !ttg.memdesc<32x32xf32, #shared, #smem>
  ttg.local_store %c, %m : tensor<32x32xf32, #blocked1> -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
  tt.return %a : !ttg.memdesc<32x32xf32, #shared, #smem>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// An immutable alloc of a load of the same buffer type is the buffer.
// CHECK-LABEL: @alloc_of_local_load
// CHECK-NOT: ttg.local_alloc
// CHECK: tt.return %arg0
tt.func @alloc_of_local_load(%m: !ttg.memdesc<32x32xf32, #shared, #smem>) -> !ttg.memdesc<32x32xf32, #shared, #smem> {
  %l = ttg.local_load %m : !ttg.memdesc<32x32xf32, #shared, #smem> -> tensor<32x32xf32, #blocked>
  %a = ttg.local_alloc %l : (tensor<32x32xf32, #blocked>) -> !ttg.memdesc<32x32xf32, #shared, #smem>
  tt.return %a : !ttg.memdesc<32x32xf32, #shared, #smem>
}
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// Identity transposes and reinterprets fold away; a transpose of a transpose is one transpose.
// CHECK-LABEL: @memdesc_views
// CHECK-NEXT: tt.return %arg0, %arg0
tt.func @memdesc_views(%m: !ttg.memdesc<16x32xf32, #shared, #smem>) -> (!ttg.memdesc<16x32xf32, #shared, #smem>, !ttg.memdesc<16x32xf32, #shared, #smem>) {
  %t = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<16x32xf32, #shared, #smem> -> !ttg.memdesc<32x16xf32, #shared1, #smem>
  %tt = ttg.memdesc_trans %t {order = array<i32: 1, 0>} : !ttg.memdesc<32x16xf32, #shared1, #smem> -> !ttg.memdesc<16x32xf32, #shared, #smem>
  %r = ttg.memdesc_reinterpret %m : !ttg.memdesc<16x32xf32, #shared, #smem> -> !ttg.memdesc<16x32xf32, #shared, #smem>
  tt.return %tt, %r : !ttg.memdesc<16x32xf32, #shared, #smem>, !ttg.memdesc<16x32xf32, #shared, #smem>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [16, 0]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// An identity transpose to an equivalent layout of another form is a convert; a gather
// without an optimized layout reads the source of a convert.
// CHECK-LABEL: @trans_gather
// CHECK: %[[T:.*]] = ttg.convert_layout %arg0 : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #linear>
// CHECK: %[[G:.*]] = tt.gather %arg0[%arg1] {axis = 0 : i32} : (tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked1>) -> tensor<32x32xf32, #blocked1>
// CHECK: tt.return %[[T]], %[[G]]
tt.func @trans_gather(%x: tensor<32x32xf32, #blocked>, %i: tensor<32x32xi32, #blocked1>) -> (tensor<32x32xf32, #linear>, tensor<32x32xf32, #blocked1>) {
  %t = tt.trans %x {order = array<i32: 0, 1>} : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #linear>
  %xc = ttg.convert_layout %x : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
  %g = tt.gather %xc[%i] {axis = 0 : i32} : (tensor<32x32xf32, #blocked1>, tensor<32x32xi32, #blocked1>) -> tensor<32x32xf32, #blocked1>
  tt.return %t, %g : tensor<32x32xf32, #linear>, tensor<32x32xf32, #blocked1>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A histogram reads the source of a convert.
// CHECK-LABEL: @histogram_of_convert
// CHECK-NEXT: %[[H:.*]] = tt.histogram %arg0 : tensor<128xi32, #blocked> -> tensor<16xi32, #blocked1>
// CHECK-NEXT: tt.return %[[H]]
tt.func @histogram_of_convert(%h: tensor<128xi32, #blocked>) -> tensor<16xi32, #blocked1> {
  %hc = ttg.convert_layout %h : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked1>
  %r = tt.histogram %hc : tensor<128xi32, #blocked1> -> tensor<16xi32, #blocked1>
  tt.return %r : tensor<16xi32, #blocked1>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A split reads the source of a convert when splitting the source gives the same halves.
// CHECK-LABEL: @split_of_convert
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.split %arg0 : tensor<128x2xf32, #blocked> -> tensor<128xf32, #blocked1>
tt.func @split_of_convert(%x: tensor<128x2xf32, #blocked>) -> tensor<128xf32, #blocked2> {
  %c = ttg.convert_layout %x : tensor<128x2xf32, #blocked> -> tensor<128x2xf32, #blocked1>
  %l, %r = tt.split %c : tensor<128x2xf32, #blocked1> -> tensor<128xf32, #blocked2>
  tt.return %l : tensor<128xf32, #blocked2>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// expand_dims(broadcast(x)) is broadcast(expand_dims(x)); the new expand_dims expands a slice
// layout into its parent.
// CHECK-LABEL: @expand_dims_of_broadcast
// CHECK: %[[E:.*]] = tt.expand_dims %{{.*}} {axis = 0 : i32} : tensor<32x1xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32x1xf32, #blocked>
// CHECK: %[[B:.*]] = tt.broadcast %[[E]] : tensor<1x32x1xf32, #blocked> -> tensor<1x32x32xf32, #blocked>
// CHECK: tt.return %[[B]]
tt.func @expand_dims_of_broadcast(%x: tensor<32x1xf32, #ttg.slice<{dim = 0, parent = #blocked}>>) -> tensor<1x32x32xf32, #blocked> {
  %b = tt.broadcast %x : tensor<32x1xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<32x32xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
  %e = tt.expand_dims %b {axis = 0 : i32} : tensor<32x32xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32x32xf32, #blocked>
  tt.return %e : tensor<1x32x32xf32, #blocked>
}
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// warp_specialize drops unused and repeated captures and unused results.
// CHECK-LABEL: @warp_specialize
// CHECK: %[[R:.*]] = ttg.warp_specialize(%arg0, %arg2)
// CHECK-NEXT: default {
// CHECK-NEXT: ttg.warp_yield %arg1 : i32
// CHECK: partition0(%[[X:.*]]: i32, %[[Q:.*]]: !tt.ptr<i32>) num_warps(4) {
// CHECK-NEXT: arith.addi %[[X]], %[[X]] : i32
// CHECK: } : (i32, !tt.ptr<i32>) -> i32
// CHECK: tt.return %[[R]]
tt.func @warp_specialize(%a: i32, %b: i32, %p: !tt.ptr<i32>) -> i32 {
  %r:2 = ttg.warp_specialize(%a, %b, %a, %p)
  default {
    ttg.warp_yield %a, %b : i32, i32
  }
  partition0(%x: i32, %y: i32, %z: i32, %q: !tt.ptr<i32>) num_warps(4) {
    %s = arith.addi %x, %z : i32
    tt.store %q, %s : !tt.ptr<i32>
    ttg.warp_return
  } : (i32, i32, i32, !tt.ptr<i32>) -> (i32, i32)
  tt.return %r#1 : i32
}
}

// -----

// A transpose of a transpose is one transpose; a transposed splat constant is a constant.
// CHECK-LABEL: @trans_of_trans
// CHECK-DAG: %[[C:.*]] = arith.constant dense<3.000000e+00> : tensor<4x2xf32>
// CHECK-DAG: %[[T:.*]] = tt.trans %arg0 {order = array<i32: 2, 0, 1>} : tensor<2x4x8xf32> -> tensor<8x2x4xf32>
// CHECK: tt.return %[[T]], %[[C]]
tt.func @trans_of_trans(%x: tensor<2x4x8xf32>) -> (tensor<8x2x4xf32>, tensor<4x2xf32>) {
  %t = tt.trans %x {order = array<i32: 1, 2, 0>} : tensor<2x4x8xf32> -> tensor<4x8x2xf32>
  %u = tt.trans %t {order = array<i32: 1, 2, 0>} : tensor<4x8x2xf32> -> tensor<8x2x4xf32>
  %c = arith.constant dense<3.0> : tensor<2x4xf32>
  %d = tt.trans %c {order = array<i32: 1, 0>} : tensor<2x4xf32> -> tensor<4x2xf32>
  tt.return %u, %d : tensor<8x2x4xf32>, tensor<4x2xf32>
}
