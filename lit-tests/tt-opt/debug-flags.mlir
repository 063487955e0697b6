// RUN: tt-opt %s --debug --canonicalize | FileCheck %s
// RUN: tt-opt %s --debug-only=canonicalize,cse --canonicalize | FileCheck %s

// LLVM's --debug and --debug-only, which triton-opt built with assertions takes, are
// accepted and leave the output alone: ttgo's passes write no debug notes.
// CHECK-LABEL: tt.func @debug_flags
// CHECK-NEXT: tt.return
tt.func @debug_flags() {
  tt.return
}
