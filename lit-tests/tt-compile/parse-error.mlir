// RUN: not tt-compile %s -o %t.ttgir 2>&1 | FileCheck %s

// A parse error names the step and the location.

// CHECK: tt-compile: error: parse: {{.*}}parse-error.mlir:[[# @LINE + 4]]:

module {
  tt.func @f() {
    %0 = tt.bogus
    tt.return
  }
}
