// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @reshape_encoded_src(%a: tensor<32x16xf32, #blocked>, %q: !tt.ptr<f32>) {
    %r = tt.reshape %a : tensor<32x16xf32, #blocked> -> tensor<512xf32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>>
    tt.store %qs, %r : tensor<512x!tt.ptr<f32>>
    tt.return
  }
}
