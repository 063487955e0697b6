// RUN: rm -f %t.repro.mlir
// RUN: not tt-opt %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=true}))' 2>&1 >/dev/null | FileCheck %s --check-prefix=DIAG
// RUN: cat %t.repro.mlir | FileCheck %s --check-prefix=REPRO
// RUN: not tt-opt %t.repro.mlir --run-reproducer 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=REPLAY
// RUN: not tt-opt %s --mlir-disable-threading --verify-each=false --mlir-pass-pipeline-crash-reproducer=%t.flags.mlir --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=true}))' 2>/dev/null
// RUN: cat %t.flags.mlir | FileCheck %s --check-prefix=FLAGS
// RUN: rm -f %t.none.mlir && tt-opt %s --mlir-pass-pipeline-crash-reproducer=%t.none.mlir -cse >/dev/null && not cat %t.none.mlir
// RUN: not tt-opt %s --mlir-pass-pipeline-crash-reproducer=%t.missing/r.mlir --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=true}))' 2>&1 >/dev/null | FileCheck %s --check-prefix=NODIR

// Canonicalization capped at one iteration with test-convergence fails on @f
// (x + 0 and then x * 1 take two). The crash reproducer holds the module as it
// was before the pipeline and the pipeline with every option spelled out, as
// mlir-opt-22 writes them; --run-reproducer replays it.
//
// The failure is reported at the op the failing pass ran on, with its source
// line; the note at the same place shows none, as in mlir-opt-22. The
// canonicalizer itself fails silently, as mlir-opt-22's.

// DIAG:      crash-reproducer.mlir:[[@LINE+40]]:1: error: Failures have been detected while processing an MLIR pass pipeline
// DIAG-NEXT: func.func @f(%a: i32) -> i32 {
// DIAG-NEXT: ^
// DIAG-NEXT: crash-reproducer.mlir:[[@LINE+37]]:1: note: Pipeline failed while executing [`Canonicalizer` on 'func.func' operation: @f]: reproducer generated at `{{.*}}.repro.mlir`
// DIAG-NOT:  {{.}}

// REPRO:      module {
// REPRO-NEXT:   func.func @f(%arg0: i32) -> i32 {
// REPRO-NEXT:     %c0_i32 = arith.constant 0 : i32
// REPRO-NEXT:     %c1_i32 = arith.constant 1 : i32
// REPRO-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// REPRO-NEXT:     %1 = arith.muli %0, %c1_i32 : i32
// REPRO-NEXT:     %2 = arith.addi %1, %1 : i32
// REPRO-NEXT:     return %2 : i32
// REPRO-NEXT:   }
// REPRO-NEXT: }
// REPRO-EMPTY:
// REPRO-NEXT: {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(func.func(cse,canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=true}))",
// REPRO-NEXT:       disable_threading: false,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// The replay fails again in the same pass, silently, as mlir-opt-22's.

// REPLAY-NOT: {{.}}

// --mlir-disable-threading and --verify-each=false are recorded.

// FLAGS:      disable_threading: true,
// FLAGS-NEXT: verify_each: false

// A reproducer that cannot be written is reported in the note.

// NODIR: note: Pipeline failed while executing [`Canonicalizer` on 'func.func' operation: @f]: failed to create output stream: Failed to create reproducer stream: cannot open output file '{{.*}}.missing/r.mlir': No such file or directory

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %c1 : i32
  %2 = arith.addi %1, %1 : i32
  return %2 : i32
}
