// RUN: tt-opt %s -split-input-file -verify-diagnostics --convert-triton-to-tritongpu=target=cuda:80

// A tt.reduce whose axis is not a dimension of its operand is a diagnostic at the op, not a
// panic of the conversion. (The tt verifier should reject it already, as Triton's does.)

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @axis_past_rank(%x: tensor<4x1xi32>) -> tensor<4xi32> {
    // expected-error@below {{failed to legalize operation 'tt.reduce'}}
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
    // expected-error@below {{failed to legalize operation 'tt.reduce'}}
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
    // expected-error@below {{failed to legalize operation 'tt.reduce'}}
    %r = "tt.reduce"(%x) <{axis = 2147483647 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.reduce.return %s : i32
    }) : (tensor<4x1xi32>) -> tensor<4xi32>
    tt.return %r : tensor<4xi32>
  }
}
