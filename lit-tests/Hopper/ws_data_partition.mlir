// RUN: tt-opt %s -split-input-file --nvgpu-test-ws-data-partition=num-warp-groups=3 | FileCheck %s

// A dot shared by the two consumers whose accumulator has 64 rows per consumer is split along
// M: the descriptors of A and C, A's load and the store (the second ones 64 rows further
// down), the alloc, the dot and the loop's accumulator each get one copy per consumer; B is
// shared.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @split_m
  // CHECK: %[[C64:.*]] = arith.constant {async_task_id = array<i32: 0, 1, 2>} 64 : i32
  // CHECK: %[[ZERO:.*]] = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<64x128xf32, #mma>
  // CHECK: %[[DESC0:.*]] = tt.make_tensor_descriptor {{.*}} {async_task_id = array<i32: 0>} : <f16>, <tensor<64x64xf16, #shared>>
  // CHECK-NEXT: %[[DESC1:.*]] = tt.make_tensor_descriptor {{.*}} {async_task_id = array<i32: 0>} : <f16>, <tensor<64x64xf16, #shared>>
  // CHECK: %[[ROW0:.*]] = arith.muli {{.*}} {async_task_id = array<i32: 0>}
  // CHECK-NEXT: %[[ROW1:.*]] = arith.addi %[[ROW0]], %[[C64]] {async_task_id = array<i32: 0>}
  // CHECK-NEXT: %[[LOOP:.*]]:2 = scf.for {{.*}} iter_args(%[[ACC0:.*]] = %[[ZERO]], %[[ACC1:.*]] = %[[ZERO]])
  // CHECK-NEXT: %[[X0:.*]] = tt.descriptor_load %[[DESC0]][%[[ROW0]], {{.*}}] {async_task_id = array<i32: 0>} {{.*}} -> tensor<64x64xf16
  // CHECK-NEXT: %[[X1:.*]] = tt.descriptor_load %[[DESC1]][%[[ROW1]], {{.*}}] {async_task_id = array<i32: 0>} {{.*}} -> tensor<64x64xf16
  // CHECK-NEXT: %[[XS0:.*]] = ttg.local_alloc %[[X0]] {async_task_id = array<i32: 1>}
  // CHECK-NEXT: %[[XS1:.*]] = ttg.local_alloc %[[X1]] {async_task_id = array<i32: 2>}
  // CHECK-NEXT: %[[D0:.*]] = ttng.warp_group_dot %[[XS0]], %arg1, %[[ACC0]] {async_task_id = array<i32: 1>, {{.*}} -> tensor<64x128xf32, #mma>
  // CHECK-NEXT: %[[D1:.*]] = ttng.warp_group_dot %[[XS1]], %arg1, %[[ACC1]] {async_task_id = array<i32: 2>, {{.*}} -> tensor<64x128xf32, #mma>
  // CHECK-NEXT: scf.yield {async_task_id = array<i32: 1, 2>} %[[D0]], %[[D1]]
  // CHECK: %[[OUTROW0:.*]] = arith.muli {{.*}} {async_task_id = array<i32: 1, 2>}
  // CHECK-NEXT: %[[OUTROW1:.*]] = arith.addi %[[OUTROW0]], %[[C64]] {async_task_id = array<i32: 2>}
  // CHECK: tt.descriptor_store {{.*}}[%[[OUTROW0]], {{.*}}], {{.*}} {async_task_id = array<i32: 1>}
  // CHECK-NEXT: tt.descriptor_store {{.*}}[%[[OUTROW1]], {{.*}}], {{.*}} {async_task_id = array<i32: 2>}
  tt.func @split_m(%aptr: !tt.ptr<f16>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %cptr: !tt.ptr<f32>, %n: i32, %pid: i32) {
    %c0 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 0 : i32
    %c64 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 64 : i32
    %c128 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 128 : i32
    %c1_i64 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 1 : i64
    %zero = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %n64 = arith.extsi %n {async_task_id = array<i32: 0, 1, 2>} : i32 to i64
    %a = tt.make_tensor_descriptor %aptr, [%n, %n], [%n64, %c1_i64] {async_task_id = array<i32: 0>} : <f16>, <tensor<128x64xf16, #shared>>
    %c = tt.make_tensor_descriptor %cptr, [%n, %n], [%n64, %c1_i64] {async_task_id = array<i32: 1, 2>} : <f32>, <tensor<128x128xf32, #shared>>
    %row = arith.muli %pid, %c128 {async_task_id = array<i32: 0>} : i32
    %acc = scf.for %k = %c0 to %n step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %x = tt.descriptor_load %a[%row, %k] {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
      %xs = ttg.local_alloc %x {async_task_id = array<i32: 1, 2>} : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %xs, %b, %acc_in {async_task_id = array<i32: 1, 2>, inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield {async_task_id = array<i32: 1, 2>} %d : tensor<128x128xf32, #mma>
    } {async_task_id = array<i32: 0, 1, 2>}
    %out = ttg.convert_layout %acc {async_task_id = array<i32: 1, 2>} : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked>
    %outrow = arith.muli %pid, %c128 {async_task_id = array<i32: 1, 2>} : i32
    tt.descriptor_store %c[%outrow, %c0], %out {async_task_id = array<i32: 1, 2>} : !tt.tensordesc<tensor<128x128xf32, #shared>>, tensor<128x128xf32, #blocked>
    tt.return
  }
}

