// RUN: tt-opt %s --pass-pipeline='builtin.module(any(cse))' | FileCheck %s --check-prefix=ANY
// RUN: tt-opt %s --pass-pipeline='builtin.module(any(cse,triton-combine))' | FileCheck %s --check-prefix=SKIP
// RUN: tt-opt %s --pass-pipeline='builtin.module(any(cse,triton-combine))' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP

// An any() pipeline runs on the isolated-from-above ops directly in the module, here the
// function: CSE merges the two multiplications.
// ANY-LABEL: tt.func @f
// ANY-NEXT: %[[M:.*]] = arith.muli %arg0, %arg0 : i32
// ANY-NEXT: %[[S:.*]] = arith.addi %[[M]], %[[M]] : i32

// A pass anchored on builtin.module may join an any() pipeline, which then runs only on
// nested modules, as MLIR schedules it: the function is left alone.
// SKIP-LABEL: tt.func @f
// SKIP-NEXT: arith.muli %arg0, %arg0 : i32
// SKIP-NEXT: arith.muli %arg0, %arg0 : i32

// DUMP: Pass Manager with 1 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   any(
// DUMP-NEXT:     cse,
// DUMP-NEXT:     triton-combine
// DUMP-NEXT:   )
// DUMP-NEXT: )

module {
  tt.func @f(%a: i32) -> i32 {
    %0 = arith.muli %a, %a : i32
    %1 = arith.muli %a, %a : i32
    %2 = arith.addi %0, %1 : i32
    tt.return %2 : i32
  }
}
