// RUN: tt-opt %s -inline -mlir-print-debuginfo | FileCheck %s

// An op inlined twice, leaf into mid and then mid into top, is located as MLIR's inliner
// nests it: the leaf outermost, the outer call at the bottom of the stack,
// callsite(leaf at callsite(mid at top)).

// CHECK-LABEL: tt.func public @top(
// CHECK:         arith.addi {{.*}} loc([[ADD:#loc[0-9]+]])
// CHECK-DAG:   [[LEAF:#loc[0-9]+]] = loc("leaf.py":1:1)
// CHECK-DAG:   [[MID:#loc[0-9]+]] = loc("mid.py":2:2)
// CHECK-DAG:   [[TOP:#loc[0-9]+]] = loc("top.py":3:3)
// CHECK-DAG:   [[STACK:#loc[0-9]+]] = loc(callsite([[MID]] at [[TOP]]))
// CHECK-DAG:   [[ADD]] = loc(callsite([[LEAF]] at [[STACK]]))
module {
  tt.func private @leaf(%x: i32) -> i32 {
    %0 = arith.addi %x, %x : i32 loc(#leaf)
    tt.return %0 : i32
  }
  tt.func private @mid(%x: i32) -> i32 {
    %0 = tt.call @leaf(%x) : (i32) -> i32 loc(#mid)
    tt.return %0 : i32
  }
  tt.func public @top(%x: i32) -> i32 {
    %0 = tt.call @mid(%x) : (i32) -> i32 loc(#top)
    tt.return %0 : i32
  }
}
#leaf = loc("leaf.py":1:1)
#mid = loc("mid.py":2:2)
#top = loc("top.py":3:3)
