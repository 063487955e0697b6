// RUN: tt-opt %s -mlir-use-nameloc-as-prefix | FileCheck %s --check-prefix=MLIR
// RUN: tt-opt %s -mlir-use-nameloc-as-prefix -name-locs-from-arg-names | FileCheck %s --check-prefix=NAMED

// scf.for prints its region arguments without locations, so the names Triton's
// frontend gave them (as NameLocs) survive in the text only as SSA names. Like
// mlir-opt, tt-opt forgets them when parsing; --name-locs-from-arg-names (a ttgo
// extension) turns them back into NameLocs, so that Triton's dumps print back
// byte for byte. Arguments written with a location keep it.

// MLIR-LABEL:  tt.func @sum(
// MLIR-SAME:      %arg0: i32
// MLIR:         scf.for %arg1 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg2 = %c0_i32)

// NAMED-LABEL: tt.func @sum(
// NAMED-SAME:     %n: i32
// NAMED:        scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%acc = %c0_i32)

tt.func @sum(%n: i32) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %r = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%acc = %c0_i32) -> (i32)  : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  }
  tt.return %r : i32
}
