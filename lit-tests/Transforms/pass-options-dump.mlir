// RUN: tt-opt %s --pass-pipeline='builtin.module(convert-scf-to-cf,convert-scf-to-cf{allow-pattern-rollback=false},func.func(cse,loop-invariant-code-motion,sccp),symbol-dce,reconcile-unrealized-casts)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s
// RUN: tt-opt %s -convert-scf-to-cf=allow-pattern-rollback=0 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not tt-opt %s -convert-scf-to-cf=allow-pattern-rollback=bogus -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// The pipelines convert-scf-to-cf, cse, loop-invariant-code-motion, sccp, symbol-dce and
// reconcile-unrealized-casts dump, options and defaults included, are mlir-opt-22's: only
// convert-scf-to-cf has an option, allow-pattern-rollback (true by default).

// CHECK:      Pass Manager with 5 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   convert-scf-to-cf{allow-pattern-rollback=true},
// CHECK-NEXT:   convert-scf-to-cf{allow-pattern-rollback=false},
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     cse,
// CHECK-NEXT:     loop-invariant-code-motion,
// CHECK-NEXT:     sccp
// CHECK-NEXT:   ),
// CHECK-NEXT:   symbol-dce,
// CHECK-NEXT:   reconcile-unrealized-casts
// CHECK-NEXT: )

// ZERO:      Pass Manager with 1 passes:
// ZERO-NEXT: builtin.module(
// ZERO-NEXT:   convert-scf-to-cf{allow-pattern-rollback=false}
// ZERO-NEXT: )

// BAD: for the --allow-pattern-rollback option: 'bogus' is invalid value for boolean argument! Try 0 or 1

module {
}
