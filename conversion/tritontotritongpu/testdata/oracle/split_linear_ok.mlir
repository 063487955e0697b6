// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#linear = #ttg.linear<{register = [[0, 1], [2, 0]], lane = [[4, 0], [8, 0], [16, 0], [32, 0], [64, 0]], warp = [[1, 0], [0, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[2]], lane = [[4], [8], [16], [32], [64]], warp = [[1], [0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @split_linear_ok(%a: tensor<128x2xf32, #linear>, %q: !tt.ptr<f32>) {
    %l, %h = tt.split %a : tensor<128x2xf32, #linear> -> tensor<128xf32, #linear1>
    %s = arith.addf %l, %h : tensor<128xf32, #linear1>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #linear1>
    tt.store %qs, %s : tensor<128x!tt.ptr<f32>, #linear1>
    tt.return
  }
}
