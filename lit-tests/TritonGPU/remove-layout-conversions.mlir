// RUN: tt-opt %s -split-input-file -tritongpu-remove-layout-conversions | FileCheck %s

// Forward propagation: the layout of an expensive load (an anchor) flows through the
// elementwise ops that follow it, and both converts go away.
// CHECK-LABEL: tt.func @forward
// CHECK: %[[X:.*]] = tt.load %arg0 : tensor<512x!tt.ptr<f32>, #[[B:blocked[0-9]*]]>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[X]] : tensor<512xf32, #[[B]]>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[S]] : tensor<512xf32, #[[B]]>
// CHECK-NEXT: tt.store %arg1, %[[E]]
// CHECK-NOT: ttg.convert_layout

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @forward(%ptr: tensor<512x!tt.ptr<f32>, #blocked>, %out: tensor<512x!tt.ptr<f32>, #blocked>) {
    %0 = tt.load %ptr : tensor<512x!tt.ptr<f32>, #blocked>
    %1 = ttg.convert_layout %0 : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
    %2 = arith.addf %1, %1 : tensor<512xf32, #blocked1>
    %3 = math.exp %2 : tensor<512xf32, #blocked1>
    %4 = ttg.convert_layout %3 : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
    tt.store %out, %4 : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Backward rematerialization: the pointer computation feeding a convert is recomputed in the
// convert's layout.
// CHECK-LABEL: tt.func @backward
// CHECK-NOT: ttg.convert_layout
// CHECK: %[[R:.*]] = tt.make_range {{.*}} : tensor<512xi32, #[[B:blocked[0-9]*]]>
// CHECK-NEXT: %[[P:.*]] = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #[[B]]>
// CHECK-NEXT: %[[A:.*]] = tt.addptr %[[P]], %[[R]]
// CHECK-NEXT: tt.load %[[A]] : tensor<512x!tt.ptr<f32>, #[[B]]>
// CHECK-NOT: ttg.convert_layout

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @backward(%base: !tt.ptr<f32>, %out: tensor<512x!tt.ptr<f32>, #blocked>) {
    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
    %1 = tt.splat %base : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
    %2 = tt.addptr %1, %0 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
    %3 = ttg.convert_layout %2 : tensor<512x!tt.ptr<f32>, #blocked1> -> tensor<512x!tt.ptr<f32>, #blocked>
    %4 = tt.load %3 : tensor<512x!tt.ptr<f32>, #blocked>
    tt.store %out, %4 : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Loops: the loop-carried accumulator takes the layout of the load it adds.
// CHECK-LABEL: tt.func @loop
// CHECK-NOT: ttg.convert_layout
// CHECK: %[[ACC:.*]] = scf.for {{.*}} -> (tensor<512xf32, #[[B:blocked[0-9]*]]>)
// CHECK: %[[X:.*]] = tt.load %arg0 : tensor<512x!tt.ptr<f32>, #[[B]]>
// CHECK-NEXT: %[[S:.*]] = arith.addf %{{.*}}, %[[X]] : tensor<512xf32, #[[B]]>
// CHECK-NEXT: scf.yield %[[S]]
// CHECK: tt.store %arg1, %[[ACC]]
// CHECK-NOT: ttg.convert_layout

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loop(%ptr: tensor<512x!tt.ptr<f32>, #blocked>, %out: tensor<512x!tt.ptr<f32>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked1>
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (tensor<512xf32, #blocked1>) : i32 {
      %x = tt.load %ptr : tensor<512x!tt.ptr<f32>, #blocked>
      %y = ttg.convert_layout %x : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
      %s = arith.addf %a, %y : tensor<512xf32, #blocked1>
      scf.yield %s : tensor<512xf32, #blocked1>
    }
    %r = ttg.convert_layout %acc : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
    tt.store %out, %r : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Conditionals: the scf.if result and both branches take the load's layout.
// CHECK-LABEL: tt.func @if_result
// CHECK-NOT: ttg.convert_layout
// CHECK: scf.if %arg2 -> (tensor<512xf32, #[[B:blocked[0-9]*]]>)
// CHECK: arith.mulf {{.*}} : tensor<512xf32, #[[B]]>
// CHECK-NOT: ttg.convert_layout

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @if_result(%ptr: tensor<512x!tt.ptr<f32>, #blocked>, %out: tensor<512x!tt.ptr<f32>, #blocked>, %c: i1) {
    %x = tt.load %ptr : tensor<512x!tt.ptr<f32>, #blocked>
    %y = ttg.convert_layout %x : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
    %r = scf.if %c -> (tensor<512xf32, #blocked1>) {
      %m = arith.mulf %y, %y : tensor<512xf32, #blocked1>
      scf.yield %m : tensor<512xf32, #blocked1>
    } else {
      scf.yield %y : tensor<512xf32, #blocked1>
    }
    %z = ttg.convert_layout %r : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
    tt.store %out, %z : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Reductions: the reduction runs in the load's layout; one convert of its small result stays.
// CHECK-LABEL: tt.func @reduce
// CHECK: %[[X:.*]] = tt.load %arg0 : tensor<128x32x!tt.ptr<f32>, #[[B:blocked[0-9]*]]>
// CHECK-NEXT: %[[R:.*]] = "tt.reduce"(%[[X]]) <{axis = 1 : i32}>
// CHECK: }) : (tensor<128x32xf32, #[[B]]>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #[[B]]}>>
// CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %[[R]] : tensor<128xf32, #ttg.slice<{dim = 1, parent = #[[B]]}>> -> tensor<128xf32, #[[B1:blocked[0-9]*]]>
// CHECK-NEXT: tt.store %arg1, %[[C]] : tensor<128x!tt.ptr<f32>, #[[B1]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce(%ptr: tensor<128x32x!tt.ptr<f32>, #blocked>, %out: tensor<128x!tt.ptr<f32>, #blocked2>) {
    %x = tt.load %ptr : tensor<128x32x!tt.ptr<f32>, #blocked>
    %y = ttg.convert_layout %x : tensor<128x32xf32, #blocked> -> tensor<128x32xf32, #blocked1>
    %r = "tt.reduce"(%y) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %m = arith.maxnumf %a, %b : f32
      tt.reduce.return %m : f32
    }) : (tensor<128x32xf32, #blocked1>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %z = ttg.convert_layout %r : tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<128xf32, #blocked2>
    tt.store %out, %z : tensor<128x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}

// -----

// Hoisting over extensions: the convert moves above arith.extf and converts half the bytes.
// CHECK-LABEL: tt.func @hoist_over_ext
// CHECK: %[[X:.*]] = tt.load %arg0 : tensor<512x!tt.ptr<f16>, #[[B:blocked[0-9]*]]>
// CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %[[X]] : tensor<512xf16, #[[B]]> -> tensor<512xf16, #[[B1:blocked[0-9]*]]>
// CHECK-NEXT: %[[E:.*]] = arith.extf %[[C]] : tensor<512xf16, #[[B1]]> to tensor<512xf32, #[[B1]]>
// CHECK-NEXT: tt.store %arg1, %[[E]]

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @hoist_over_ext(%ptr: tensor<512x!tt.ptr<f16>, #blocked>, %out: tensor<512x!tt.ptr<f32>, #blocked1>) {
    %x = tt.load %ptr : tensor<512x!tt.ptr<f16>, #blocked>
    %e = arith.extf %x : tensor<512xf16, #blocked> to tensor<512xf32, #blocked>
    %z = ttg.convert_layout %e : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
    tt.store %out, %z : tensor<512x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// An expensive load used in its own layout cannot be recomputed: the convert stays.
// CHECK-LABEL: tt.func @keep_convert_of_anchor
// CHECK: %[[X:.*]] = tt.load %arg0
// CHECK-NEXT: tt.store %arg1, %[[X]]
// CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %[[X]]
// CHECK-NEXT: tt.store %arg2, %[[C]]

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @keep_convert_of_anchor(%ptr: tensor<512x!tt.ptr<f32>, #blocked>, %out: tensor<512x!tt.ptr<f32>, #blocked>, %out1: tensor<512x!tt.ptr<f32>, #blocked1>) {
    %x = tt.load %ptr : tensor<512x!tt.ptr<f32>, #blocked>
    tt.store %out, %x : tensor<512x!tt.ptr<f32>, #blocked>
    %y = ttg.convert_layout %x : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
    tt.store %out1, %y : tensor<512x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// Hoisting into conditionals: inside a loop, the convert moves into the branch that yields a
// load, and the other branch's constant is rematerialized in the target layout.
// CHECK-LABEL: tt.func @hoist_into_if
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<512xf32, #[[B1:blocked[0-9]*]]>
// CHECK: scf.for
// CHECK-NEXT: %[[R:.*]] = scf.if %arg2 -> (tensor<512xf32, #[[B1]]>) {
// CHECK-NEXT: %[[X:.*]] = tt.load %arg0
// CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %[[X]] : {{.*}} -> tensor<512xf32, #[[B1]]>
// CHECK-NEXT: scf.yield %[[C]]
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[Z]]
// CHECK: tt.store %arg1, %[[R]]

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @hoist_into_if(%ptr: tensor<512x!tt.ptr<f32>, #blocked>, %out: tensor<512x!tt.ptr<f32>, #blocked1>, %c: i1, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %r = scf.if %c -> (tensor<512xf32, #blocked>) {
        %x = tt.load %ptr : tensor<512x!tt.ptr<f32>, #blocked>
        scf.yield %x : tensor<512xf32, #blocked>
      } else {
        %z = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked>
        scf.yield %z : tensor<512xf32, #blocked>
      }
      %y = ttg.convert_layout %r : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
      tt.store %out, %y : tensor<512x!tt.ptr<f32>, #blocked1>
    }
    tt.return
  }
}

