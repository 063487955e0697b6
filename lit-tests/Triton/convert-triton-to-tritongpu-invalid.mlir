// RUN: tt-opt %s -split-input-file --convert-triton-to-tritongpu="target=cuda:90 num-warps=4" -verify-diagnostics

// A function with tensor arguments loses its entry block's arguments, as Triton's signature
// conversion leaves them unmapped: a live argument fails the conversion.
module {
  // expected-error@below {{failed to legalize unresolved materialization from () to ('tensor<128xf32>') that remained live after conversion}}
  tt.func private @helper(%x: tensor<128xf32>) -> tensor<128xf32> {
    %y = arith.addf %x, %x : tensor<128xf32>
    tt.return %y : tensor<128xf32>
  }
}

// -----

// The function type is kept: a returned tensor no longer matches it.
module {
  tt.func private @fill(%s: f32) -> tensor<128xf32> {
    %c = tt.splat %s : f32 -> tensor<128xf32>
    // expected-error@below {{type of return operand 0 ('tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>') doesn't match function result type ('tensor<128xf32>') in function @fill}}
    tt.return %c : tensor<128xf32>
  }
}

// -----

// A function whose dropped tensor arguments are unused no longer matches its type.
module {
  // expected-error@below {{'tt.func' op entry block must have 2 arguments to match function signature}}
  tt.func private @unused(%x: tensor<128xf32>, %s: f32) {
    tt.return
  }
}
