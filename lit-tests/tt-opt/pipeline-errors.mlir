// RUN: not tt-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not tt-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tt-opt %s --pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not tt-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not tt-opt %s --pass-pipeline='builtin.module(func.func(cse))' -cse 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not tt-opt %s --pass-pipeline='builtin.module(cse{bogus=1})' 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not tt-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=abc})' 2>&1 | FileCheck %s --check-prefix=BADVAL
// RUN: not tt-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>/dev/null | count 0

// Mistakes in a textual pipeline are errors on stderr with exit status 1 and
// nothing on stdout. The unknown-pass, anchor, nesting and -pass-pipeline-with-flags errors
// are mlir-opt-22's messages; the others differ from mlir-opt-22 in wording:
//  - unbalanced parentheses: mlir-opt-22 says "1:11: error: encountered
//    unbalanced parentheses while parsing pipeline";
//  - an option a pass lacks: mlir-opt-22 says "<Pass-Options-Parser>: no such
//    option bogus" and then "failed to add `cse` with options `bogus=1`";
//  - a bad option value: mlir-opt-22 says "for the --max-iterations option:
//    'abc' value invalid for long argument!".

// PAREN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:14: error: expected ')'
// PAREN-NEXT: func.func(cse
// PAREN-NEXT: {{^             \^$}}

// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: no-such-pass
// UNKNOWN-NEXT: {{^\^$}}

// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// NEST: pipeline-errors.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op

// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// NOOPT: <unknown>:0: error: failed to add `cse` with options `bogus=1`: the pass takes no options

// BADVAL: <unknown>:0: error: failed to add `canonicalize` with options `max-iterations=abc`: invalid value 'abc' for option 'max-iterations': not an integer

func.func @f() {
  return
}
