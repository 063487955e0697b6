// RUN: tt-opt %s -split-input-file --triton-nvidia-gpu-plan-cta -verify-diagnostics | FileCheck %s

// A module of one CTA has nothing to plan and keeps its layouts.
// CHECK-LABEL: @one_cta
// CHECK: tt.load %arg0 : tensor<64x64x!tt.ptr<f16>, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @one_cta(%p: tensor<64x64x!tt.ptr<f16>, #blocked>) -> tensor<64x64xf16, #blocked> {
  %v = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
  tt.return %v : tensor<64x64xf16, #blocked>
}
}

// -----

// A dot of 128x128 on 2 CTAs splits N: its result and operands take CGALayout [[0, 1]], the
// loads feeding A are replicated on both CTAs, those feeding B split N, and the converts to the
// dot operands remain.
// CHECK-DAG: #[[$D:.*]] = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = {{\[\[}}0, 1{{\]\]}}}>
// CHECK-DAG: #[[$A:.*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = {{\[\[}}0, 0{{\]\]}}}>
// CHECK-DAG: #[[$B:.*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = {{\[\[}}0, 1{{\]\]}}}>
// CHECK-LABEL: @dot_seed
// CHECK: arith.constant dense<0.000000e+00> : tensor<128x128xf32, #[[$D]]>
// CHECK: tt.load %{{.*}} : tensor<128x64x!tt.ptr<f16>, #[[$A]]>
// CHECK: tt.load %{{.*}} : tensor<64x128x!tt.ptr<f16>, #[[$B]]>
// CHECK: ttg.convert_layout %{{.*}} : tensor<128x64xf16, #[[$A]]> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[$D]]}>>
// CHECK: ttg.convert_layout %{{.*}} : tensor<64x128xf16, #[[$B]]> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #[[$D]]}>>
// CHECK: tt.dot {{.*}} -> tensor<128x128xf32, #[[$D]]>
// CHECK: tt.store %{{.*}}, %{{.*}} : tensor<128x128x!tt.ptr<f32>, #[[$D]]>
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#bl = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @dot_seed(%pa: !tt.ptr<f16>, %pb: !tt.ptr<f16>, %pc: !tt.ptr<f32>) {
  %c = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
  %sa = tt.splat %pa : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #bl>
  %a = tt.load %sa : tensor<128x64x!tt.ptr<f16>, #bl>
  %sb = tt.splat %pb : !tt.ptr<f16> -> tensor<64x128x!tt.ptr<f16>, #bl>
  %b = tt.load %sb : tensor<64x128x!tt.ptr<f16>, #bl>
  %ad = ttg.convert_layout %a : tensor<128x64xf16, #bl> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
  %bd = ttg.convert_layout %b : tensor<64x128xf16, #bl> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
  %d = tt.dot %ad, %bd, %c : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
  %sc = tt.splat %pc : !tt.ptr<f32> -> tensor<128x128x!tt.ptr<f32>, #blocked>
  tt.store %sc, %d : tensor<128x128x!tt.ptr<f32>, #blocked>
  tt.return
}
}

// -----

// A reduction along dimension 1 puts the CTAs on dimension 0, so none reduces across CTAs;
// the warps are laid out anew for the 32x256 each CTA holds. The stored slice keeps its
// parent's warps with the new CTA layout, and a convert joins the two.
// CHECK-DAG: #[[$SRC:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = {{\[\[}}1, 0{{\]\]}}}>
// CHECK-DAG: #[[$ST:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}1, 0{{\]\]}}}>
// CHECK-LABEL: @reduce_rows
// CHECK: tt.load %{{.*}} : tensor<64x256x!tt.ptr<f32>, #[[$SRC]]>
// CHECK: (tensor<64x256xf32, #[[$SRC]]>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #[[$SRC]]}>>
// CHECK: ttg.convert_layout %{{.*}} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #[[$SRC]]}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #[[$ST]]}>>
// CHECK: tt.store %{{.*}} : tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #[[$ST]]}>>
#bl = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @reduce_rows(%p: !tt.ptr<f32>) {
  %sp = tt.splat %p : !tt.ptr<f32> -> tensor<64x256x!tt.ptr<f32>, #bl>
  %x = tt.load %sp : tensor<64x256x!tt.ptr<f32>, #bl>
  %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%l: f32, %rr: f32):
    %s = arith.addf %l, %rr : f32
    tt.reduce.return %s : f32
  }) : (tensor<64x256xf32, #bl>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #bl}>>
  %sq = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #bl}>>
  tt.store %sq, %r : tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #bl}>>
  tt.return
}
}

