// ORACLE: ttir.combine
module {
  tt.func public @dot_add(%a: tensor<32x32xf16>, %b: tensor<32x32xf16>, %acc: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %z = arith.constant dense<0.000000e+00> : tensor<32x32xf32>
    %d = tt.dot %a, %b, %z : tensor<32x32xf16> * tensor<32x32xf16> -> tensor<32x32xf32>
    %r = arith.addf %acc, %d : tensor<32x32xf32>
    tt.return %r : tensor<32x32xf32>
  }
  tt.func public @broadcast_mul_reduce(%a: tensor<32x16xf32>, %b: tensor<16x32xf32>) -> tensor<32x32xf32> {
    %ea = tt.expand_dims %a {axis = 2 : i32} : tensor<32x16xf32> -> tensor<32x16x1xf32>
    %eb = tt.expand_dims %b {axis = 0 : i32} : tensor<16x32xf32> -> tensor<1x16x32xf32>
    %ba = tt.broadcast %ea : tensor<32x16x1xf32> -> tensor<32x16x32xf32>
    %bb = tt.broadcast %eb : tensor<1x16x32xf32> -> tensor<32x16x32xf32>
    %m = arith.mulf %ba, %bb : tensor<32x16x32xf32>
    %r = "tt.reduce"(%m) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x16x32xf32>) -> tensor<32x32xf32>
    tt.return %r : tensor<32x32xf32>
  }
}
