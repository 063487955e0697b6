// RUN: tt-opt %s -split-input-file -test-print-allocation -verify-diagnostics -o /dev/null

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  // Buffers live together are stacked; one allocated after the first died reuses its memory.
  // expected-remark @below {{stacked}}
  // expected-remark @below {{size = 3072}}
  tt.func @stacked() {
    // expected-remark @below {{offset = 0, size = 2048}}
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    // expected-remark @below {{offset = 2048, size = 1024}}
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
    ttg.local_dealloc %b : !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
    // expected-remark @below {{offset = 2048, size = 1024}}
    %c = ttg.local_alloc : () -> !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
    ttg.local_dealloc %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %c : !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  // A view keeps its buffer alive: the second buffer cannot take the first one's place.
  // expected-remark @below {{view}}
  // expected-remark @below {{size = 4096}}
  tt.func @view() {
    // expected-remark @below {{offset = 0, size = 2048}}
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x16x32xf16, #shared, #smem, mutable>
    %c0 = arith.constant 0 : i32
    %v = ttg.memdesc_index %a[%c0] : !ttg.memdesc<2x16x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    // expected-remark @below {{offset = 2048, size = 2048}}
    %b = ttg.local_alloc : () -> !ttg.memdesc<2x16x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %b : !ttg.memdesc<2x16x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %v : !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    tt.return
  }
}