// -----

// The reduction of a 1-d tensor gives a scalar: every CTA holds the whole tensor
// (CGALayout [[0]]) and reduces it, where Triton asserts building a slice of rank 0.
// CHECK: #[[$B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}0{{\]\]}}}>
// CHECK-LABEL: @reduce_1d
// CHECK: tt.load %{{.*}} : tensor<1024x!tt.ptr<f32>, #[[$B]]>
// CHECK: (tensor<1024xf32, #[[$B]]>) -> f32
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @reduce_1d(%p: !tt.ptr<f32>) {
  %sp = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b1>
  %x = tt.load %sp : tensor<1024x!tt.ptr<f32>, #b1>
  %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%l: f32, %rr: f32):
    %s = arith.maxnumf %l, %rr : f32
    tt.reduce.return %s : f32
  }) : (tensor<1024xf32, #b1>) -> f32
  tt.store %p, %r : !tt.ptr<f32>
  tt.return
}
}

// -----

// Without dot or reduction the first store chooses the tiling; it travels back through addptr,
// splat and make_range, which keep the layout they have.
// CHECK: #[[$B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}1{{\]\]}}}>
// CHECK-LABEL: @store_seed
// CHECK-NEXT: tt.make_range {{.*}} : tensor<256xi32, #[[$B]]>
// CHECK-NEXT: tt.splat
// CHECK-NEXT: tt.addptr
// CHECK-NEXT: tt.splat
// CHECK-NEXT: tt.store %{{.*}}, %{{.*}} : tensor<256x!tt.ptr<f32>, #[[$B]]>
#b2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @store_seed(%p: !tt.ptr<f32>, %x: f32) {
  %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #b2>
  %s = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #b2>
  %a = tt.addptr %s, %r : tensor<256x!tt.ptr<f32>, #b2>, tensor<256xi32, #b2>
  %v = tt.splat %x : f32 -> tensor<256xf32, #b2>
  tt.store %a, %v : tensor<256x!tt.ptr<f32>, #b2>
  tt.return
}
}

// -----

// The store's layout travels back through broadcast (source and result alike) and expand_dims
// (its source a slice of it); the convert before the expand_dims goes and make_range produces
// the slice itself.
// CHECK: #[[$B:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1], CGALayout = {{\[\[}}1, 0{{\]\]}}}>
// CHECK-LABEL: @expand_broadcast
// CHECK-NEXT: tt.make_range {{.*}} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #[[$B]]}>>
// CHECK-NEXT: tt.expand_dims %{{.*}} {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #[[$B]]}>> -> tensor<128x1xi32, #[[$B]]>
// CHECK-NEXT: tt.broadcast %{{.*}} : tensor<128x1xi32, #[[$B]]> -> tensor<128x64xi32, #[[$B]]>
// CHECK-NOT: ttg.convert_layout
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @expand_broadcast(%p: !tt.ptr<i32>) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b1>
  %c = ttg.convert_layout %r : tensor<128xi32, #b1> -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #b2}>>
  %e = tt.expand_dims %c {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<128x1xi32, #b2>
  %b = tt.broadcast %e : tensor<128x1xi32, #b2> -> tensor<128x64xi32, #b2>
  %sp = tt.splat %p : !tt.ptr<i32> -> tensor<128x64x!tt.ptr<i32>, #b2>
  tt.store %sp, %b : tensor<128x64x!tt.ptr<i32>, #b2>
  tt.return
}
}

// -----

