// RUN: tt-opt %s -split-input-file --tritongpu-reorder-instructions | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A layout conversion sinks past the deallocations before its first use.
// CHECK-LABEL: @convert_after_dealloc
// CHECK: ttg.local_dealloc
// CHECK-NEXT: ttg.convert_layout
// CHECK-NEXT: arith.addf
tt.func @convert_after_dealloc(%x: tensor<32x32xf32, #blocked>) -> tensor<32x32xf32, #blocked1> {
  %buf = ttg.local_alloc : () -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
  %c = ttg.convert_layout %x : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
  ttg.local_dealloc %buf : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
  %r = arith.addf %c, %c : tensor<32x32xf32, #blocked1>
  tt.return %r : tensor<32x32xf32, #blocked1>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A shared memory load whose one use is in a loop moves into the loop, before its user.
// CHECK-LABEL: @load_into_loop
// CHECK: scf.for
// CHECK-NEXT: ttg.local_load
// CHECK-NEXT: arith.addf
tt.func @load_into_loop(%m: !ttg.memdesc<32x32xf32, #shared, #smem>, %acc: tensor<32x32xf32, #blocked>, %n: i32) -> tensor<32x32xf32, #blocked> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %v = ttg.local_load %m : !ttg.memdesc<32x32xf32, #shared, #smem> -> tensor<32x32xf32, #blocked>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> (tensor<32x32xf32, #blocked>) : i32 {
    %s = arith.addf %a, %v : tensor<32x32xf32, #blocked>
    scf.yield %s : tensor<32x32xf32, #blocked>
  }
  tt.return %r : tensor<32x32xf32, #blocked>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A local_alloc moves up to just after the load of its source.
// CHECK-LABEL: @alloc_after_source
// CHECK: tt.load
// CHECK-NEXT: ttg.local_alloc
// CHECK-NEXT: tt.load
tt.func @alloc_after_source(%p: tensor<32x32x!tt.ptr<f32>, #blocked>) -> (!ttg.memdesc<32x32xf32, #shared, #smem>, tensor<32x32xf32, #blocked>) {
  %x = tt.load %p : tensor<32x32x!tt.ptr<f32>, #blocked>
  %y = tt.load %p : tensor<32x32x!tt.ptr<f32>, #blocked>
  %a = ttg.local_alloc %x : (tensor<32x32xf32, #blocked>) -> !ttg.memdesc<32x32xf32, #shared, #smem>
  tt.return %a, %y : !ttg.memdesc<32x32xf32, #shared, #smem>, tensor<32x32xf32, #blocked>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A local_alloc of a splat stays where it is.
// CHECK-LABEL: @alloc_of_splat_stays
// CHECK: tt.splat
// CHECK-NEXT: tt.load
// CHECK-NEXT: ttg.local_alloc
tt.func @alloc_of_splat_stays(%s: f32, %p: tensor<32x32x!tt.ptr<f32>, #blocked>) -> (!ttg.memdesc<32x32xf32, #shared, #smem>, tensor<32x32xf32, #blocked>) {
  %x = tt.splat %s : f32 -> tensor<32x32xf32, #blocked>
  %y = tt.load %p : tensor<32x32x!tt.ptr<f32>, #blocked>
  %a = ttg.local_alloc %x : (tensor<32x32xf32, #blocked>) -> !ttg.memdesc<32x32xf32, #shared, #smem>
  tt.return %a, %y : !ttg.memdesc<32x32xf32, #shared, #smem>, tensor<32x32xf32, #blocked>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A transpose moves up to just after the definition of its source.
// CHECK-LABEL: @trans_after_source
// CHECK: tt.load
// CHECK-NEXT: tt.trans
// CHECK-NEXT: tt.load
tt.func @trans_after_source(%p: tensor<32x32x!tt.ptr<f32>, #blocked>) -> (tensor<32x32xf32, #blocked1>, tensor<32x32xf32, #blocked>) {
  %x = tt.load %p : tensor<32x32x!tt.ptr<f32>, #blocked>
  %y = tt.load %p : tensor<32x32x!tt.ptr<f32>, #blocked>
  %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
  tt.return %t, %y : tensor<32x32xf32, #blocked1>, tensor<32x32xf32, #blocked>
}
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// The shared memory load of a dot's B operand moves after that of its A operand.
// CHECK-LABEL: @b_load_after_a_load
// CHECK: ttg.local_load %arg0
// CHECK-NEXT: ttg.local_load %arg1
// CHECK-NEXT: tt.dot
tt.func @b_load_after_a_load(%a: !ttg.memdesc<32x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x32xf16, #shared, #smem>, %c: tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma> {
  %bd = ttg.local_load %b : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  %ad = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  %d = tt.dot %ad, %bd, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
  tt.return %d : tensor<32x32xf32, #mma>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A store between the two loads keeps the B load before it.
// CHECK-LABEL: @b_load_stays_before_write
// CHECK: ttg.local_load %arg1
// CHECK-NEXT: tt.store
// CHECK-NEXT: ttg.local_load %arg0
tt.func @b_load_stays_before_write(%a: !ttg.memdesc<32x32xf16, #shared, #smem>, %b: !ttg.memdesc<32x32xf16, #shared, #smem>, %c: tensor<32x32xf32, #mma>, %p: tensor<32x32x!tt.ptr<f32>, #blocked>, %v: tensor<32x32xf32, #blocked>) -> tensor<32x32xf32, #mma> {
  %bd = ttg.local_load %b : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  tt.store %p, %v : tensor<32x32x!tt.ptr<f32>, #blocked>
  %ad = ttg.local_load %a : !ttg.memdesc<32x32xf16, #shared, #smem> -> tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  %d = tt.dot %ad, %bd, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
  tt.return %d : tensor<32x32xf32, #mma>
}
}
