// RUN: tt-opt %s -split-input-file | FileCheck %s
// RUN: tt-opt %s -split-input-file --mlir-print-op-generic | tt-opt -split-input-file | FileCheck %s

// The NVWS dialect's ops print back as Triton 3.6 prints them, and read back from the generic form.

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: @aref_round_trip
  // CHECK: %[[A:.*]] = nvws.aref.create %arg0 : !nvws.aref<[!ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>]>
  // CHECK: %[[P:.*]]:2 = nvws.aref.put.enter %[[A]][%arg1, %arg2] : !nvws.aref<[!ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>]> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.async.token
  // CHECK: nvws.aref.put.exit %[[A]][%arg1], %[[P]]#1 [#nvws.async_op<tma_load>, #nvws.async_op<wgmma>] :
  // CHECK: %[[G:.*]]:2 = nvws.aref.get.enter %[[A]] : !nvws.aref<
  // CHECK: nvws.aref.buffer %[[A]], %[[G]]#1 : !nvws.aref<[!ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>]>, !ttg.async.token -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  // CHECK: nvws.aref.get.exit %[[A]], %[[G]]#1 [#nvws.async_op<none>] :
  tt.func @aref_round_trip(%buf: !ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>, %stage: i32, %phase: i32) {
    %a = nvws.aref.create %buf : !nvws.aref<[!ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>]>
    %p:2 = nvws.aref.put.enter %a[%stage, %phase] : !nvws.aref<[!ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>]> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.async.token
    nvws.aref.put.exit %a[%stage], %p#1 [#nvws.async_op<tma_load>, #nvws.async_op<wgmma>] : !nvws.aref<[!ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>]>, !ttg.async.token
    %g:2 = nvws.aref.get.enter %a : !nvws.aref<[!ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>]> -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>, !ttg.async.token
    %b = nvws.aref.buffer %a, %g#1 : !nvws.aref<[!ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>]>, !ttg.async.token -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    nvws.aref.get.exit %a, %g#1 [#nvws.async_op<none>] : !nvws.aref<[!ttg.memdesc<2x32x32xf16, #shared, #smem, mutable>]>, !ttg.async.token
    tt.return
  }
}

// -----

// CHECK-LABEL: @warp_group_results
// CHECK:      %[[R:.*]] = nvws.warp_group
// CHECK-NEXT: partition0 num_warps(4) {
// CHECK-NEXT:   %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:   nvws.warp_group.yield %[[C]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: partition1 num_warps(2) {
// CHECK-NEXT:   nvws.warp_group.return
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %[[R]] : i32
tt.func @warp_group_results() -> i32 {
  %r = nvws.warp_group
  partition0 num_warps(4) {
    %c = arith.constant 7 : i32
    nvws.warp_group.yield %c : i32
  }
  partition1 num_warps(2) {
    nvws.warp_group.return
  }
  tt.return %r : i32
}

// -----

// CHECK-LABEL: @tokens
// CHECK: %[[T:.*]] = nvws.create_token {loadType = 2 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
// CHECK: nvws.producer_acquire %[[T]], %arg0, %arg1 : tensor<2x!nvws.token>, i32, i1
// CHECK: nvws.consumer_release %[[T]], %arg0 : tensor<2x!nvws.token>, i32
tt.func @tokens(%i: i32, %phase: i1) {
  %t = nvws.create_token {loadType = 2 : i32, numBuffers = 2 : i32} : tensor<2x!nvws.token>
  nvws.producer_acquire %t, %i, %phase : tensor<2x!nvws.token>, i32, i1
  nvws.consumer_release %t, %i : tensor<2x!nvws.token>, i32
  tt.return
}