// -----

// Dot operands: the convert to the MMA operand layout moves up to the load, so that the load
// can be pipelined, and the elementwise op runs in the operand layout.
// CHECK-LABEL: tt.func @hoist_dot_operand
// CHECK: %[[TWO:.*]] = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: scf.for
// CHECK-NEXT: %[[A:.*]] = tt.load %arg0
// CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %[[A]] : {{.*}} -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK-NEXT: %[[S:.*]] = arith.mulf %[[C]], %[[TWO]]
// CHECK-NEXT: tt.dot %[[S]], %arg1

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @hoist_dot_operand(%pa: tensor<64x32x!tt.ptr<f16>, #blocked>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %two = arith.constant dense<2.000000e+00> : tensor<64x32xf16, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%d = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked>
      %s = arith.mulf %a, %two : tensor<64x32xf16, #blocked>
      %ad = ttg.convert_layout %s : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %nd = tt.dot %ad, %b, %d : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %nd : tensor<64x64xf32, #mma>
    }
    tt.return %acc : tensor<64x64xf32, #mma>
  }
}

// -----

// Final cleanup: a loop-carried tensor nothing observes is dropped from the loop, with the
// loads that only fed it.
// CHECK-LABEL: tt.func @dead_loop_arg
// CHECK: %[[R:.*]] = scf.for {{.*}} iter_args(%[[K:.*]] = %c0_i32) -> (i32)
// CHECK-NEXT: %[[K1:.*]] = arith.addi %[[K]], %c1_i32 : i32
// CHECK-NEXT: scf.yield %[[K1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %[[R]] : i32

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @dead_loop_arg(%ptr: tensor<512x!tt.ptr<f32>, #blocked>, %n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero, %k = %c0) -> (tensor<512xf32, #blocked>, i32) : i32 {
      %x = tt.load %ptr : tensor<512x!tt.ptr<f32>, #blocked>
      %s = arith.addf %a, %x : tensor<512xf32, #blocked>
      %k1 = arith.addi %k, %c1 : i32
      scf.yield %s, %k1 : tensor<512xf32, #blocked>, i32
    }
    tt.return %r#1 : i32
  }
}

