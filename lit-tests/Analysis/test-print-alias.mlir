// RUN: tt-opt %s -split-input-file -test-print-alias -verify-diagnostics -o /dev/null

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  // A local_alloc aliases itself, a view its source.
  tt.func @views() {
    // expected-remark @below {{%0 -> %0}}
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x16x32xf16, #shared, #smem, mutable>
    %c0 = arith.constant 0 : i32
    // expected-remark @below {{%1 -> %0}}
    %v = ttg.memdesc_index %a[%c0] : !ttg.memdesc<2x16x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    // expected-remark @below {{%2 -> %0}}
    %t = ttg.memdesc_trans %v {order = array<i32: 1, 0>} : !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x16xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  // A value that merges control flow aliases every buffer that reaches it.
  tt.func @select_buffer(%cond: i1) {
    // expected-remark @below {{%0 -> %0}}
    %a = ttg.local_alloc : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    // expected-remark @below {{%1 -> %1}}
    %b = ttg.local_alloc : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    // expected-remark @below {{%2 -> %0,%1}}
    %c = scf.if %cond -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable> {
      scf.yield %a : !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    } else {
      scf.yield %b : !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    }
    tt.return
  }
}
