// RUN: not tt-opt %s --no-such-flag 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: not tt-opt %s -no-such-flag 2>&1 | FileCheck %s --check-prefix=SINGLE
// RUN: not tt-opt %s --canonicalise 2>&1 | FileCheck %s --check-prefix=NEAR
// RUN: not tt-opt %s -o 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not tt-opt %s --mlir-timing=maybe 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not tt-opt %s --no-such-flag 2>/dev/null | count 0

// Command-line mistakes are worded as LLVM's command-line parser words them
// for mlir-opt-22: an unknown argument as it was written, with the nearest
// flag tt-opt knows (mlir-opt-22 knows other flags, so its guess may differ);
// a missing or bad value "for the" option.

// LONG:      tt-opt: Unknown command line argument '--no-such-flag'.  Try: 'tt-opt --help'
// LONG-NEXT: tt-opt: Did you mean '--{{.*}}'?

// SINGLE: tt-opt: Unknown command line argument '-no-such-flag'.  Try: 'tt-opt --help'

// NEAR:      tt-opt: Unknown command line argument '--canonicalise'.  Try: 'tt-opt --help'
// NEAR-NEXT: tt-opt: Did you mean '--canonicalize'?

// NOVALUE: tt-opt: for the -o option: requires a value!

// BOOL: tt-opt: for the --mlir-timing option: 'maybe' is invalid value for boolean argument! Try 0 or 1

func.func @f() {
  return
}