// A value carried by an scf.for takes the layout at its init, block argument, yield and result.
// CHECK: #[[$B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}1{{\]\]}}}>
// CHECK-LABEL: @loop_carried
// CHECK: %[[INIT:.*]] = arith.constant dense<0.000000e+00> : tensor<256xf32, #[[$B]]>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (tensor<256xf32, #[[$B]]>)
// CHECK: arith.constant dense<1.000000e+00> : tensor<256xf32, #[[$B]]>
// CHECK: scf.yield %{{.*}} : tensor<256xf32, #[[$B]]>
// CHECK-NOT: ttg.convert_layout
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#b0 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @loop_carried(%p: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %init = arith.constant dense<0.000000e+00> : tensor<256xf32, #b0>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<256xf32, #b0>) : i32 {
    %one = arith.constant dense<1.000000e+00> : tensor<256xf32, #b0>
    %s = arith.addf %a, %one : tensor<256xf32, #b0>
    scf.yield %s : tensor<256xf32, #b0>
  }
  %cv = ttg.convert_layout %acc : tensor<256xf32, #b0> -> tensor<256xf32, #b1>
  %sp = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #b1>
  tt.store %sp, %cv : tensor<256x!tt.ptr<f32>, #b1>
  tt.return
}
}

// -----

// A result of an scf.if takes the layout, and so do the values both branches yield.
// CHECK: #[[$B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}1{{\]\]}}}>
// CHECK-LABEL: @if_result
// CHECK: scf.if %{{.*}} -> (tensor<256xf32, #[[$B]]>)
// CHECK: arith.constant dense<1.000000e+00> : tensor<256xf32, #[[$B]]>
// CHECK: arith.constant dense<2.000000e+00> : tensor<256xf32, #[[$B]]>
// CHECK-NOT: ttg.convert_layout
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#b0 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @if_result(%p: !tt.ptr<f32>, %cond: i1) {
  %v = scf.if %cond -> (tensor<256xf32, #b0>) {
    %one = arith.constant dense<1.000000e+00> : tensor<256xf32, #b0>
    scf.yield %one : tensor<256xf32, #b0>
  } else {
    %two = arith.constant dense<2.000000e+00> : tensor<256xf32, #b0>
    scf.yield %two : tensor<256xf32, #b0>
  }
  %cv = ttg.convert_layout %v : tensor<256xf32, #b0> -> tensor<256xf32, #b1>
  %sp = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #b1>
  tt.store %sp, %cv : tensor<256x!tt.ptr<f32>, #b1>
  tt.return
}
}

// -----

// An op the planner does not know (tt.histogram) keeps its layouts: a convert after it meets the
// store's layout.
// CHECK-DAG: #[[$OLD:.*]] = #ttg.blocked<{{.*}}CGALayout = {{\[\[}}0{{\]\]}}}>
// CHECK-DAG: #[[$NEW:.*]] = #ttg.blocked<{{.*}}CGALayout = {{\[\[}}1{{\]\]}}}>
// CHECK-LABEL: @fallback
// CHECK: tt.histogram %{{.*}} : tensor<256xi32, #[[$OLD]]> -> tensor<256xi32, #[[$OLD]]>
// CHECK-NEXT: ttg.convert_layout %{{.*}} : tensor<256xi32, #[[$OLD]]> -> tensor<256xi32, #[[$NEW]]>
// CHECK-NEXT: arith.sitofp %{{.*}} : tensor<256xi32, #[[$NEW]]> to tensor<256xf32, #[[$NEW]]>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#b0 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @fallback(%p: !tt.ptr<f32>) {
  %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #b0>
  %h = tt.histogram %r : tensor<256xi32, #b0> -> tensor<256xi32, #b0>
  %f = arith.sitofp %h : tensor<256xi32, #b0> to tensor<256xf32, #b0>
  %cv = ttg.convert_layout %f : tensor<256xf32, #b0> -> tensor<256xf32, #b1>
  %sp = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #b1>
  tt.store %sp, %cv : tensor<256x!tt.ptr<f32>, #b1>
  tt.return
}
}

// -----

