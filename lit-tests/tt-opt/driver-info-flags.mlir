// RUN: tt-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: tt-opt --show-dialects %s | FileCheck %s --check-prefix=DIALECTS
// RUN: tt-opt --help | FileCheck %s --check-prefix=HELP

// --version, --show-dialects and --help print on stdout and exit 0 without
// processing the input, as mlir-opt.

// VERSION:       ttgo version
// VERSION-NEXT:    Triton 3.6 dialects and passes.

// DIALECTS:      Available Dialects: {{.*}}arith,builtin,{{.*}}scf,tt,ttg,ttng
// DIALECTS-NOT:  module

// HELP:          OVERVIEW: ttgo modular optimizer driver
// HELP-EMPTY:
// HELP-NEXT:     Available Dialects: {{.*}}scf, tt, ttg, ttng
// HELP-NEXT:     USAGE: tt-opt [options] <input file>
// HELP:          --split-input-file
// HELP:          Compiler passes to run

func.func @f() {
  return
}
