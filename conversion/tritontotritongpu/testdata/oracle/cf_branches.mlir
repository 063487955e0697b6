// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @cf_branches(%p: !tt.ptr<f32>, %c: i1) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<128x!tt.ptr<f32>>
  %b = arith.addf %a, %a : tensor<128xf32>
  cf.cond_br %c, ^bb1(%a : tensor<128xf32>), ^bb2(%b, %a : tensor<128xf32>, tensor<128xf32>)
^bb1(%x: tensor<128xf32>):
  %y = arith.mulf %x, %x : tensor<128xf32>
  cf.br ^bb3(%y : tensor<128xf32>)
^bb2(%u: tensor<128xf32>, %v: tensor<128xf32>):
  %w = arith.subf %u, %v : tensor<128xf32>
  cf.br ^bb3(%w : tensor<128xf32>)
^bb3(%z: tensor<128xf32>):
  tt.store %ps, %z : tensor<128x!tt.ptr<f32>>
  tt.return
}
