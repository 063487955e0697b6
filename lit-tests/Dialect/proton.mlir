// RUN: tt-opt %s -split-input-file | FileCheck %s
// RUN: tt-opt %s -split-input-file | tt-opt -split-input-file | FileCheck %s
// RUN: tt-opt %s -split-input-file --mlir-print-op-generic | tt-opt -split-input-file | FileCheck %s

// The Proton and ProtonGPU dialects' ops print back as Triton 3.6 prints them: segment_alloc's
// result type without its prefix (type($segment) unqualified), the other uses of a segment
// with it.

// CHECK-LABEL: @records
// CHECK-NEXT:    proton.record start "loop"
// CHECK-NEXT:    proton.record end "loop"
tt.func @records() {
  proton.record start "loop"
  proton.record end "loop"
  tt.return
}

// -----

#smem = #ttg.shared_memory
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: @profile
  // CHECK:      %[[S:.*]] = proton_gpu.segment_alloc %{{.*}} : !ttg.memdesc<128xi32, #shared, #smem, mutable> -> <512, #smem, warp, [0, 2]>
  // CHECK-NEXT: %[[C:.*]] = proton_gpu.read_counter : i64
  // CHECK-NEXT: proton_gpu.circular_store end %[[S]], %[[C]] {scopeId = 3 : i32} : !proton_gpu.segment<512, #smem, warp, [0, 2]>, i64
  // CHECK-NEXT: proton_gpu.restore_ctx %[[S]], %arg0 : !proton_gpu.segment<512, #smem, warp, [0, 2]>, !tt.ptr<i32>
  // CHECK:      proton_gpu.segment_alloc %arg0 : !tt.ptr<i32> -> <1024, #proton_gpu.global_memory, cta>
  tt.func @profile(%scratch: !tt.ptr<i32>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128xi32, #shared, #smem, mutable>
    %seg = proton_gpu.segment_alloc %buf : !ttg.memdesc<128xi32, #shared, #smem, mutable> -> !proton_gpu.segment<512, #smem, warp, [0, 2]>
    %c = proton_gpu.read_counter : i64
    proton_gpu.circular_store end %seg, %c {scopeId = 3 : i32} : !proton_gpu.segment<512, #smem, warp, [0, 2]>, i64
    proton_gpu.restore_ctx %seg, %scratch : !proton_gpu.segment<512, #smem, warp, [0, 2]>, !tt.ptr<i32>
    %g = proton_gpu.segment_alloc %scratch : !tt.ptr<i32> -> !proton_gpu.segment<1024, #proton_gpu.global_memory, cta>
    tt.return
  }
}
