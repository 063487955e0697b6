!alias = tensor<8xi32>
#enc = #tst.enc<1>
"tst.types"() : () -> (i1, i64, si8, ui32, index, none, f16, bf16, f32, f64, f80, f128, tf32,
  f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN,
  tensor<4x?x8xf32>, tensor<*xi8>, tensor<0xf32>, tensor<f32>, tensor<4xf32, #enc>, tensor<4x!tst.ptr<f32>>,
  vector<4xf32>, vector<[4]xf32>, vector<2x[4]xi8>, tuple<>, tuple<i32, f32>, complex<f32>, memref<4x?xf32>,
  !alias, !tst.t, !tst.t<a<b>, "c>">, !tst<"opaque body">, !tst<x y>, (i32) -> (), () -> (i32, i64), (i32) -> ((f32) -> f32))
