// ORACLE: ttir.convert_to_ttgpuir('cuda:90',8,32,4)
tt.func public @trans_ctas(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<8x128x32x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<8x128x32x!tt.ptr<f32>>
  %t = tt.trans %a {order = array<i32: 1, 2, 0>} : tensor<8x128x32xf32> -> tensor<128x32x8xf32>
  %s = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    %m = arith.addf %x, %y : f32
    tt.reduce.return %m : f32
  }) : (tensor<8x128x32xf32>) -> tensor<128x32xf32>
  %u = tt.trans %s {order = array<i32: 1, 0>} : tensor<128x32xf32> -> tensor<32x128xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<128x32x8x!tt.ptr<f32>>
  tt.store %qs, %t : tensor<128x32x8x!tt.ptr<f32>>
  %qu = tt.splat %q : !tt.ptr<f32> -> tensor<32x128x!tt.ptr<f32>>
  tt.store %qu, %u : tensor<32x128x!tt.ptr<f32>>
  tt.return
}
