// RUN: tt-opt %s --canonicalize='max-iterations=1' 2>&1 | FileCheck %s --check-prefix=CAPPED
// RUN: not tt-opt %s --canonicalize='max-iterations=1 test-convergence=true' 2>&1 | FileCheck %s --allow-empty --check-prefix=TEST
// RUN: tt-opt %s --canonicalize='max-iterations=0 test-convergence=true' 2>&1 | FileCheck %s --check-prefix=ZERO

// x + 0, then the sum times 1, then the product times 0 take more than one sweep. As
// mlir-opt-22's canonicalizer, a capped run that does not converge says nothing and
// succeeds; with test-convergence it fails, still without a diagnostic. A cap of zero
// sweeps leaves the IR alone and counts as converged.

// CAPPED-NOT: error
// CAPPED:     func.func @f(%arg0: i32) -> i32 {
// CAPPED-NOT: error

// TEST-NOT: {{.}}

// ZERO:      %0 = arith.addi %arg0, %c0_i32 : i32
// ZERO-NEXT: %1 = arith.muli %0, %c1_i32 : i32
// ZERO-NEXT: %2 = arith.muli %1, %c0_i32 : i32

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %c1 : i32
  %2 = arith.muli %1, %c0 : i32
  return %2 : i32
}
