// ORACLE:
#linear = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [[32]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @linear_warps() {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #linear>
    tt.return
  }
}
