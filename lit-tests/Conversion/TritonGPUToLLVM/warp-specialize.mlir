// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// ttg.warp_specialize stays for convert-warp-specialize-to-llvm; its regions are lowered in
// place. A partition argument keeps its type and is cast where the lowered code reads it.
// CHECK-LABEL: llvm.func @partition_load
// CHECK: %[[P:.*]] = builtin.unrealized_conversion_cast %arg0 : !llvm.ptr<1> to !tt.ptr<i32>
// CHECK: ttg.warp_specialize(%[[P]])
// CHECK-NEXT: default {
// CHECK-NEXT: ttg.warp_yield
// CHECK: partition0(%[[A:.*]]: !tt.ptr<i32>) num_warps(2) {
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[A]] : !tt.ptr<i32> to !llvm.ptr<1>
// CHECK: ld.global.b32
// CHECK: ttg.warp_return
// CHECK-NEXT: } : (!tt.ptr<i32>) -> ()
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @partition_load(%arg0: !tt.ptr<i32>) {
    ttg.warp_specialize(%arg0)
    default {
      ttg.warp_yield
    }
    partition0(%arg2: !tt.ptr<i32>) num_warps(2) {
      %0 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
      %1 = tt.load %0 : tensor<256x!tt.ptr<i32>, #blocked>
      ttg.warp_return
    } : (!tt.ptr<i32>) -> ()
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// The default region runs on the function's four warps; a partition on its own two, its
// thread ids counted from its first warp (warp 4, thread 128).
// CHECK-LABEL: llvm.func @partition_thread_ids
// CHECK: default {
// CHECK: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[M:.*]] = llvm.mlir.constant(127 : i32) : i32
// CHECK-NEXT: llvm.and %[[T]], %[[M]] : i32
// CHECK: ttg.warp_yield
// CHECK: partition0
// CHECK: %[[PT:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[B:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.sub %[[PT]], %[[B]] : i32
// CHECK-NEXT: %[[PM:.*]] = llvm.mlir.constant(63 : i32) : i32
// CHECK-NEXT: llvm.and %[[R]], %[[PM]] : i32
// CHECK: ttg.warp_return
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @partition_thread_ids(%arg0: !tt.ptr<i32>) {
    ttg.warp_specialize(%arg0) attributes {warpGroupStartIds = array<i32: 4>}
    default {
      %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked4>
      %p = tt.splat %arg0 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked4>
      %q = tt.addptr %p, %r : tensor<128x!tt.ptr<i32>, #blocked4>, tensor<128xi32, #blocked4>
      tt.store %q, %r : tensor<128x!tt.ptr<i32>, #blocked4>
      ttg.warp_yield
    }
    partition0(%arg1: !tt.ptr<i32>) num_warps(2) {
      %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
      %1 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #blocked>
      %2 = tt.addptr %1, %0 : tensor<64x!tt.ptr<i32>, #blocked>, tensor<64xi32, #blocked>
      tt.store %2, %0 : tensor<64x!tt.ptr<i32>, #blocked>
      ttg.warp_return
    } : (!tt.ptr<i32>) -> ()
    tt.return
  }
}
