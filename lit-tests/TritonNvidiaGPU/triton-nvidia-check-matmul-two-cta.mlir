// RUN: tt-opt %s --triton-nvidia-check-matmul-two-cta | FileCheck %s

// Without matmuls the module records two_ctas off.
// CHECK: module attributes {{{.*}}"ttng.two-ctas" = false}
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @no_matmul() {
    tt.return
  }
}
