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

// The callables keep their pass-through branches: Triton 3.6's control-flow simplification
// runs without the cf canonicalizations (see transforms/gluon's SimplifyControlFlow), as its
// output for the corpus' persistent matmul shows.
// CHECK-LABEL: tt.func public @pass_through
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%[[R:.*]]: i32):
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

// -----

// The greedy driver still folds and erases dead ops in the callables.
// CHECK-LABEL: tt.func public @fold
// CHECK-NEXT: tt.return %arg0 : i32
module {
  tt.func public @fold(%x: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %s = arith.addi %x, %c0 : i32
    %dead = arith.muli %x, %x : i32
    tt.return %s : i32
  }
}

// -----

// An scf.for loop-carried value nothing reads is made to pass through unchanged (Triton's
// ForOpDeadArgElimination); the scf.for canonicalizations do not run, so the argument stays.
// CHECK-LABEL: tt.func public @dead_iter_arg
// CHECK: scf.for {{.*}} iter_args(%[[A:.*]] = %arg0, %[[B:.*]] = %arg0) -> (i32, i32)
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT: scf.yield %[[N]], %[[B]] : i32, i32
module {
  tt.func public @dead_iter_arg(%x: i32, %n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) : i32 {
      %na = arith.addi %a, %a : i32
      %nb = arith.muli %b, %b : i32
      scf.yield %na, %nb : i32, i32
    }
    tt.return %r#0 : i32
  }
}
