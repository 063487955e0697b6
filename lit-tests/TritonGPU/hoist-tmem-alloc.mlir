// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect -tritongpu-hoist-tmem-alloc -canonicalize | FileCheck %s
// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect -tritongpu-hoist-tmem-alloc=hoist-out-of-if=true -canonicalize | FileCheck %s --check-prefix=IF

// The accumulator of an MMA in a loop is allocated once before the loop, with its initial
// value stored there; the loop carries its token instead of the value, which is loaded after
// the loop.

#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @accumulate
  // CHECK: %[[M:.+]], %[[T0:.+]] = ttng.tmem_alloc : ()
  // CHECK-NEXT: %[[T1:.+]] = ttng.tmem_store %{{.+}}, %[[M]][%[[T0]]]
  // CHECK-NEXT: %[[R:.+]] = scf.for {{.*}} iter_args(%[[T:.+]] = %[[T1]]) -> (!ttg.async.token)
  // CHECK-NEXT: %[[D:.+]] = ttng.tc_gen5_mma %arg0, %arg1, %[[M]][%[[T]]]
  // CHECK-NEXT: scf.yield %[[D]]
  // CHECK: ttng.tmem_load %[[M]][%[[R]]]
  tt.func @accumulate(%a: !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, %n: i32) -> tensor<128x128xf32, #blocked> {
    %true = arith.constant true
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %cst) -> (tensor<128x128xf32, #blocked>) : i32 {
      %m, %t = ttng.tmem_alloc %acc : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %d = ttng.tc_gen5_mma %a, %b, %m[%t], %true, %true : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      %v, %lt = ttng.tmem_load %m[%d] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
      scf.yield %v : tensor<128x128xf32, #blocked>
    }
    tt.return %r : tensor<128x128xf32, #blocked>
  }
}

// -----

// A select between the loaded accumulator and another value stores the other value where
// the select would pick it.

#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @reset_accumulator
  // CHECK: scf.for
  // CHECK: %[[D:.+]] = ttng.tc_gen5_mma
  // CHECK-NOT: ttng.tmem_load
  // CHECK: ttng.tmem_store %{{.+}}, %{{.+}}[%[[D]]], %arg2
  tt.func @reset_accumulator(%a: !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, %reset: i1, %n: i32) -> tensor<128x128xf32, #blocked> {
    %true = arith.constant true
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %cst) -> (tensor<128x128xf32, #blocked>) : i32 {
      %m, %t = ttng.tmem_alloc %acc : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %d = ttng.tc_gen5_mma %a, %b, %m[%t], %true, %true : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      %v, %lt = ttng.tmem_load %m[%d] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
      %s = arith.select %reset, %cst, %v : tensor<128x128xf32, #blocked>
      scf.yield %s : tensor<128x128xf32, #blocked>
    }
    tt.return %r : tensor<128x128xf32, #blocked>
  }
}

// -----

// Scales allocated in the loop from values defined outside it, through single-operand pure
// ops, leave the loop with those ops.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @invariant_scales
  // CHECK: tt.splat %arg4
  // CHECK-NEXT: %[[S:.+]] = ttng.tmem_alloc
  // CHECK-NEXT: scf.for
  // CHECK-NEXT: ttng.tc_gen5_mma_scaled %arg0, %arg1, %arg2, %[[S]], %[[S]]
  tt.func @invariant_scales(%a: !ttg.memdesc<128x128xf8E5M2, #shared, #ttg.shared_memory>, %b: !ttg.memdesc<128x128xf8E5M2, #shared, #ttg.shared_memory>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %n: i32, %scale: i8) {
    %true = arith.constant true
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %0 = tt.splat %scale : i8 -> tensor<128x4xi8, #blocked>
      %s = ttng.tmem_alloc %0 : (tensor<128x4xi8, #blocked>) -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>
      ttng.tc_gen5_mma_scaled %a, %b, %acc, %s, %s, %true, %true lhs = e5m2 rhs = e5m2 : !ttg.memdesc<128x128xf8E5M2, #shared, #ttg.shared_memory>, !ttg.memdesc<128x128xf8E5M2, #shared, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory>
    }
    tt.return
  }
}