// Every store-like op (here an atomic) takes the first store's CTA layout; the value they
// share needs no convert.
// CHECK: #[[$B:.*]] = #ttg.blocked<{{.*}}CGALayout = {{\[\[}}1{{\]\]}}}>
// CHECK-LABEL: @two_layouts
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.atomic_rmw add, relaxed, gpu, %{{.*}}, %{{.*}} : (tensor<256x!tt.ptr<i32>, #[[$B]]>, tensor<256xi32, #[[$B]]>) -> tensor<256xi32, #[[$B]]>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#b0 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @two_layouts(%p: !tt.ptr<i32>, %q: !tt.ptr<i32>) {
  %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #b1>
  %sp = tt.splat %p : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #b1>
  tt.store %sp, %r : tensor<256x!tt.ptr<i32>, #b1>
  %r0 = ttg.convert_layout %r : tensor<256xi32, #b1> -> tensor<256xi32, #b0>
  %sq = tt.splat %q : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #b0>
  tt.atomic_rmw add, relaxed, gpu, %sq, %r0 : (tensor<256x!tt.ptr<i32>, #b0>, tensor<256xi32, #b0>) -> tensor<256xi32, #b0>
  tt.return
}
}

// -----

// A value wanted in two layouts (a row and a column of a 2-d tensor) gets a second producer.
// CHECK: #[[$B:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = {{\[\[}}1, 0{{\]\]}}}>
// CHECK-LABEL: @clone_producer
// CHECK-NEXT: %[[COL:.*]] = tt.make_range {{.*}} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #[[$B]]}>>
// CHECK-NEXT: %[[ROW:.*]] = tt.make_range {{.*}} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #[[$B]]}>>
// CHECK-NEXT: tt.expand_dims %[[ROW]] {axis = 0 : i32}
// CHECK-NEXT: tt.expand_dims %[[COL]] {axis = 1 : i32}
// CHECK-NOT: ttg.convert_layout
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @clone_producer(%p: !tt.ptr<i32>) {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
  %r0 = ttg.convert_layout %r : tensor<64xi32, #b1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #b2}>>
  %row = tt.expand_dims %r0 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #b2}>> -> tensor<1x64xi32, #b2>
  %r1 = ttg.convert_layout %r : tensor<64xi32, #b1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #b2}>>
  %col = tt.expand_dims %r1 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<64x1xi32, #b2>
  %rb = tt.broadcast %row : tensor<1x64xi32, #b2> -> tensor<64x64xi32, #b2>
  %cb = tt.broadcast %col : tensor<64x1xi32, #b2> -> tensor<64x64xi32, #b2>
  %s = arith.addi %rb, %cb : tensor<64x64xi32, #b2>
  %sp = tt.splat %p : !tt.ptr<i32> -> tensor<64x64x!tt.ptr<i32>, #b2>
  tt.store %sp, %s : tensor<64x64x!tt.ptr<i32>, #b2>
  tt.return
}
}

// -----

// A function with neither dot, reduction nor store has nothing to take a tiling from.
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// expected-error@+1 {{needs a dot, a reduction or a store}}
tt.func @no_store(%p: !tt.ptr<i32>) -> tensor<64xi32, #b1> {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
  tt.return %r : tensor<64xi32, #b1>
}
}

// -----

// Two dots would each choose a tiling; Triton asserts, ttgo says so.
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @two_dots(%p: !tt.ptr<f16>) {
  %sa = tt.splat %p : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
  %a = tt.load %sa : tensor<64x64x!tt.ptr<f16>, #blocked>
  %ad = ttg.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
  %bd = ttg.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
  %c = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
  %d = tt.dot %ad, %bd, %c : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
  // expected-error@+1 {{planning several dots of more than one CTA is not supported}}
  %e = tt.dot %ad, %bd, %d : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
  tt.return
}
}

// -----

