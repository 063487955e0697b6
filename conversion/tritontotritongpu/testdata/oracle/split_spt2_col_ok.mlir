// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @split_spt2_col_ok(%a: tensor<256x2xf32, #blocked>, %b: tensor<128x2xf32, #blocked1>, %q: !tt.ptr<f32>) {
    %l, %h = tt.split %a : tensor<256x2xf32, #blocked> -> tensor<256xf32, #blocked2>
    %l2, %h2 = tt.split %b : tensor<128x2xf32, #blocked1> -> tensor<128xf32, #blocked3>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked2>
    tt.store %qs, %l : tensor<256x!tt.ptr<f32>, #blocked2>
    %qt = tt.splat %q : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked3>
    tt.store %qt, %h2 : tensor<128x!tt.ptr<f32>, #blocked3>
    tt.return
  }
}
