// RUN: tt-opt %s -split-input-file --gluon-infer-coalesced-encodings -verify-diagnostics

// Only single-CTA modules are supported (Triton asserts).
// expected-error @+1 {{gluon-infer-coalesced-encodings supports only ttg.num-ctas = 1}}
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_ctas(%p: !tt.ptr<f32>) {
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #gluon.coalesced_encoding>
    %v = tt.load %s : tensor<128x!tt.ptr<f32>, #gluon.coalesced_encoding>
    tt.return
  }
}

// -----

// A coalesced tensor no memory access reaches stays unresolved.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_access(%x: i32) {
    // expected-error @+1 {{Failed to infer return type}}
    %s = tt.splat %x : i32 -> tensor<128xi32, #gluon.coalesced_encoding>
    tt.return
  }
}
