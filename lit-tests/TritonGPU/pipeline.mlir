// RUN: tt-opt %s -split-input-file -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops -tritongpu-pipeline=num-stages=3 | FileCheck %s

// A wgmma loop over a load two stages ahead: the prologue issues the copies of the
// first two iterations, each predicated on its iteration being in range; the kernel
// waits for the oldest copy group, keeps one wgmma in flight, and issues the copy two
// iterations ahead under the same predicate; after the loop everything is drained.

// CHECK-LABEL: tt.func @wgmma_loop
// CHECK: %[[RING:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xf16
// CHECK: %[[P0:.*]] = arith.cmpi sgt, %arg1, %c0_i32
// CHECK: %[[M0:.*]] = tt.splat %[[P0]]
// CHECK: ttg.async_copy_global_to_local %arg0, %{{.*}} mask %[[M0]]
// CHECK: %[[T0:.*]] = ttg.async_commit_group
// CHECK: %[[P1:.*]] = arith.cmpi sgt, %arg1, %c1_i32
// CHECK: %[[M1:.*]] = tt.splat %[[P1]]
// CHECK: ttg.async_copy_global_to_local %{{.*}} mask %[[M1]]
// CHECK: %[[T1:.*]] = ttg.async_commit_group
// CHECK: %[[R:.*]]:8 = scf.for %[[IV:.*]] = {{.*}} iter_args({{.*}}, %[[TOK0:.*]] = %[[T0]], %[[TOK1:.*]] = %[[T1]])
// CHECK: %[[LAST:.*]] = arith.subi %arg1, %c2_i32
// CHECK: %[[IN:.*]] = arith.cmpi slt, %[[IV]], %[[LAST]]
// CHECK: ttg.async_wait %[[TOK0]] {num = 1 : i32}
// CHECK: %[[D:.*]] = ttng.warp_group_dot {{.*}}isAsync = true
// CHECK: ttng.warp_group_dot_wait %[[D]], {{.*}}pendings = 1 : i32
// CHECK: %[[MK:.*]] = tt.splat %[[IN]]
// CHECK: ttg.async_copy_global_to_local %{{.*}} mask %[[MK]]
// CHECK: scf.yield
// CHECK: ttng.warp_group_dot_wait %[[R]]#0 {pendings = 0 : i32}
// CHECK: ttg.async_wait {num = 0 : i32}
// CHECK: ttg.local_dealloc %[[RING]]
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
tt.func @wgmma_loop(%a: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.contiguity = dense<[1, 64]> : tensor<2xi32>, tt.divisibility = dense<16> : tensor<2xi32>}, %n: i32) -> tensor<64x64xf32, #mma> {
  %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0, %p = %a) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
    %x = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
    %xs = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %xs, %xs, %acc {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    %next = tt.addptr %p, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    scf.yield %d, %next : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>
  }
  tt.return %r#0 : tensor<64x64xf32, #mma>
}
}

// -----

// A loop without a schedule is left as it is.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @no_dot
// CHECK: scf.for
// CHECK-NEXT: tt.load
// CHECK-NEXT: tt.store
// CHECK-NOT: ttg.async
tt.func @no_dot(%a: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %x = tt.load %a : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.store %a, %x : tensor<64x64x!tt.ptr<f16>, #blocked>
  }
  tt.return
}
}

// -----

// With constant index bounds that leave enough iterations, the prologue copies are not
// predicated; the kernel still predicates the copies of iterations past the end.

// CHECK-LABEL: tt.func @static_loop
// CHECK: ttg.local_alloc
// CHECK-NEXT: ttg.memdesc_index
// CHECK-NEXT: ttg.async_copy_global_to_local %arg0, %{{[0-9]+}} {contiguity = 8 : i32}
// CHECK: scf.for %[[IV:.*]] = %c0 to %c8 step %c1
// CHECK-NEXT: arith.cmpi slt, %[[IV]], %c6 : index
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
tt.func @static_loop(%a: tensor<64x64x!tt.ptr<f16>, #blocked> {tt.contiguity = dense<[1, 64]> : tensor<2xi32>, tt.divisibility = dense<16> : tensor<2xi32>}) -> tensor<64x64xf32, #mma> {
  %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
  %c0 = arith.constant 0 : index
  %n = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0, %p = %a) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>) {
    %x = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
    %xs = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %xs, %xs, %acc {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    %next = tt.addptr %p, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    scf.yield %d, %next : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>
  }
  tt.return %r#0 : tensor<64x64xf32, #mma>
}
}

// -----

// A descriptor store in a loop goes through a shared buffer: wait for the earlier TMA
// stores, write the buffer, fence, store asynchronously; drained after the loop.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @tma_store
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
// CHECK: scf.for
// CHECK: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_store %arg0, %[[BUF]]
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_local_to_global %arg1[{{.*}}] %[[BUF]]
// CHECK: }
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_dealloc %[[BUF]]
tt.func @tma_store(%v: tensor<64x64xf32, #blocked>, %desc: !tt.tensordesc<tensor<64x64xf32, #shared>>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    tt.descriptor_store %desc[%i, %i], %v : !tt.tensordesc<tensor<64x64xf32, #shared>>, tensor<64x64xf32, #blocked>
  }
  tt.return
}
}
