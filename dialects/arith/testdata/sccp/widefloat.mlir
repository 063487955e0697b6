// f80 and f128 constants and their folds under --sccp, checked against mlir-opt-22: each case
// shows one rule of APFloat on the x87 and IEEE quad formats. The expected output is
// mlir-opt-22's, recorded in widefloat.mlir.mlir-opt.

// Decimal literals are read as float64 values and widened exactly; the printer tries the
// six-digit form read back in the format itself, then APFloat::toString, then hex.
func.func @literals() -> (f80, f128, f80, f128, f80, f128, f80) {
  %0 = arith.constant 0.1 : f80
  %1 = arith.constant -0.9694348 : f128
  %2 = arith.constant 1.5 : f80
  %3 = arith.constant 18446744073709551616.0 : f128
  %4 = arith.constant 1.0e400 : f80
  %5 = arith.constant 8.3160322746714801E-109 : f128
  %6 = arith.constant 1.0e-310 : f80
  return %0, %1, %2, %3, %4, %5, %6 : f80, f128, f80, f128, f80, f128, f80
}

// -----

// Hex literals give the encoding; f80's pseudo-denormal is the smallest normal and an unnormal
// is a NaN, written back as APFloat writes them.
func.func @encodings() -> (f80, f80, f80, f80, f80, f80, f128, f128, f128) {
  %0 = arith.constant 0x00008000000000000000 : f80
  %1 = arith.constant 0x3FFF0000000000000001 : f80
  %2 = arith.constant 0x7FFF0000000000000000 : f80
  %3 = arith.constant 0x00000000000000000001 : f80
  %4 = arith.constant 0x7FFEFFFFFFFFFFFFFFFF : f80
  %5 = arith.constant 0x80000000000000000000 : f80
  %6 = arith.constant 0x00000000000000000000000000000001 : f128
  %7 = arith.constant 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF : f128
  %8 = arith.constant 0xFFFF0000000000000000000000000001 : f128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f80, f80, f80, f80, f80, f80, f128, f128, f128
}

// -----

// Dense elements print as the values APFloat reads from them; a hex blob holds each f80 in ten
// little-endian bytes.
func.func @dense() -> (tensor<3xf80>, vector<2xf128>, tensor<2xf80>, tensor<2x2xf80>) {
  %0 = arith.constant dense<[0.1, 0x3FFF0000000000000001, 0x00008000000000000000]> : tensor<3xf80>
  %1 = arith.constant dense<0x7FFF8000000000000000000000000000> : vector<2xf128>
  %2 = arith.constant dense<"0x0000000000000080FF7F00000000000000C0FF7F"> : tensor<2xf80>
  %3 = arith.constant dense<[[1.0, -0.0], [2.5, 1.0e-320]]> : tensor<2x2xf80>
  return %0, %1, %2, %3 : tensor<3xf80>, vector<2xf128>, tensor<2xf80>, tensor<2x2xf80>
}

// -----

// Arithmetic rounds once to the format's precision, to nearest even.
func.func @arith(%x: f80) -> (f80, f80, f80, f80, f80, f128, f128, f128, f128) {
  %a = arith.constant 0.1 : f80
  %b = arith.constant 3.0 : f80
  %0 = arith.addf %a, %b : f80
  %1 = arith.subf %a, %b : f80
  %2 = arith.mulf %a, %b : f80
  %3 = arith.divf %a, %b : f80
  %4 = arith.remf %b, %a : f80
  %c = arith.constant 0.1 : f128
  %d = arith.constant 3.0 : f128
  %5 = arith.addf %c, %d : f128
  %6 = arith.mulf %c, %d : f128
  %7 = arith.divf %c, %d : f128
  %8 = arith.remf %d, %c : f128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f80, f80, f80, f80, f80, f128, f128, f128, f128
}

// -----

