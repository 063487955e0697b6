// RUN: tt-opt %s --mlir-timing --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' 2>&1 >/dev/null | FileCheck %s
// RUN: tt-opt %s --mlir-timing --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' 2>&1 >/dev/null | FileCheck %s --check-prefix=WALL
// RUN: tt-opt %s --mlir-timing -cse 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: tt-opt %s --mlir-timing -cse 2>&1 >/dev/null | FileCheck %s --check-prefix=SEQ

// The report of --mlir-timing has mlir-opt-22's shape: user and wall columns
// when a nested pipeline ran on several threads (here on @f and @g), the wall
// column alone otherwise, threads or not; nested pass managers indent their
// passes. mlir-opt-22 also lists the analyses a pass computes, as
// "(A) DominanceInfo" under CSE; tt-opt lists those passes compute through
// pass.Analysis, which its CSE does not use, so they are not checked.

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----User Time----  ----Wall Time----  ----Name----
// CHECK-NEXT:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// CHECK-NEXT:   {{.*}}  'func.func' Pipeline
// CHECK-NEXT:   {{.*\)}}    CSE
// CHECK:        {{.*\)}}    Canonicalizer
// CHECK-NEXT:   {{.*\)}}  SymbolDCE
// CHECK-NEXT:   {{.*\)}}  Output
// CHECK-NEXT:   {{.*\)}}  Rest
// CHECK-NEXT:   {{.*\(100\.0%\) +[0-9.]+ \(100\.0%\)}}  Total
// CHECK-NOT:  {{.}}

// WALL:      ... Execution time report ...
// WALL:        Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// WALL-EMPTY:
// WALL-NEXT:   ----Wall Time----  ----Name----
// WALL-NEXT:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// WALL-NEXT:   {{.*}}  'func.func' Pipeline
// WALL-NEXT:   {{.*\)}}    CSE
// WALL:        {{.*\)}}    Canonicalizer
// WALL-NEXT:   {{.*\)}}  SymbolDCE
// WALL-NEXT:   {{.*\)}}  Output
// WALL-NEXT:   {{.*\)}}  Rest
// WALL-NEXT:   {{ *[0-9.]+ \(100\.0%\)}}  Total

// A module-level pass alone runs on one thread: no user time column.

// SEQ:      ----Wall Time----  ----Name----
// SEQ-NEXT: Parser
// SEQ-NEXT: CSE

// The report goes to stderr only.

// OUT-NOT:  Execution time report
// OUT:      module {

func.func @f(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
