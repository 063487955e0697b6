// RUN: not tt-opt %s --no-such-flag 2>&1 | FileCheck %s
// RUN: not tt-opt %s -no-such-flag 2>&1 | FileCheck %s
// RUN: not tt-opt %s --no-such-flag 2>/dev/null | count 0

// An unknown flag is an error that names the flag, as in mlir-opt
// ("Unknown command line argument '--no-such-flag'").

// CHECK: {{[Uu]nknown}} {{.*}}no-such-flag

func.func @f() {
  return
}
