// RUN: tt-opt %s -split-input-file -verify-diagnostics --convert-triton-to-tritongpu=target=cuda:80

// A tt.reduce whose axis is not a dimension of its operand is rejected by the verifier, before
// any pass runs (the conversion also diagnoses it rather than panic, for IR built in code).

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @axis_past_rank(%x: tensor<4x1xi32>) -> tensor<4xi32> {
    // expected-error@below {{'tt.reduce' op failed to infer returned types: axis}}
    %r = "tt.reduce"(%x) <{axis = 2 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<4x1xi32>) -> tensor<4xi32>
    tt.return %r : tensor<4xi32>
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @axis_negative(%x: tensor<4x1xi32>) -> tensor<4xi32> {
    // expected-error@below {{'tt.reduce' op failed to infer returned types: axis}}
    %r = "tt.reduce"(%x) <{axis = -1 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<4x1xi32>) -> tensor<4xi32>
    tt.return %r : tensor<4xi32>
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @axis_max_i32(%x: tensor<4x1xi32>) -> tensor<4xi32> {
    // expected-error@below {{'tt.reduce' op failed to infer returned types: axis}}
    %r = "tt.reduce"(%x) <{axis = 2147483647 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<4x1xi32>) -> tensor<4xi32>
    tt.return %r : tensor<4xi32>
  }
}
