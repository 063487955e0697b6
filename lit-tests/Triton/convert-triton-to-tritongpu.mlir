// RUN: tt-opt %s -split-input-file --convert-triton-to-tritongpu="target=cuda:90 num-warps=4" | FileCheck %s

// Tensors get the default blocked layout and the module records warps, lanes, CTAs and target.
// CHECK: #[[B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}
// CHECK: arith.constant dense<1> : tensor<128xi32, #[[B]]>
// CHECK: tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #[[B]]>
// CHECK: tt.store {{.*}} : tensor<128x!tt.ptr<i32>, #[[B]]>
tt.func @default_layout(%p: !tt.ptr<i32>) {
  %c = arith.constant dense<1> : tensor<128xi32>
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %s = arith.addi %r, %c : tensor<128xi32>
  %ps = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
  %pa = tt.addptr %ps, %r : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
  tt.store %pa, %s : tensor<128x!tt.ptr<i32>>
  tt.return
}

// -----

// expand_dims takes a slice of a blocked layout with the new dimension, and its result is
// converted to the default layout where it is used.
// CHECK-DAG: #[[B1:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[B2:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK-DAG: #[[B3:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: %[[S:.*]] = ttg.convert_layout %{{.*}} : tensor<128xi32, #[[B1]]> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #[[B2]]}>>
// CHECK: %[[E:.*]] = tt.expand_dims %[[S]] {axis = 1 : i32}
// CHECK: ttg.convert_layout %[[E]] : tensor<128x1xi32, #[[B2]]> -> tensor<128x1xi32, #[[B3]]>
tt.func @expand_dims(%p: !tt.ptr<i32>, %a: i32) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %e = tt.expand_dims %r {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  %s = tt.splat %a : i32 -> tensor<128x1xi32>
  %m = arith.muli %e, %s : tensor<128x1xi32>
  %ps = tt.splat %p : !tt.ptr<i32> -> tensor<128x1x!tt.ptr<i32>>
  tt.store %ps, %m : tensor<128x1x!tt.ptr<i32>>
  tt.return
}

// -----

// Dot operands become dot_op layouts of a blocked result layout with more elements per
// thread; the accumulator is converted to it and the result back to the default layout.
// CHECK: #[[D:.*]] = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: ttg.convert_layout {{.*}} -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[D]]}>>
// CHECK: ttg.convert_layout {{.*}} -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #[[D]]}>>
// CHECK: ttg.convert_layout {{.*}} -> tensor<64x64xf32, #[[D]]>
// CHECK: tt.dot {{.*}} -> tensor<64x64xf32, #[[D]]>
tt.func @dot(%pa: !tt.ptr<f16>, %pc: !tt.ptr<f32>) {
  %a = tt.splat %pa : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>>
  %x = tt.load %a : tensor<64x64x!tt.ptr<f16>>
  %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
  %d = tt.dot %x, %x, %c : tensor<64x64xf16> * tensor<64x64xf16> -> tensor<64x64xf32>
  %pcs = tt.splat %pc : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>>
  tt.store %pcs, %d : tensor<64x64x!tt.ptr<f32>>
  tt.return
}

// -----

// A reduction's result is a slice of its operand's layout.
// CHECK: #[[R:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK: "tt.reduce"
// CHECK: (tensor<16x64xf32, #[[R]]>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #[[R]]}>>
tt.func @reduce(%p: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>>
  %x = tt.load %ps : tensor<16x64x!tt.ptr<f32>>
  %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    tt.reduce.return %t : f32
  }) : (tensor<16x64xf32>) -> tensor<16xf32>
  %qs = tt.splat %p : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  tt.store %qs, %s : tensor<16x!tt.ptr<f32>>
  tt.return
}

// -----

// Loops carry converted types.
// CHECK: scf.for {{.*}} -> (tensor<256xf32, #{{.*}}>)
tt.func @loop(%p: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %init = arith.constant dense<0.000000e+00> : tensor<256xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<256xf32>) : i32 {
    %y = arith.addf %acc, %acc : tensor<256xf32>
    scf.yield %y : tensor<256xf32>
  }
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
  tt.store %ps, %r : tensor<256x!tt.ptr<f32>>
  tt.return
}

// -----

// An illegal op folds before it is converted: the identity transpose goes and the splat of a
// constant becomes a constant, but the addition of that constant stays, for its folder sees
// the splat (MLIR replaces folded ops only when the conversion ends).
// CHECK-LABEL: @folds
// CHECK-NOT: tt.trans
// CHECK: %[[Z:.*]] = arith.constant dense<0> : tensor<64xi32, #{{.*}}>
// CHECK: arith.addi %{{.*}}, %[[Z]]
// CHECK-NOT: tt.trans
tt.func @folds(%p: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %z = tt.splat %c0 : i32 -> tensor<64xi32>
  %a = arith.addi %r, %z : tensor<64xi32>
  %t = tt.trans %a {order = array<i32: 0>} : tensor<64xi32> -> tensor<64xi32>
  %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>>
  tt.store %ps, %t : tensor<64x!tt.ptr<i32>>
  tt.return
}

// -----

// A transpose keeps its source's blocked layout, permuted; a join gives its blocked operands
// two registers in the new, fastest dimension; a split, whose source goes through the
// default layout and back, takes them away again.
// CHECK-DAG: #[[B:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #[[T:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
// CHECK-DAG: #[[J:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [1, 32, 1], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
// CHECK: @trans_join_split
// CHECK: tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<32x64xf32, #[[B]]> -> tensor<64x32xf32, #[[T]]>
// CHECK: tt.join %{{.*}}, %{{.*}} : tensor<32x64xf32, #[[B]]> -> tensor<32x64x2xf32, #[[J]]>
// CHECK: tt.split %{{.*}} : tensor<32x64x2xf32, #[[J]]> -> tensor<32x64xf32, #[[B]]>
tt.func @trans_join_split(%p: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<32x64x!tt.ptr<f32>>
  %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x64xf32> -> tensor<64x32xf32>
  %j = tt.join %a, %a : tensor<32x64xf32> -> tensor<32x64x2xf32>
  %l, %h = tt.split %j : tensor<32x64x2xf32> -> tensor<32x64xf32>
  tt.store %ps, %l : tensor<32x64x!tt.ptr<f32>>
  %pt = tt.splat %p : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>>
  tt.store %pt, %t : tensor<64x32x!tt.ptr<f32>>
  tt.return
}
