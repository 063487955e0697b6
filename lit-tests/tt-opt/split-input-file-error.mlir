// RUN: not tt-opt %s -split-input-file 2>&1 >%t | FileCheck %s --check-prefix=ERR
// RUN: FileCheck %s --input-file=%t --check-prefix=OUT

// An error in one chunk makes tt-opt fail, but the other chunks are still
// processed and printed. Diagnostics carry line numbers of the whole file.

// ERR:     split-input-file-error.mlir:[[# @LINE + 12]]:{{[0-9]+}}: error: use of undeclared SSA value name
// ERR-NOT: error

// OUT:     func.func private @first
// OUT-NOT: func.func @broken
// OUT:     func.func private @last

func.func private @first()

// -----

func.func @broken() -> i32 {
  return %nothing : i32
}

// -----

func.func private @last()