// -----

// A load at the end of an iteration whose value only feeds the next one moves to the start
// of the loop; the value on entry is stored to the buffer first, the value on exit loaded.

#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @rotate_load
  // CHECK: %[[M:.+]], %[[T0:.+]] = ttng.tmem_alloc : ()
  // CHECK-NEXT: %[[T1:.+]] = ttng.tmem_store %cst, %[[M]][%[[T0]]]
  // CHECK-NEXT: %[[R:.+]] = scf.for {{.*}} iter_args(%[[T:.+]] = %[[T1]]) -> (!ttg.async.token)
  // CHECK-NEXT: %[[V:.+]], %[[LT:.+]] = ttng.tmem_load %[[M]][%[[T]]]
  // CHECK-NEXT: "use"(%[[V]])
  // CHECK-NEXT: %[[W:.+]] = "write"(%[[M]], %[[LT]])
  // CHECK-NEXT: scf.yield %[[W]]
  // CHECK: ttng.tmem_load %[[M]][%[[R]]]
  tt.func @rotate_load(%n: i32) -> tensor<128x128xf32, #blocked> {
    %cst = arith.constant dense<1.000000e+00> : tensor<128x128xf32, #blocked>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a, %tok = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%v = %cst, %t = %tok) -> (tensor<128x128xf32, #blocked>, !ttg.async.token) : i32 {
      "use"(%v) : (tensor<128x128xf32, #blocked>) -> ()
      %w = "write"(%a, %t) : (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token) -> !ttg.async.token
      %l, %lt = ttng.tmem_load %a[%w] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
      scf.yield %l, %lt : tensor<128x128xf32, #blocked>, !ttg.async.token
    }
    tt.return %r#0 : tensor<128x128xf32, #blocked>
  }
}

// -----

// With hoist-out-of-if, an allocation in a then branch that yields its loaded value, where
// the else branch yields the initial value, moves before the if, which yields tokens.

#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // IF-LABEL: @alloc_out_of_if
  // IF: %[[M:.+]], %[[T0:.+]] = ttng.tmem_alloc : ()
  // IF-NEXT: %[[T1:.+]] = ttng.tmem_store %arg1, %[[M]][%[[T0]]]
  // IF-NEXT: %[[I:.+]] = scf.if %arg0 -> (!ttg.async.token)
  // IF-NEXT: %[[W:.+]] = "update"(%[[M]], %[[T1]])
  // IF-NEXT: scf.yield %[[W]]
  // IF-NEXT: } else {
  // IF-NEXT: scf.yield %[[T1]]
  // IF: %[[V:.+]], %{{.+}} = ttng.tmem_load %[[M]][%[[I]]]
  // IF-NEXT: tt.return %[[V]]
  tt.func @alloc_out_of_if(%c: i1, %init: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %0 = scf.if %c -> (tensor<128x128xf32, #blocked>) {
      %m, %t = ttng.tmem_alloc %init : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %w = "update"(%m, %t) : (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token) -> !ttg.async.token
      %v, %lt = ttng.tmem_load %m[%w] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
      scf.yield %v : tensor<128x128xf32, #blocked>
    } else {
      scf.yield %init : tensor<128x128xf32, #blocked>
    }
    tt.return %0 : tensor<128x128xf32, #blocked>
  }
}

// -----

// With hoist-out-of-if, a buffer allocated with the value just loaded from a buffer of the
// same type is that buffer.

#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // IF-LABEL: @forward_load
  // IF-NEXT: tt.return %arg0, %arg1
  tt.func @forward_load(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: !ttg.async.token) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token) {
    %v, %lt = ttng.tmem_load %m[%t] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    %n, %nt = ttng.tmem_alloc %v : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    tt.return %n, %nt : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token
  }
}
