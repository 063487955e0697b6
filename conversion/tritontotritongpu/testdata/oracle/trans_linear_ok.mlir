// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#linear = #ttg.linear<{register = [[0, 1], [1, 0]], lane = [[2, 0], [4, 0], [0, 2], [0, 4], [8, 0]], warp = [[16, 0], [0, 8]], block = []}>
#linear1 = #ttg.linear<{register = [[1, 0], [0, 1]], lane = [[0, 2], [0, 4], [2, 0], [4, 0], [0, 8]], warp = [[0, 16], [8, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @trans_linear_ok(%a: tensor<32x16xi32, #linear>, %q: !tt.ptr<i32>) {
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x16xi32, #linear> -> tensor<16x32xi32, #linear1>
    %qs = tt.splat %q : !tt.ptr<i32> -> tensor<16x32x!tt.ptr<i32>, #linear1>
    tt.store %qs, %t : tensor<16x32x!tt.ptr<i32>, #linear1>
    tt.return
  }
}
