// RUN: tt-opt %s --mlir-print-ir-after-all --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTER
// RUN: tt-opt %s --mlir-print-ir-before-all --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE
// RUN: tt-opt %s --mlir-print-ir-after=cse --mlir-print-ir-before=canonicalize --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' 2>&1 >/dev/null | FileCheck %s --check-prefix=SEL
// RUN: tt-opt %s --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE
// RUN: tt-opt %s --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' 2>&1 >/dev/null | FileCheck %s --check-prefix=MOD
// RUN: tt-opt %s --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading -cse 2>&1 >/dev/null | FileCheck %s --check-prefix=MODTOP
// RUN: not tt-opt %s --mlir-print-ir-after-all --mlir-print-ir-module-scope --pass-pipeline='builtin.module(func.func(cse))' 2>&1 | FileCheck %s --check-prefix=MODERR
// RUN: tt-opt %s --mlir-print-ir-after-all -cse -canonicalize 2>&1 >/dev/null | FileCheck %s --check-prefix=TOP
// RUN: tt-opt %s --mlir-print-ir-after-all -cse -canonicalize 2>/dev/null | FileCheck %s --check-prefix=OUT

// IR printing goes to stderr with mlir-opt-22's headers: without module scope a
// pass nested on func.func prints the function alone; the output on stdout is
// unchanged. All of these were compared with mlir-opt-22 byte for byte.

// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @f(%arg0: i32) -> i32 {
// AFTER-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// AFTER-NEXT:   %1 = arith.addi %0, %0 : i32
// AFTER-NEXT:   return %1 : i32
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func @f(
// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @g(%arg0: i32) -> i32 {
// AFTER:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func @g(
// AFTER:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// AFTER-NEXT: module {
// AFTER-NEXT:   func.func @f(%arg0: i32) -> i32 {
// AFTER:        func.func @g(%arg0: i32) -> i32 {
// AFTER:      {{^}}}{{$}}
// AFTER-EMPTY:
// AFTER-EMPTY:
// AFTER-NOT:  IR Dump

// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @f(%arg0: i32) -> i32 {
// BEFORE-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// BEFORE-NEXT:   %1 = arith.muli %arg0, %arg0 : i32
// BEFORE-NEXT:   %2 = arith.addi %0, %1 : i32
// BEFORE:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE-NEXT: func.func @f(%arg0: i32) -> i32 {
// BEFORE-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// BEFORE-NEXT:   %1 = arith.addi %0, %0 : i32
// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @g(
// BEFORE:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE-NEXT: func.func @g(
// BEFORE:      // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// BEFORE-NEXT: module {
// BEFORE-NOT:  IR Dump

// --mlir-print-ir-after and -before name the passes to print around.

// SEL:      // -----// IR Dump After CSE (cse) //----- //
// SEL-NEXT: func.func @f(
// SEL:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// SEL-NEXT: func.func @f(
// SEL:      // -----// IR Dump After CSE (cse) //----- //
// SEL-NEXT: func.func @g(
// SEL:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// SEL-NEXT: func.func @g(
// SEL-NOT:  IR Dump

// With --mlir-print-ir-after-change only CSE on @f changed anything.

// CHANGE:      // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHANGE-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// CHANGE-NEXT:   %1 = arith.addi %0, %0 : i32
// CHANGE-NEXT:   return %1 : i32
// CHANGE-NEXT: }
// CHANGE-NOT:  IR Dump

// Module scope prints the whole module and names the op the pass ran on.

// MOD:      // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// MOD-NEXT: module {
// MOD-NEXT:   func.func @f(%arg0: i32) -> i32 {
// MOD-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// MOD-NEXT:     %1 = arith.addi %0, %0 : i32
// MOD-NEXT:     return %1 : i32
// MOD-NEXT:   }
// MOD-NEXT:   func.func @g(%arg0: i32) -> i32 {
// MOD-NEXT:     return %arg0 : i32
// MOD-NEXT:   }
// MOD-NEXT: }
// MOD-EMPTY:
// MOD-EMPTY:
// MOD-NEXT: // -----// IR Dump After CSE (cse) ('func.func' operation: @g) //----- //
// MOD-NEXT: module {
// MOD:      // -----// IR Dump After SymbolDCE (symbol-dce) ('builtin.module' operation) //----- //
// MOD-NEXT: module {
// MOD-NOT:  IR Dump

// MODTOP:     // -----// IR Dump After CSE (cse) ('builtin.module' operation) //----- //
// MODTOP-NOT: IR Dump

// MODERR: <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.

// Passes given as flags run on the module: the dumps are whole modules.

// TOP:      // -----// IR Dump After CSE (cse) //----- //
// TOP-NEXT: module {
// TOP-NEXT:   func.func @f(%arg0: i32) -> i32 {
// TOP:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// TOP-NEXT: module {
// TOP-NOT:  IR Dump

// OUT-NOT:   IR Dump
// OUT:       module {
// OUT-NEXT:    func.func @f(%arg0: i32) -> i32 {
// OUT-NEXT:      %0 = arith.muli %arg0, %arg0 : i32
// OUT-NEXT:      %1 = arith.addi %0, %0 : i32
// OUT-NEXT:      return %1 : i32

func.func @f(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
