// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1, 2], threadsPerWarp = [16, 2, 1, 1], warpsPerCTA = [2, 1, 1, 2], order = [3, 2, 1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @split_warps_last(%a: tensor<32x2x2x2xf32, #blocked>, %q: !tt.ptr<f32>) {
    %l, %h = tt.split %a : tensor<32x2x2x2xf32, #blocked> -> tensor<32x2x2xf32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<32x2x2x!tt.ptr<f32>>
    tt.store %qs, %l : tensor<32x2x2x!tt.ptr<f32>>
    tt.return
  }
}
