// ORACLE: ttir.convert_to_ttgpuir('cuda:80',8,32,1)
tt.func public @join_split_sm80_w8(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x64x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<128x64x!tt.ptr<f32>>
  %s = "tt.reduce"(%a) <{axis = 1 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    %m = arith.addf %x, %y : f32
    tt.reduce.return %m : f32
  }) : (tensor<128x64xf32>) -> tensor<128xf32>
  %j = tt.join %s, %s : tensor<128xf32> -> tensor<128x2xf32>
  %l, %r = tt.split %j : tensor<128x2xf32> -> tensor<128xf32>
  %t = tt.trans %j {order = array<i32: 1, 0>} : tensor<128x2xf32> -> tensor<2x128xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  tt.store %qs, %r : tensor<128x!tt.ptr<f32>>
  %qt = tt.splat %q : !tt.ptr<f32> -> tensor<2x128x!tt.ptr<f32>>
  tt.store %qt, %t : tensor<2x128x!tt.ptr<f32>>
  tt.return
}
