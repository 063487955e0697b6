// RUN: tt-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=3}),symbol-dce)' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: tt-opt --list-passes | FileCheck %s --check-prefix=LIST

// --dump-pass-pipeline prints the pipeline to stderr exactly as mlir-opt-22
// does: nested pass managers indented, every option of a pass with options.

// DUMP:      Pass Manager with 2 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   func.func(
// DUMP-NEXT:     cse,
// DUMP-NEXT:     canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// DUMP-NEXT:   ),
// DUMP-NEXT:   symbol-dce
// DUMP-NEXT: )
// DUMP-EMPTY:

// --list-passes lists every registered pass with its options, then the
// pipelines; each of these has a lit test.

// LIST:      Passes:
// LIST:        --canonicalize -   Canonicalize operations
// LIST-NEXT:     --disable-patterns=<string>
// LIST:        --convert-scf-to-cf
// LIST:        --convert-triton-to-tritongpu
// LIST:          --num-warps=<int> - number of warps
// LIST:          --target=<string>
// LIST:        --cse
// LIST:        --inline
// LIST:        --loop-invariant-code-motion
// LIST:        --reconcile-unrealized-casts
// LIST:        --sccp
// LIST:        --symbol-dce
// LIST:        --triton-combine
// LIST:        --triton-licm
// LIST:        --triton-loop-aware-cse
// LIST:        --triton-loop-unroll
// LIST:        --triton-reorder-broadcast
// LIST:        --triton-rewrite-tensor-descriptor-to-pointer
// LIST:        --triton-rewrite-tensor-pointer
// LIST:      Pass Pipelines:
// LIST:        --make-ttgir
// LIST:          --num-warps=<int>
// LIST:        --make-ttir
// LIST:          --compute-capability=<int>

func.func @f() {
  return
}
