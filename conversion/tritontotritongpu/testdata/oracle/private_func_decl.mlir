// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
module {
  tt.func private @ext(%x: tensor<64xi32>) -> tensor<64xi32>
  tt.func public @kernel(%p: !tt.ptr<i32>) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %b = tt.call @ext(%r) : (tensor<64xi32>) -> tensor<64xi32>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>>
    tt.store %ps, %b : tensor<64x!tt.ptr<i32>>
    tt.return
  }
}