// Subnormal results, overflow to infinity, exact cancellation to +0, and the default NaN of
// invalid operations (the x87 one with its integer bit).
func.func @ranges() -> (f80, f128, f80, f80, f128, f80, f128) {
  %tiny = arith.constant 0x00018000000000000000 : f80
  %half = arith.constant 0.5 : f80
  %0 = arith.mulf %tiny, %half : f80
  %qtiny = arith.constant 0x00010000000000000000000000000000 : f128
  %qthird = arith.constant 0x3FFD5555555555555555555555555555 : f128
  %1 = arith.mulf %qtiny, %qthird : f128
  %big = arith.constant 0x7FFEFFFFFFFFFFFFFFFF : f80
  %2 = arith.addf %big, %big : f80
  %m = arith.constant -1.5 : f80
  %p = arith.constant 1.5 : f80
  %3 = arith.addf %m, %p : f80
  %qinf = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %4 = arith.subf %qinf, %qinf : f128
  %z = arith.constant 0.0 : f80
  %5 = arith.divf %z, %z : f80
  %qz = arith.constant 0.0 : f128
  %qone = arith.constant 1.0 : f128
  %6 = arith.remf %qone, %qz : f128
  return %0, %1, %2, %3, %4, %5, %6 : f80, f128, f80, f80, f128, f80, f128
}

// -----

// A NaN operand passes on quieted, the left one first; its sign and payload stay.
func.func @nans() -> (f80, f80, f128, f128, f80) {
  %snan = arith.constant 0xFFFF8000000000000001 : f80
  %qnan = arith.constant 0x7FFFC000000000000002 : f80
  %one = arith.constant 1.0 : f80
  %0 = arith.addf %one, %snan : f80
  %1 = arith.mulf %qnan, %snan : f80
  %qs = arith.constant 0x7FFF0000000000000000000000000003 : f128
  %q1 = arith.constant 1.0 : f128
  %2 = arith.divf %qs, %q1 : f128
  %3 = arith.negf %qs : f128
  %un = arith.constant 0x3FFF0000000000000001 : f80
  %4 = arith.subf %un, %one : f80
  return %0, %1, %2, %3, %4 : f80, f80, f128, f128, f80
}

// -----

// minimumf/maximumf propagate NaNs, maxnumf/minnumf take the other operand of a quiet NaN;
// all order -0 below +0.
func.func @minmax() -> (f80, f80, f80, f80, f128, f128, vector<2xf80>) {
  %nz = arith.constant -0.0 : f80
  %pz = arith.constant 0.0 : f80
  %nan = arith.constant 0x7FFFC000000000000000 : f80
  %two = arith.constant 2.0 : f80
  %0 = arith.maximumf %nz, %pz : f80
  %1 = arith.minnumf %pz, %nz : f80
  %2 = arith.minimumf %two, %nan : f80
  %3 = arith.maxnumf %nan, %two : f80
  %qa = arith.constant 1.0000000000000002 : f128
  %qb = arith.constant 1.0 : f128
  %4 = arith.maxnumf %qa, %qb : f128
  %5 = arith.minimumf %qa, %qb : f128
  %va = arith.constant dense<[1.0, -3.0]> : vector<2xf80>
  %vb = arith.constant dense<[-1.0, 0x7FFF8000000000000001]> : vector<2xf80>
  %6 = arith.maxnumf %va, %vb : vector<2xf80>
  return %0, %1, %2, %3, %4, %5, %6 : f80, f80, f80, f80, f128, f128, vector<2xf80>
}

// -----

