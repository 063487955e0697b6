// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
module {
  tt.func private @pair(%x: tensor<32x32xf16>) -> (tensor<32x32xf16>, tensor<32xf32>) attributes {noinline = true} {
    %e = arith.extf %x : tensor<32x32xf16> to tensor<32x32xf32>
    %s = "tt.reduce"(%e) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %m = arith.addf %a, %b : f32
      tt.reduce.return %m : f32
    }) : (tensor<32x32xf32>) -> tensor<32xf32>
    tt.return %x, %s : tensor<32x32xf16>, tensor<32xf32>
  }
  tt.func public @kernel(%p: !tt.ptr<f16>, %q: !tt.ptr<f32>) {
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>>
    %a = tt.load %ps : tensor<32x32x!tt.ptr<f16>>
    %b:2 = tt.call @pair(%a) : (tensor<32x32xf16>) -> (tensor<32x32xf16>, tensor<32xf32>)
    tt.store %ps, %b#0 : tensor<32x32x!tt.ptr<f16>>
    %qs = tt.splat %q : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>>
    tt.store %qs, %b#1 : tensor<32x!tt.ptr<f32>>
    tt.return
  }
}
