// RUN: tt-opt %s -split-input-file --gluon-inline | FileCheck %s

// A call of a private function is inlined and the function, now unused, erased.
// CHECK-LABEL: tt.func public @kernel
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: tt.return %[[S]] : i32
// CHECK-NOT: @double
module {
  tt.func private @double(%x: i32) -> i32 {
    %s = arith.addi %x, %x : i32
    tt.return %s : i32
  }
  tt.func public @kernel(%x: i32) -> i32 {
    %r = tt.call @double(%x) : (i32) -> i32
    tt.return %r : i32
  }
}

// -----

// The callables are simplified with the control-flow canonicalizations: the blocks that only
// branch on are bypassed, and the branch to one block with two sets of operands becomes a
// select.
// CHECK-LABEL: tt.func public @pass_through
// CHECK-NEXT: %[[R:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: tt.return %[[R]] : i32
module {
  tt.func public @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%a : i32)
  ^bb2:
    cf.br ^bb3(%b : i32)
  ^bb3(%r: i32):
    tt.return %r : i32
  }
}