// -----

// Cost model: recomputing a load and an exp that the store keeps alive anyway costs less than
// the convert (4096 < 8192 milli-cycles): the slice is duplicated in the convert's layout.
// CHECK-LABEL: tt.func @remat_pays
// CHECK-NOT: ttg.convert_layout
// CHECK-DAG: %[[X:.*]] = tt.load {{.*}} : tensor<64x!tt.ptr<f32>, #[[B:blocked]]>
// CHECK-DAG: %[[X1:.*]] = tt.load {{.*}} : tensor<64x!tt.ptr<f32>, #[[B1:blocked1]]>
// CHECK-DAG: %[[E:.*]] = math.exp %[[X]] : tensor<64xf32, #[[B]]>
// CHECK-DAG: %[[E1:.*]] = math.exp %[[X1]] : tensor<64xf32, #[[B1]]>
// CHECK: tt.store %arg2, %[[E1]]
// CHECK-NEXT: tt.store %arg1, %[[E]]

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @remat_pays(%base: !tt.ptr<f32>, %out: tensor<64x!tt.ptr<f32>, #blocked>, %out1: tensor<64x!tt.ptr<f32>, #blocked1>) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked1>
    %p = tt.addptr %s, %r : tensor<64x!tt.ptr<f32>, #blocked1>, tensor<64xi32, #blocked1>
    %x = tt.load %p : tensor<64x!tt.ptr<f32>, #blocked1>
    %e = math.exp %x : tensor<64xf32, #blocked1>
    tt.store %out1, %e : tensor<64x!tt.ptr<f32>, #blocked1>
    %c = ttg.convert_layout %e : tensor<64xf32, #blocked1> -> tensor<64xf32, #blocked>
    tt.store %out, %c : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Cost model: four exps and a load kept alive by another user cost more than the convert
// (10240 > 8192 milli-cycles): the convert stays.
// CHECK-LABEL: tt.func @remat_too_costly
// CHECK-COUNT-4: math.exp
// CHECK: tt.store %arg2, %[[E:.*]] :
// CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %[[E]]
// CHECK-NEXT: tt.store %arg1, %[[C]]

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @remat_too_costly(%base: !tt.ptr<f32>, %out: tensor<64x!tt.ptr<f32>, #blocked>, %out1: tensor<64x!tt.ptr<f32>, #blocked1>) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %s = tt.splat %base : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked1>
    %p = tt.addptr %s, %r : tensor<64x!tt.ptr<f32>, #blocked1>, tensor<64xi32, #blocked1>
    %x = tt.load %p : tensor<64x!tt.ptr<f32>, #blocked1>
    %e1 = math.exp %x : tensor<64xf32, #blocked1>
    %e2 = math.exp %e1 : tensor<64xf32, #blocked1>
    %e3 = math.exp %e2 : tensor<64xf32, #blocked1>
    %e4 = math.exp %e3 : tensor<64xf32, #blocked1>
    tt.store %out1, %e4 : tensor<64x!tt.ptr<f32>, #blocked1>
    %c = ttg.convert_layout %e4 : tensor<64xf32, #blocked1> -> tensor<64xf32, #blocked>
    tt.store %out, %c : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// While loops: the layout of a load in the after region flows through the yield into the
// before region's arguments, the condition and the loop's results.
// CHECK-LABEL: tt.func @while_loop
// CHECK-NOT: ttg.convert_layout
// CHECK: %[[R:.*]]:2 = scf.while {{.*}} : (tensor<512xf32, #[[B:blocked]]>, i32) -> (tensor<512xf32, #[[B]]>, i32)
// CHECK: scf.condition({{.*}}) {{.*}} : tensor<512xf32, #[[B]]>, i32
// CHECK: ^bb0(%{{.*}}: tensor<512xf32, #[[B]]>, %{{.*}}: i32):
// CHECK: arith.addf {{.*}} : tensor<512xf32, #[[B]]>
// CHECK: tt.store %arg1, %[[R]]#0
// CHECK-NOT: ttg.convert_layout

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @while_loop(%ptr: tensor<512x!tt.ptr<f32>, #blocked>, %out: tensor<512x!tt.ptr<f32>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked1>
    %r:2 = scf.while (%a = %zero, %i = %c0) : (tensor<512xf32, #blocked1>, i32) -> (tensor<512xf32, #blocked1>, i32) {
      %go = arith.cmpi slt, %i, %n : i32
      scf.condition(%go) %a, %i : tensor<512xf32, #blocked1>, i32
    } do {
    ^bb0(%b: tensor<512xf32, #blocked1>, %j: i32):
      %x = tt.load %ptr : tensor<512x!tt.ptr<f32>, #blocked>
      %y = ttg.convert_layout %x : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
      %s = arith.addf %b, %y : tensor<512xf32, #blocked1>
      %j1 = arith.addi %j, %c1 : i32
      scf.yield %s, %j1 : tensor<512xf32, #blocked1>, i32
    }
    %z = ttg.convert_layout %r#0 : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
    tt.store %out, %z : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
