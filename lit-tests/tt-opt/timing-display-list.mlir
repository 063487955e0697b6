// RUN: tt-opt %s --mlir-timing --mlir-timing-display=list --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize),cse)' 2>&1 >/dev/null | FileCheck %s
// RUN: not tt-opt %s --mlir-timing-display=bogus 2>&1 | FileCheck %s --check-prefix=BAD

// --mlir-timing-display=list merges the timers of the tree by name (CSE ran in
// the nested pipeline and at the top: one row), starts with root, and orders
// the rows by decreasing time; Rest and Total close the list. The order of the
// middle rows depends on the times, so only their set is checked.

// CHECK:      ----Wall Time----  ----Name----
// CHECK-NEXT: {{ *[0-9]+\.[0-9]{4} \(100\.0%\)}}  root
// CHECK-DAG:  {{%\)}}  Parser
// CHECK-DAG:  {{%\)}}  'func.func' Pipeline
// CHECK-DAG:  {{%\)}}  CSE
// CHECK-DAG:  {{%\)}}  Canonicalizer
// CHECK-DAG:  {{%\)}}  Output
// CHECK:      {{%\)}}  Rest
// CHECK-NEXT: {{ *[0-9]+\.[0-9]{4} \(100\.0%\)}}  Total
// CHECK-NOT:  CSE

// BAD: tt-opt: for the --mlir-timing-display option: Cannot find option named 'bogus'!

func.func @f() {
  return
}
