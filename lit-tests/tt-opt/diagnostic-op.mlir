// RUN: not tt-opt %s -split-input-file 2>&1 | FileCheck %s

// A diagnostic carries the op it is about, and the note that shows it prints that op, as
// mlir-opt-22 does: the op a verifier emits on (scf.parallel's verifier complains about its
// scf.reduce), the user of a value that does not dominate it, the user of a value from
// outside an op isolated from above.

// CHECK:      diagnostic-op.mlir:[[@LINE+6]]:5: error: 'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'
// CHECK:      diagnostic-op.mlir:[[@LINE+5]]:5: note: see current operation:
// CHECK-NEXT: "scf.reduce"(%1) ({
func.func @reduce(%lb: index, %ub: index, %s: index, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    %c = arith.constant 1 : i32
    scf.reduce(%c : i32) {
    ^bb0(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  return %r : f32
}

// -----

// CHECK:      diagnostic-op.mlir:[[@LINE+3]]:8: error: operand #0 does not dominate this use
// CHECK:      diagnostic-op.mlir:[[@LINE+2]]:8: note: see current operation: %0 = "arith.addi"(%1, %arg0)
func.func @dominance(%a: i32) -> i32 {
  %0 = arith.addi %1, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

// CHECK:      diagnostic-op.mlir:[[@LINE+4]]:10: error: 'arith.addi' op using value defined outside the region
// CHECK:      diagnostic-op.mlir:[[@LINE+3]]:10: note: see current operation: %0 = "arith.addi"(<<UNKNOWN SSA VALUE>>, <<UNKNOWN SSA VALUE>>)
func.func @isolation(%a: i32) -> i32 {
  builtin.module {
    %0 = arith.addi %a, %a : i32
  }
  return %a : i32
}
