// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#linear = #ttg.linear<{register = [[0, 1], [2, 0]], lane = [[4, 0], [8, 0], [16, 0], [32, 0], [64, 0]], warp = [[1, 0], [0, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @split_linear_arg(%a: tensor<128x2xf32, #linear>, %q: !tt.ptr<f32>) {
    %l, %h = tt.split %a : tensor<128x2xf32, #linear> -> tensor<128xf32>
    %s = arith.addf %l, %h : tensor<128xf32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    tt.store %qs, %s : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}
