// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
module {
  tt.func private @helper(%x: tensor<128xf32>, %s: f32) -> tensor<128xf32> attributes {noinline = true} {
    %y = arith.addf %x, %x : tensor<128xf32>
    tt.return %y : tensor<128xf32>
  }
  tt.func public @caller(%p: !tt.ptr<f32>, %s: f32) {
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %a = tt.load %ps : tensor<128x!tt.ptr<f32>>
    %b = tt.call @helper(%a, %s) : (tensor<128xf32>, f32) -> tensor<128xf32>
    tt.store %ps, %b : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}
