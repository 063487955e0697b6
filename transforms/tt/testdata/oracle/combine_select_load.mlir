// ORACLE: ttir.combine
module {
  tt.func public @select_of_masked_load(%p: tensor<128x!tt.ptr<f32>>, %c: i1, %o: tensor<128xf32>) -> tensor<128xf32> {
    %m = tt.splat %c : i1 -> tensor<128xi1>
    %l = tt.load %p, %m : tensor<128x!tt.ptr<f32>>
    %s = arith.select %c, %l, %o : tensor<128xf32>
    tt.return %s : tensor<128xf32>
  }
}
