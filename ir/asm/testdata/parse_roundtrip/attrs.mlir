"tst.attrs"() {
  i = 1, i8 = -128 : i8, u8 = 255 : ui8, s16 = -5 : si16, ix = 7 : index, big = 18446744073709551615 : i64,
  hexint = 0xFF : i32, t = true, f = false, f16 = 1.5 : f16, f32 = -0.0 : f32, f64 = 3.25, bf = 0x7FC0 : bf16,
  nan = 0x7FC00000 : f32, f8 = 2.0 : f8E4M3FN, s = "str\n\"x\"", ts = "typed" : i32, u,
  arr = [1, [2, "x"], []], dict = {b = 1, a, "quoted key" = 2}, ty = tensor<4x?xf32>, fty = (i32, f16) -> (),
  sym = @a, nested = @a::@b::@"c d", dsplat = dense<1.000000e+00> : tensor<2x3xf32>,
  dlist = dense<[[1, 2], [3, -4]]> : tensor<2x2xi32>, dbool = dense<[true, false]> : tensor<2xi1>,
  dhex = dense<"0x0100000002000000"> : tensor<2xi32>, dstr = dense<["a", "b"]> : tensor<2x!tst.str>,
  dvec = dense<[1.0, 2.5]> : vector<2xf64>, arr32 = array<i32: 1, -2, 3>, arrf = array<f32: 1.5>, arr0 = array<i64>,
  arrb = array<i1: true, false>, unit_attr = unit, opq = #tst.thing<"x", [1, 2]>, opqty = !tst.ty<4>,
  z0 = dense<> : tensor<0xi32>, z1 = dense<[]> : tensor<0xi32>, z2 = dense<[[]]> : tensor<1x0xf32>, vb = #tst<verbose 1>, vbs = #tst.x<"y z">, l = loc("file.py":1:2), dfp = dense<0x7FC0> : tensor<2xf16>
} : () -> ()
