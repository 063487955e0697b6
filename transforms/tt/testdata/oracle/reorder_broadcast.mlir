// ORACLE: ttir.reorder_broadcast
module {
  tt.func public @splat_elementwise(%x: f32, %y: f32) -> tensor<64xf32> {
    %a = tt.splat %x : f32 -> tensor<64xf32>
    %b = arith.negf %a : tensor<64xf32>
    tt.return %b : tensor<64xf32>
  }
  tt.func public @broadcast_elementwise(%x: tensor<1x64xf32>) -> tensor<32x64xf32> {
    %c = arith.constant dense<2.000000e+00> : tensor<32x64xf32>
    %a = tt.broadcast %x : tensor<1x64xf32> -> tensor<32x64xf32>
    %b = arith.mulf %a, %c : tensor<32x64xf32>
    tt.return %b : tensor<32x64xf32>
  }
  tt.func public @move_splat_after_ext(%x: i32) -> tensor<16xi64> {
    %a = tt.splat %x : i32 -> tensor<16xi32>
    %b = arith.extsi %a : tensor<16xi32> to tensor<16xi64>
    tt.return %b : tensor<16xi64>
  }
}
