// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @split_blocked_threads(%a: tensor<64x2xf32, #blocked>, %q: !tt.ptr<f32>) {
    %l, %h = tt.split %a : tensor<64x2xf32, #blocked> -> tensor<64xf32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
    tt.store %qs, %l : tensor<64x!tt.ptr<f32>>
    tt.return
  }
}
