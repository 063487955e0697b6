// RUN: not tt-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not tt-opt %s --pass-pipeline='builtin.module(cse))' 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not tt-opt %s --pass-pipeline='builtin.module(func.func(cse) cse)' 2>&1 | FileCheck %s --check-prefix=COMMA
// RUN: not tt-opt %s --pass-pipeline='builtin.module(cse{max-iterations=1)' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not tt-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tt-opt %s --pass-pipeline='builtin.module(cse,)' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not tt-opt %s --pass-pipeline='builtin.module(cse{bogus=1},nope)' 2>&1 | FileCheck %s --check-prefix=FIRST
// RUN: not tt-opt %s --pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not tt-opt %s --pass-pipeline='' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not tt-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not tt-opt %s --pass-pipeline='builtin.module(func.func(cse))' -cse 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not tt-opt %s --pass-pipeline='builtin.module(cse{bogus=1})' 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not tt-opt %s -cse=bogus=1 2>&1 | FileCheck %s --check-prefix=NOOPT-FLAG
// RUN: not tt-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=abc})' 2>&1 | FileCheck %s --check-prefix=BADVAL
// RUN: not tt-opt %s -canonicalize=max-iterations=abc 2>&1 | FileCheck %s --check-prefix=BADVAL-FLAG
// RUN: not tt-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations})' 2>&1 | FileCheck %s --check-prefix=NOVAL
// RUN: not tt-opt %s --pass-pipeline='builtin.module(canonicalize{top-down=maybe})' 2>&1 | FileCheck %s --check-prefix=BADBOOL
// RUN: not tt-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>/dev/null | count 0

// Mistakes in a textual pipeline are errors on stderr with exit status 1 and
// nothing on stdout, worded as mlir-opt-22 words them: the pipeline parser's
// message with the text and a caret, then an empty line. The text is parsed
// whole before any name is looked up, and every name is looked up before any
// option is parsed. A bad option value is reported by LLVM's command-line
// parser on a line of its own, after the program's name, before the error.

// PAREN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// PAREN-NEXT: func.func(cse
// PAREN-NEXT: {{^          \^$}}
// PAREN-EMPTY:

// EXTRA:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// EXTRA-NEXT: cse)
// EXTRA-NEXT: {{^   \^$}}

// COMMA:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:16: error: expected ',' after parsing pipeline
// COMMA-NEXT: func.func(cse) cse
// COMMA-NEXT: {{^               \^$}}

// BRACE:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:4: error: missing closing '}' while processing pass options
// BRACE-NEXT: cse{max-iterations=1
// BRACE-NEXT: {{^   \^$}}

// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: no-such-pass
// UNKNOWN-NEXT: {{^\^$}}
// UNKNOWN-EMPTY:

// EMPTY:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline
// EMPTY-NEXT: cse,
// EMPTY-NEXT: {{^    \^$}}

// FIRST: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:14: error: 'nope' does not refer to a registered pass or pass pipeline

// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// NEST: pipeline-errors.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op

// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// NOOPT:      <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// NOOPT-EMPTY:
// NOOPT-NEXT: failed to add `cse` with options `bogus=1`
// NOOPT-EMPTY:

// NOOPT-FLAG:      <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// NOOPT-FLAG-EMPTY:
// NOOPT-FLAG-NOT:  failed to add

// BADVAL:      tt-opt: for the --max-iterations option: 'abc' value invalid for long argument!
// BADVAL-NEXT: <unknown>:0: error: {{$}}
// BADVAL-NEXT: failed to add `canonicalize` with options `max-iterations=abc`
// BADVAL-EMPTY:

// BADVAL-FLAG:      tt-opt: for the --max-iterations option: 'abc' value invalid for long argument!
// BADVAL-FLAG-NEXT: <unknown>:0: error: {{$}}
// BADVAL-FLAG-NOT:  failed to add

// NOVAL: tt-opt: for the --max-iterations option: requires a value!

// BADBOOL: tt-opt: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1

func.func @f() {
  return
}
