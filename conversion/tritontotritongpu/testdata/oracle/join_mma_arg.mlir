// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @join_mma_arg(%a: tensor<64x64xf32, #mma>, %b: tensor<64x64xf32, #mma>, %q: !tt.ptr<f32>) {
    %j = tt.join %a, %b : tensor<64x64xf32, #mma> -> tensor<64x64x2xf32>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<64x64x2x!tt.ptr<f32>>
    tt.store %qs, %j : tensor<64x64x2x!tt.ptr<f32>>
    tt.return
  }
}