// cmpf compares exactly: values equal as float64 differ in f80 and f128.
func.func @cmpf() -> (i1, i1, i1, i1, i1) {
  %a = arith.constant 0x3FFF8000000000000001 : f80
  %b = arith.constant 1.0 : f80
  %0 = arith.cmpf ogt, %a, %b : f80
  %1 = arith.cmpf oeq, %a, %b : f80
  %nan = arith.constant 0x7FFF8000000000000000000000000001 : f128
  %c = arith.constant 1.0 : f128
  %2 = arith.cmpf uno, %nan, %c : f128
  %3 = arith.cmpf one, %c, %nan : f128
  %nz = arith.constant -0.0 : f80
  %pz = arith.constant 0.0 : f80
  %4 = arith.cmpf oeq, %nz, %pz : f80
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

// extf and truncf fold only when exact and without exception, whatever the rounding mode; a
// NaN moves its payload and gains or loses f80's integer bit.
func.func @convert() -> (f80, f128, f64, f32, f64, f80, f128, f32, f8E4M3FN, f80, bf16) {
  %d = arith.constant 0.1 : f64
  %0 = arith.extf %d : f64 to f80
  %1 = arith.extf %d : f64 to f128
  %w = arith.constant 0.1 : f80
  %2 = arith.truncf %w : f80 to f64
  %3 = arith.truncf %w upward : f80 to f32
  %n = arith.constant 0x7FFFC000000000000800 : f80
  %4 = arith.truncf %n : f80 to f64
  %q = arith.constant 0x7FFF8000000000000000000000000000 : f128
  %5 = arith.truncf %q : f128 to f80
  %f = arith.constant 0x7FC00001 : f32
  %6 = arith.extf %f : f32 to f128
  %nn = arith.constant -2.5 : f128
  %7 = arith.truncf %nn toward_zero : f128 to f32
  %e = arith.constant 0x3FF88000000000000000 : f80
  %8 = arith.truncf %e : f80 to f8E4M3FN
  %fn = arith.constant 0xFF : f8E4M3FN
  %9 = arith.extf %fn : f8E4M3FN to f80
  %sp = arith.constant 0xFFFF0000000000000001 : f80
  %10 = arith.truncf %sp : f80 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f80, f128, f64, f32, f64, f80, f128, f32, f8E4M3FN, f80, bf16
}

// -----

// Integer conversions: sitofp/uitofp round once to nearest even; fptosi/fptoui truncate and
// do not fold out of range.
func.func @ints() -> (f80, f80, f128, f80, i64, i8, i128, i32, i32) {
  %odd = arith.constant 36893488147419103233 : i128
  %0 = arith.sitofp %odd : i128 to f80
  %m1 = arith.constant -1 : i64
  %1 = arith.uitofp %m1 : i64 to f80
  %min = arith.constant -170141183460469231731687303715884105728 : i128
  %2 = arith.sitofp %min : i128 to f128
  %3 = arith.sitofp %m1 : i64 to f80
  %x = arith.constant -123456789.75 : f80
  %4 = arith.fptosi %x : f80 to i64
  %y = arith.constant 255.9 : f128
  %5 = arith.fptoui %y : f128 to i8
  %big = arith.constant 0x407DFFFFFFFFFFFFFFFF : f80
  %6 = arith.fptosi %big : f80 to i128
  %neg = arith.constant -0.75 : f80
  %7 = arith.fptoui %neg : f80 to i32
  %over = arith.constant 2147483648.0 : f128
  %8 = arith.fptosi %over : f128 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f80, f80, f128, f80, i64, i8, i128, i32, i32
}

// -----

// Bitcasts move the bits; a scalar f80 is the value APFloat reads from them (here a
// pseudo-denormal, which comes back as the smallest normal), dense elements keep them raw.
func.func @bitcast() -> (f80, i80, f128, tensor<2xf80>, tensor<2xi80>) {
  %i = arith.constant 9223372036854775808 : i80
  %0 = arith.bitcast %i : i80 to f80
  %f = arith.constant 0x00008000000000000000 : f80
  %1 = arith.bitcast %f : f80 to i80
  %q = arith.constant -1 : i128
  %2 = arith.bitcast %q : i128 to f128
  %d = arith.constant dense<[9223372036854775808, 1]> : tensor<2xi80>
  %3 = arith.bitcast %d : tensor<2xi80> to tensor<2xf80>
  %4 = arith.bitcast %3 : tensor<2xf80> to tensor<2xi80>
  return %0, %1, %2, %3, %4 : f80, i80, f128, tensor<2xf80>, tensor<2xi80>
}

// -----

// The math ops MLIR folds with APFloat on every format; the libm ones stay.
func.func @math() -> (f80, f128, f80, f80, f128, i1, i1, i1, f80, f80, f128) {
  %a = arith.constant -2.5 : f80
  %b = arith.constant 1.5 : f128
  %0 = math.absf %a : f80
  %1 = math.copysign %b, %b : f128
  %2 = math.ceil %a : f80
  %3 = math.roundeven %a : f80
  %4 = math.floor %b : f128
  %sub = arith.constant 0x00000000000000000001 : f80
  %5 = math.isnormal %sub : f80
  %6 = math.isfinite %sub : f80
  %7 = math.isnan %sub : f80
  %z = arith.constant 0.0 : f80
  %8 = math.atan2 %z, %z : f80
  %9 = math.sqrt %a : f80
  %10 = math.exp %b : f128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f80, f128, f80, f80, f128, i1, i1, i1, f80, f80, f128
}
