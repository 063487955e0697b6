// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @trans_slice(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<4x8x16x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<4x8x16x!tt.ptr<f32>>
  %s = "tt.reduce"(%a) <{axis = 1 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    %m = arith.addf %x, %y : f32
    tt.reduce.return %m : f32
  }) : (tensor<4x8x16xf32>) -> tensor<4x16xf32>
  %t = tt.trans %s {order = array<i32: 1, 0>} : tensor<4x16xf32> -> tensor<16x4xf32>
  %i = tt.trans %s {order = array<i32: 0, 1>} : tensor<4x16xf32> -> tensor<4x16xf32>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<16x4x!tt.ptr<f32>>
  tt.store %qs, %t : tensor<16x4x!tt.ptr<f32>>
  %qi = tt.splat %q : !tt.ptr<f32> -> tensor<4x16x!tt.ptr<f32>>
  tt.store %qi, %i : tensor<4x16x!tt.ptr<f32>>
  tt.return
}
