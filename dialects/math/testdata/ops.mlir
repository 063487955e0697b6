func.func @f(%x: f32, %i: i32) {
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f32)
  %1 = "math.isnan"(%x) : (f32) -> i1
  %2 = "math.atan2"(%x, %x) : (f32, f32) -> f32
  %3 = "math.copysign"(%x, %x) : (f32, f32) -> f32
  %4 = "math.powf"(%x, %x) : (f32, f32) -> f32
  %5 = "math.fpowi"(%x, %i) : (f32, i32) -> f32
  %6 = "math.ipowi"(%i, %i) : (i32, i32) -> i32
  %7 = "math.fma"(%x, %x, %x) : (f32, f32, f32) -> f32
  %8 = "math.absi"(%i) : (i32) -> i32
  %9 = "math.ctlz"(%i) : (i32) -> i32
  %10 = "math.cttz"(%i) : (i32) -> i32
  %11 = "math.ctpop"(%i) : (i32) -> i32
  %12 = "math.clampf"(%x, %x, %x) : (f32, f32, f32) -> f32
  %13 = math.sin %x fastmath<fast> : f32
  %14 = math.isinf %x : f32
  return
}

func.func @flags(%x: f32, %i: i32, %v: vector<4xf32>, %t: tensor<2x2xf64>) {
  %0:2 = math.sincos %x fastmath<fast> : f32
  %1 = math.fpowi %x, %i fastmath<fast> : f32, i32
  %2 = math.fma %v, %v, %v fastmath<fast> : vector<4xf32>
  %3 = math.clampf %x to [%x, %x] fastmath<nnan> : f32
  %4 = math.isnan %v {fastmath = #arith.fastmath<fast>} : vector<4xf32>
  %5 = math.exp2 %t : tensor<2x2xf64>
  %6 = math.rsqrt %x fastmath<afn> : f32
  %7 = math.isfinite %t : tensor<2x2xf64>
  %8 = math.absf %x : f32
  %9 = math.acos %x : f32
  %10 = math.acosh %x : f32
  %11 = math.asin %x : f32
  %12 = math.asinh %x : f32
  %13 = math.atan %x : f32
  %14 = math.atanh %x : f32
  %15 = math.cbrt %x : f32
  %16 = math.ceil %x : f32
  %17 = math.cos %x : f32
  %18 = math.cosh %x : f32
  %19 = math.erf %x : f32
  %20 = math.erfc %x : f32
  %21 = math.exp %x : f32
  %22 = math.expm1 %x : f32
  %23 = math.floor %x : f32
  %24 = math.log %x : f32
  %25 = math.log10 %x : f32
  %26 = math.log1p %x : f32
  %27 = math.log2 %x : f32
  %28 = math.round %x : f32
  %29 = math.roundeven %x : f32
  %30 = math.sinh %x : f32
  %31 = math.sqrt %x : f32
  %32 = math.tan %x : f32
  %33 = math.tanh %x : f32
  %34 = math.trunc %x : f32
  %35 = math.isinf %x : f32
  %36 = math.isnormal %x : f32
  return
}
