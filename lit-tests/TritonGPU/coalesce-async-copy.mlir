// RUN: tt-opt %s -split-input-file -tritongpu-coalesce-async-copy | FileCheck %s

// 8 consecutive f16 per thread, but the swizzled shared layout keeps only 4 together: the
// source, mask and other value move to a layout of 4 per thread, and the copy records a
// contiguity of 1 (the default, not printed), as Triton's analysis knows nothing of the new
// conversions.
// CHECK-DAG: [[$CLIPPED:#.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @clip
// CHECK: [[SRC:%.*]] = ttg.convert_layout %arg0 : {{.*}} -> tensor<64x32x!tt.ptr<f16>, [[$CLIPPED]]>
// CHECK-NEXT: [[MASK:%.*]] = ttg.convert_layout %arg2 : {{.*}} -> tensor<64x32xi1, [[$CLIPPED]]>
// CHECK-NEXT: [[OTHER:%.*]] = ttg.convert_layout %arg3 : {{.*}} -> tensor<64x32xf16, [[$CLIPPED]]>
// CHECK-NEXT: ttg.async_copy_global_to_local [[SRC]], %arg1 mask [[MASK]] other [[OTHER]] : tensor<64x32x!tt.ptr<f16>, [[$CLIPPED]]>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @clip(%src: tensor<64x32x!tt.ptr<f16>, #blocked>, %dst: !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, %mask: tensor<64x32xi1, #blocked>, %other: tensor<64x32xf16, #blocked>) {
    %t = ttg.async_copy_global_to_local %src, %dst mask %mask other %other : tensor<64x32x!tt.ptr<f16>, #blocked> -> <64x32xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// The shared layout keeps all 8 together: nothing to clip.
// CHECK-LABEL: tt.func @no_clip
// CHECK-NOT: ttg.convert_layout
// CHECK: ttg.async_copy_global_to_local %arg0, %arg1 :
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @no_clip(%src: tensor<64x32x!tt.ptr<f16>, #blocked>, %dst: !ttg.memdesc<64x32xf16, #shared, #smem, mutable>) {
    %t = ttg.async_copy_global_to_local %src, %dst : tensor<64x32x!tt.ptr<f16>, #blocked> -> <64x32xf16, #shared, #smem, mutable>
    tt.return
  }
}
