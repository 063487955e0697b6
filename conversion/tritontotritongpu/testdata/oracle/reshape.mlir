// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @reshape(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<16x32x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<16x32x!tt.ptr<f32>>
  %r = tt.reshape %a : tensor<16x32xf32> -> tensor<512xf32>
  %o = tt.reshape %a allow_reorder : tensor<16x32xf32> -> tensor<4x128xf32>
  %s = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    %m = arith.addf %x, %y : f32
    tt.reduce.return %m : f32
  }) : (tensor<16x32xf32>) -> tensor<32xf32>
  %v = tt.reshape %s : tensor<32xf32> -> tensor<2x4x4xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>>
  tt.store %qs, %r : tensor<512x!tt.ptr<f32>>
  %qo = tt.splat %q : !tt.ptr<f32> -> tensor<4x128x!tt.ptr<f32>>
  tt.store %qo, %o : tensor<4x128x!tt.ptr<f32>>
  %qv = tt.splat %q : !tt.ptr<f32> -> tensor<2x4x4x!tt.ptr<f32>>
  tt.store %qv, %v : tensor<2x4x4x!tt.ptr<f32>>
  tt.return
}