// A tensor passed as a function argument keeps its layout: a convert gives the load the one the
// reduction asks for (Triton stops with a fatal error).
// CHECK-DAG: #[[$ARG:.*]] = #ttg.blocked<{{.*}}CGALayout = {{\[\[}}1{{\]\]}}}>
// CHECK-DAG: #[[$RED:.*]] = #ttg.blocked<{{.*}}CGALayout = {{\[\[}}0{{\]\]}}}>
// CHECK-LABEL: @tensor_argument
// CHECK-NEXT: %[[CVT:.*]] = ttg.convert_layout %arg0 : tensor<1024x!tt.ptr<f32>, #[[$ARG]]> -> tensor<1024x!tt.ptr<f32>, #[[$RED]]>
// CHECK-NEXT: tt.load %[[CVT]] : tensor<1024x!tt.ptr<f32>, #[[$RED]]>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @tensor_argument(%p: tensor<1024x!tt.ptr<f32>, #b1>, %q: !tt.ptr<f32>) {
  %x = tt.load %p : tensor<1024x!tt.ptr<f32>, #b1>
  %r = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%l: f32, %rr: f32):
    %s = arith.maxnumf %l, %rr : f32
    tt.reduce.return %s : f32
  }) : (tensor<1024xf32, #b1>) -> f32
  tt.store %q, %r : !tt.ptr<f32>
  tt.return
}
}

// -----

// An scf.while keeps the layouts it carries, as any op the planner does not know; its result is
// converted to the store's.
// CHECK-DAG: #[[$OLD:.*]] = #ttg.blocked<{{.*}}CGALayout = {{\[\[}}0{{\]\]}}}>
// CHECK-DAG: #[[$NEW:.*]] = #ttg.blocked<{{.*}}CGALayout = {{\[\[}}1{{\]\]}}}>
// CHECK-LABEL: @while_loop
// CHECK: %[[W:.*]]:2 = scf.while ({{.*}}) : (tensor<256xf32, #[[$OLD]]>, i32) -> (tensor<256xf32, #[[$OLD]]>, i32)
// CHECK: %[[CVT:.*]] = ttg.convert_layout %[[W]]#0 : tensor<256xf32, #[[$OLD]]> -> tensor<256xf32, #[[$NEW]]>
// CHECK-NEXT: tt.store %{{.*}}, %[[CVT]] : tensor<256x!tt.ptr<f32>, #[[$NEW]]>
#b0 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @while_loop(%p: !tt.ptr<f32>, %n: i32) {
  %init = arith.constant dense<0.000000e+00> : tensor<256xf32, #b0>
  %c0 = arith.constant 0 : i32
  %res:2 = scf.while (%a = %init, %i = %c0) : (tensor<256xf32, #b0>, i32) -> (tensor<256xf32, #b0>, i32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %a, %i : tensor<256xf32, #b0>, i32
  } do {
  ^bb0(%a2: tensor<256xf32, #b0>, %i2: i32):
    %one = arith.constant dense<1.000000e+00> : tensor<256xf32, #b0>
    %s = arith.addf %a2, %one : tensor<256xf32, #b0>
    %c1 = arith.constant 1 : i32
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %s, %i3 : tensor<256xf32, #b0>, i32
  }
  %cv = ttg.convert_layout %res#0 : tensor<256xf32, #b0> -> tensor<256xf32, #b1>
  %sp = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #b1>
  tt.store %sp, %cv : tensor<256x!tt.ptr<f32>, #b1>
  tt.return
}
}

// -----

// A tensor argument wanted in two layouts cannot be produced twice (Triton: fatal error).
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// expected-error@+1 {{a block argument is wanted in two CTA layouts, which is not supported}}
tt.func @argument_two_layouts(%r: tensor<64xi32, #b1>, %p: !tt.ptr<i32>) {
  %r0 = ttg.convert_layout %r : tensor<64xi32, #b1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #b2}>>
  %row = tt.expand_dims %r0 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #b2}>> -> tensor<1x64xi32, #b2>
  %r1 = ttg.convert_layout %r : tensor<64xi32, #b1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #b2}>>
  %col = tt.expand_dims %r1 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<64x1xi32, #b2>
  %rb = tt.broadcast %row : tensor<1x64xi32, #b2> -> tensor<64x64xi32, #b2>
  %cb = tt.broadcast %col : tensor<64x1xi32, #b2> -> tensor<64x64xi32, #b2>
  %s = arith.addi %rb, %cb : tensor<64x64xi32, #b2>
  %sp = tt.splat %p : !tt.ptr<i32> -> tensor<64x64x!tt.ptr<i32>, #b2>
  tt.store %sp, %s : tensor<64x64x!tt.ptr<i32>, #b2>
  tt.return
}
}