// -----

// With 32 rows per consumer but 128 columns, the dot is split along N: B's descriptor and
// load (the second 128 columns further right), and the pointers of the store, built from a
// range of columns that each consumer gets half of.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @split_n
  // CHECK-DAG: %[[ZERO:.*]] = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<64x128xf32, #mma>
  // CHECK-DAG: %[[C0:.*]] = arith.constant {async_task_id = array<i32: 0, 1, 2>} 0 : i32
  // CHECK-DAG: %[[C128:.*]] = arith.constant {async_task_id = array<i32: 0>} 128 : i32
  // CHECK: %[[DESC0:.*]] = tt.make_tensor_descriptor {{.*}} : <f16>, <tensor<64x128xf16, #shared>>
  // CHECK-NEXT: %[[DESC1:.*]] = tt.make_tensor_descriptor {{.*}} : <f16>, <tensor<64x128xf16, #shared>>
  // CHECK-NEXT: %[[LOOP:.*]]:2 = scf.for %[[K:.*]] = {{.*}} iter_args(%[[ACC0:.*]] = %[[ZERO]], %[[ACC1:.*]] = %[[ZERO]])
  // CHECK-NEXT: %[[Y0:.*]] = tt.descriptor_load %[[DESC0]][%[[K]], %[[C0]]]
  // CHECK-NEXT: %[[Y1:.*]] = tt.descriptor_load %[[DESC1]][%[[K]], %[[C128]]]
  // CHECK-NEXT: %[[YS0:.*]] = ttg.local_alloc %[[Y0]] {async_task_id = array<i32: 1>} {{.*}} -> !ttg.memdesc<64x128xf16
  // CHECK-NEXT: %[[YS1:.*]] = ttg.local_alloc %[[Y1]] {async_task_id = array<i32: 2>} {{.*}} -> !ttg.memdesc<64x128xf16
  // CHECK-NEXT: ttng.warp_group_dot %arg0, %[[YS0]], %[[ACC0]] {async_task_id = array<i32: 1>, {{.*}} -> tensor<64x128xf32, #mma>
  // CHECK-NEXT: ttng.warp_group_dot %arg0, %[[YS1]], %[[ACC1]] {async_task_id = array<i32: 2>, {{.*}} -> tensor<64x128xf32, #mma>
  // CHECK: tt.make_range {async_task_id = array<i32: 1>, end = 128 : i32, start = 0 : i32}
  // CHECK-NEXT: tt.make_range {async_task_id = array<i32: 2>, end = 256 : i32, start = 128 : i32}
  // CHECK: tt.store {{.*}}, %[[LOOP]]#0 {async_task_id = array<i32: 1>} : tensor<64x128x!tt.ptr<f32>, #mma>
  // CHECK-NEXT: tt.store {{.*}}, %[[LOOP]]#1 {async_task_id = array<i32: 2>} : tensor<64x128x!tt.ptr<f32>, #mma>
  tt.func @split_n(%a: !ttg.memdesc<64x64xf16, #shared, #smem>, %bptr: !tt.ptr<f16>, %n: i32, %out: !tt.ptr<f32>) {
    %c0 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 0 : i32
    %c64 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 64 : i32
    %c1_i64 = arith.constant {async_task_id = array<i32: 0>} 1 : i64
    %n64 = arith.extsi %n {async_task_id = array<i32: 0>} : i32 to i64
    %b = tt.make_tensor_descriptor %bptr, [%n, %n], [%n64, %c1_i64] {async_task_id = array<i32: 0>} : <f16>, <tensor<64x256xf16, #shared>>
    %zero = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<64x256xf32, #mma>
    %acc = scf.for %k = %c0 to %n step %c64 iter_args(%acc_in = %zero) -> (tensor<64x256xf32, #mma>) : i32 {
      %y = tt.descriptor_load %b[%k, %c0] {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<64x256xf16, #shared>> -> tensor<64x256xf16, #blocked>
      %ys = ttg.local_alloc %y {async_task_id = array<i32: 1, 2>} : (tensor<64x256xf16, #blocked>) -> !ttg.memdesc<64x256xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a, %ys, %acc_in {async_task_id = array<i32: 1, 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x256xf16, #shared, #smem> -> tensor<64x256xf32, #mma>
      scf.yield {async_task_id = array<i32: 1, 2>} %d : tensor<64x256xf32, #mma>
    } {async_task_id = array<i32: 0, 1, 2>}
    %cols = tt.make_range {async_task_id = array<i32: 1, 2>, end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %cols2 = tt.expand_dims %cols {async_task_id = array<i32: 1, 2>, axis = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x256xi32, #mma>
    %colsb = tt.broadcast %cols2 {async_task_id = array<i32: 1, 2>} : tensor<1x256xi32, #mma> -> tensor<64x256xi32, #mma>
    %base = tt.splat %out {async_task_id = array<i32: 1, 2>} : !tt.ptr<f32> -> tensor<64x256x!tt.ptr<f32>, #mma>
    %ptrs = tt.addptr %base, %colsb {async_task_id = array<i32: 1, 2>} : tensor<64x256x!tt.ptr<f32>, #mma>, tensor<64x256xi32, #mma>
    tt.store %ptrs, %acc {async_task_id = array<i32: 1, 2>} : tensor<64x256x!tt.ptr<f32>, #mma>
    tt.return
  }
}

// -----

// A dot whose only consumer is one task is not partitioned, and neither is a function without
// such dots: nothing changes.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @one_consumer
  // CHECK: ttng.warp_group_dot {{.*}} {async_task_id = array<i32: 1>, {{.*}} -> tensor<128x128xf32, #mma>
  tt.func @one_consumer(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>) -> tensor<128x128xf32, #mma> {
    %zero = arith.constant {async_task_id = array<i32: 1>} dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %d = ttng.warp_group_dot %a, %b, %zero {async_task_id = array<i32: 1>, inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return %d : tensor<128x128xf32, #mma>
  }
}

// -----

// A dot whose B comes from a dot split along M is split along K, which is fine because its
// result only feeds an atomic add: each consumer computes a full-size partial result. The
// zero both dots start from is rematerialized, sliced for the first and whole for the second.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @split_k
  // CHECK-DAG: %[[FULL_ZERO:.*]] = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<128x128xf32, #mma>
  // CHECK-DAG: %[[HALF_ZERO:.*]] = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<64x128xf32, #mma>
  // CHECK: %[[D1_0:.*]] = ttng.warp_group_dot {{.*}}, %arg1, %[[HALF_ZERO]] {async_task_id = array<i32: 1>, {{.*}} -> tensor<64x128xf32, #mma>
  // CHECK-NEXT: %[[D1_1:.*]] = ttng.warp_group_dot {{.*}}, %arg1, %[[HALF_ZERO]] {async_task_id = array<i32: 2>, {{.*}} -> tensor<64x128xf32, #mma>
  // CHECK: ttg.memdesc_trans {{.*}} {async_task_id = array<i32: 1>, {{.*}} -> !ttg.memdesc<128x64xf16, #shared1, #smem>
  // CHECK-NEXT: ttg.memdesc_trans {{.*}} {async_task_id = array<i32: 2>, {{.*}} -> !ttg.memdesc<128x64xf16, #shared1, #smem>
  // CHECK-NEXT: %[[D2_0:.*]] = ttng.warp_group_dot {{.*}}, %[[FULL_ZERO]] {async_task_id = array<i32: 1>, {{.*}} * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
  // CHECK-NEXT: %[[D2_1:.*]] = ttng.warp_group_dot {{.*}}, %[[FULL_ZERO]] {async_task_id = array<i32: 2>, {{.*}} * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
  // CHECK-NEXT: tt.atomic_rmw fadd, relaxed, gpu, %arg3, %[[D2_0]], {{.*}} {async_task_id = array<i32: 1>}
  // CHECK-NEXT: tt.atomic_rmw fadd, relaxed, gpu, %arg3, %[[D2_1]], {{.*}} {async_task_id = array<i32: 2>}
  tt.func @split_k(%a: !tt.ptr<f16>, %b: !ttg.memdesc<128x128xf16, #shared, #smem>, %x: !tt.ptr<f16>, %out: tensor<128x128x!tt.ptr<f32>, #mma>) {
    %c0 = arith.constant {async_task_id = array<i32: 0, 1, 2>} 0 : i32
    %zero = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %mask = arith.constant {async_task_id = array<i32: 1, 2>} dense<true> : tensor<128x128xi1, #mma>
    %pa = tt.splat %a {async_task_id = array<i32: 0>} : !tt.ptr<f16> -> tensor<128x128x!tt.ptr<f16>, #blocked>
    %la = tt.load %pa {async_task_id = array<i32: 0>} : tensor<128x128x!tt.ptr<f16>, #blocked>
    %sa = ttg.local_alloc %la {async_task_id = array<i32: 1, 2>} : (tensor<128x128xf16, #blocked>) -> !ttg.memdesc<128x128xf16, #shared, #smem>
    %d1 = ttng.warp_group_dot %sa, %b, %zero {async_task_id = array<i32: 1, 2>, inputPrecision = 0 : i32} : !ttg.memdesc<128x128xf16, #shared, #smem> * !ttg.memdesc<128x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    %h = arith.truncf %d1 {async_task_id = array<i32: 1, 2>} : tensor<128x128xf32, #mma> to tensor<128x128xf16, #mma>
    %sh = ttg.local_alloc %h {async_task_id = array<i32: 1, 2>} : (tensor<128x128xf16, #mma>) -> !ttg.memdesc<128x128xf16, #shared, #smem>
    %px = tt.splat %x {async_task_id = array<i32: 0>} : !tt.ptr<f16> -> tensor<128x128x!tt.ptr<f16>, #blocked>
    %lx = tt.load %px {async_task_id = array<i32: 0>} : tensor<128x128x!tt.ptr<f16>, #blocked>
    %sx = ttg.local_alloc %lx {async_task_id = array<i32: 1, 2>} : (tensor<128x128xf16, #blocked>) -> !ttg.memdesc<128x128xf16, #shared, #smem>
    %xt = ttg.memdesc_trans %sx {async_task_id = array<i32: 1, 2>, order = array<i32: 1, 0>} : !ttg.memdesc<128x128xf16, #shared, #smem> -> !ttg.memdesc<128x128xf16, #shared1, #smem>
    %d2 = ttng.warp_group_dot %xt, %sh, %zero {async_task_id = array<i32: 1, 2>, inputPrecision = 0 : i32} : !ttg.memdesc<128x128xf16, #shared1, #smem> * !ttg.memdesc<128x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    %r = tt.atomic_rmw fadd, relaxed, gpu, %out, %d2, %mask {async_task_id = array<i32: 1, 2>} : (tensor<128x128x!tt.ptr<f32>, #mma>, tensor<128x128xf32, #mma>, tensor<128x128xi1, #mma>) -> tensor<128x128xf32, #mma>
    tt.return
  }
}
