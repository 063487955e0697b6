// RUN: tt-opt %s -split-input-file -verify-diagnostics --convert-triton-gpu-to-llvm

// An op the lowering does not handle yet is a diagnostic that names it, not a crash:
// Triton rewrites tensor pointers away before this pass.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tensor_pointer(%p: !tt.ptr<f16>, %n: i64, %o: i32) {
    // expected-error@below {{failed to legalize operation 'tt.make_tensor_ptr'}}
    %t = tt.make_tensor_ptr %p, [%n, %n], [%n, %n], [%o, %o] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
    tt.return
  }
}
