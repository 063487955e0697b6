// RUN: tt-opt %s -split-input-file --tritongpu-accelerate-matmul -verify-diagnostics

// The compute capability comes from the module's target.
// expected-error@below {{expected a ttg.target attribute on the module}}
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @no_target() {
    tt.return
  }
}

// -----

// expected-error@below {{expected an NVIDIA target "cuda:NN", got "hip:gfx942"}}
module attributes {"ttg.target" = "hip:gfx942", "ttg.num-warps" = 4 : i32} {
  tt.func @not_cuda() {
    tt.return
  }
}
