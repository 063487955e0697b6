// RUN: tt-opt %s -split-input-file -verify-diagnostics

// The ProtonGPU verifiers, with Triton 3.6's messages.

#smem = #ttg.shared_memory
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @cta_select(%buf: !ttg.memdesc<128xi32, #shared, #smem, mutable>) {
    // expected-error@below {{'proton_gpu.segment_alloc' op only warp granularity supports non-empty selectIds for now}}
    %seg = proton_gpu.segment_alloc %buf : !ttg.memdesc<128xi32, #shared, #smem, mutable> -> !proton_gpu.segment<512, #smem, cta, [0]>
    tt.return
  }
}

// -----

#smem = #ttg.shared_memory
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @odd_segments(%seg: !proton_gpu.segment<384, #smem, warp>, %c: i32) {
    // 384 bytes over 4 warps is 96 bytes a segment.
    // expected-error@below {{'proton_gpu.circular_store' op profiling buffer segment size must be power of 2}}
    proton_gpu.circular_store start %seg, %c {scopeId = 0 : i32} : !proton_gpu.segment<384, #smem, warp>, i32
    tt.return
  }
}

// -----

#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @scope_id(%seg: !proton_gpu.segment<512, #smem, warp>, %c: i32) {
    // expected-error@below {{'proton_gpu.circular_store' op scope id must be in [0, 255]}}
    proton_gpu.circular_store start %seg, %c {scopeId = 256 : i32} : !proton_gpu.segment<512, #smem, warp>, i32
    tt.return
  }
}
