// RUN: tt-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' | FileCheck %s
// RUN: tt-opt %s -cse -canonicalize -symbol-dce | FileCheck %s
// RUN: tt-opt %s -cse -canonicalize -dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: not tt-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=BAD

// A textual pipeline and the same passes given as flags produce one result.

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[A:.*]]: i32)
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[M]], %[[M]] : i32
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-NOT:   @unused

// DUMP: builtin.module(
// DUMP: cse
// DUMP: canonicalize

// BAD: no-such-pass

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.muli %0, %a : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
func.func private @unused()
