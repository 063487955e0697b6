// RUN: not tt-opt %s --verify-diagnostics=sometimes 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not tt-opt %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not tt-opt %s.does-not-exist 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tt-opt %s %s 2>/dev/null | count 0

// Command-line mistakes are reported on stderr with a non-zero exit, and
// nothing is printed on stdout, worded as mlir-opt-22 words them.

// VALUE: sometimes
// TWO:      tt-opt: Too many positional arguments specified!
// TWO-NEXT: Can specify at most 1 positional arguments: See: tt-opt --help
// MISSING: {{^}}cannot open input file '{{.*}}command-line-errors.mlir.does-not-exist': No such file or directory

func.func @f() {
  return
}
