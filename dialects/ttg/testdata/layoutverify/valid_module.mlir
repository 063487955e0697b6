// ORACLE:
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 32], warpsPerCTA = [8, 1], order = [1, 0], CGALayout = [[0, 1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @valid_module(%p: !tt.ptr<f32>) {
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x256x!tt.ptr<f32>, #blocked>
    %v = tt.load %ps : tensor<32x256x!tt.ptr<f32>, #blocked>
    tt.store %ps, %v : tensor<32x256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
