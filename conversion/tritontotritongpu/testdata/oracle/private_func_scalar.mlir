// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
module {
  tt.func private @fill(%s: f32) -> tensor<128xf32> attributes {noinline = true} {
    %c = tt.splat %s : f32 -> tensor<128xf32>
    tt.return %c : tensor<128xf32>
  }
  tt.func public @kernel(%p: !tt.ptr<f32>, %s: f32) {
    %v = tt.call @fill(%s) : (f32) -> tensor<128xf32>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    tt.store %ps, %v : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}
