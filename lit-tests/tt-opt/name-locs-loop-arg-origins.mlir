// RUN: tt-opt %s -split-input-file -mlir-print-op-generic -mlir-print-debuginfo -mlir-print-local-scope -name-locs-from-arg-names | FileCheck %s

// With --name-locs-from-arg-names, the NameLocs of scf.for's arguments wrap the
// locations Triton's builder gave them, not a place in the text: the induction
// variable the loop's location less the frontend's names, an iter_arg its init
// value's location, or that of the call an inlined init came from. The generic
// form shows the arguments' locations, and local scope shows them whole.

// CHECK-LABEL: sym_name = "loop"
// CHECK:         ^bb0(%{{.*}}: i32 loc("i"("k.py":5:5)), %{{.*}}: i32 loc("acc"("k.py":4:4))):
#init = loc("k.py":4:4)
#for = loc("k.py":5:5)
tt.func @loop(%n: i32) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  %acc0 = arith.constant 0 : i32 loc(#init)
  %r = scf.for %i = %acc0 to %n step %c1_i32 iter_args(%acc = %acc0) -> (i32)  : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  } loc("r"(#for))
  tt.return %r : i32
}

// -----

// CHECK-LABEL: sym_name = "inlined_init"
// CHECK:         ^bb0(%{{.*}}: i32 loc("i"({{.*}})), %{{.*}}: i32 loc("acc"("zeros"("k.py":7:7)))):
#call = loc("k.py":7:7)
#zeros = loc("zeros"(#call))
#std = loc("standard.py":1:1)
tt.func @inlined_init(%n: i32) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %acc0 = arith.constant 0 : i32 loc(callsite(#std at #zeros))
  %r = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%acc = %acc0) -> (i32)  : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  }
  tt.return %r : i32
}

// -----

// An argument written with a location keeps it.

// CHECK-LABEL: sym_name = "written"
// CHECK:         ^bb0(%{{.*}}: i32 loc("w.py":9:9)):
tt.func @written(%n: i32) {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  "scf.for"(%c0_i32, %n, %c1_i32) ({
  ^bb0(%i: i32 loc("w.py":9:9)):
    "scf.yield"() : () -> ()
  }) : (i32, i32, i32) -> ()
  tt.return
}
