// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @join_slice_axis0(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<32x64x!tt.ptr<f32>>
  %s = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    %m = arith.maxnumf %x, %y : f32
    tt.reduce.return %m : f32
  }) : (tensor<32x64xf32>) -> tensor<64xf32>
  %j = tt.join %s, %s : tensor<64xf32> -> tensor<64x2xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<64x2x!tt.ptr<f32>>
  tt.store %qs, %j : tensor<64x2x!tt.ptr<f32>>
  tt.return
}
