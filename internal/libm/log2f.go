// The algorithms and coefficients in this file are those of the single-precision natural and
// base-2 logarithms of ARM's optimized-routines (Szabolcs Nagy), which glibc uses since 2.28,
// whose notice is kept here as it asks:
//
//	Copyright (c) 2017-2018, Arm Limited.
//	SPDX-License-Identifier: MIT OR Apache-2.0 WITH LLVM-exception

package libm

import "math"

// log2fTab holds, for each of the 16 subintervals of [0x3f330000, 2*0x3f330000), 1/c for a c
// near its center and log2(c).
var log2fTab = [16][2]float64{
	{0x1.661ec79f8f3bep+0, -0x1.efec65b963019p-2},
	{0x1.571ed4aaf883dp+0, -0x1.b0b6832d4fca4p-2},
	{0x1.49539f0f010bp+0, -0x1.7418b0a1fb77bp-2},
	{0x1.3c995b0b80385p+0, -0x1.39de91a6dcf7bp-2},
	{0x1.30d190c8864a5p+0, -0x1.01d9bf3f2b631p-2},
	{0x1.25e227b0b8eap+0, -0x1.97c1d1b3b7afp-3},
	{0x1.1bb4a4a1a343fp+0, -0x1.2f9e393af3c9fp-3},
	{0x1.12358f08ae5bap+0, -0x1.960cbbf788d5cp-4},
	{0x1.0953f419900a7p+0, -0x1.a6f9db6475fcep-5},
	{0x1p+0, 0x0p+0},
	{0x1.e608cfd9a47acp-1, 0x1.338ca9f24f53dp-4},
	{0x1.ca4b31f026aap-1, 0x1.476a9543891bap-3},
	{0x1.b2036576afce6p-1, 0x1.e840b4ac4e4d2p-3},
	{0x1.9c2d163a1aa2dp-1, 0x1.40645f0c6651cp-2},
	{0x1.886e6037841edp-1, 0x1.88e9c2c1b9ff8p-2},
	{0x1.767dcf5534862p-1, 0x1.ce0a44eb17bccp-2},
}

// log2fPoly approximates log1p(r)/ln2 as A0 r^4 + A1 r^3 + A2 r^2 + A3 r.
var log2fPoly = [4]float64{-0x1.712b6f70a7e4dp-2, 0x1.ecabf496832ep-2, -0x1.715479ffae3dep-1, 0x1.715475f35c8b8p0}

// logfLogc holds log c for the c of each row of log2fTab (logf uses the same c).
var logfLogc = [16]float64{
	-0x1.57bf7808caadep-2, -0x1.2bef0a7c06ddbp-2, -0x1.01eae7f513a67p-2, -0x1.b31d8a68224e9p-3,
	-0x1.6574f0ac07758p-3, -0x1.1aa2bc79c81p-3, -0x1.a4e76ce8c0e5ep-4, -0x1.1973c5a611cccp-4,
	-0x1.252f438e10c1ep-5, 0x0p+0, 0x1.aa5aa5df25984p-5, 0x1.c5e53aa362eb4p-4,
	0x1.526e57720db08p-3, 0x1.bc2860d22477p-3, 0x1.1058bc8a07ee1p-2, 0x1.4043057b6ee09p-2,
}

// logfPoly approximates log1p(r) - r as A0 r^4 + A1 r^3 + A2 r^2.
var logfPoly = [3]float64{-0x1.00ea348b88334p-2, 0x1.5575b0be00b6ap-2, -0x1.ffffef20a4123p-2}

// Logf is glibc's logf, as its x86-64 FMA build contracts it; a NaN for a negative x.
func Logf(x float32) float32 {
	const ln2 = 0x1.62e42fefa39efp-1
	ix, res, special := logfArg(x)
	if special {
		return res
	}
	i, k, z := logfReduce(ix)
	r := math.FMA(z, log2fTab[i][0], -1)
	y0 := math.FMA(float64(k), ln2, logfLogc[i])
	r2 := r * r
	y := math.FMA(logfPoly[1], r, logfPoly[2])
	y = math.FMA(logfPoly[0], r2, y)
	return float32(math.FMA(y, r2, y0+r))
}

// logfArg returns logf and log2f of x and true for x 1, zero, negative, infinite or NaN,
// else the bits of x, those of a subnormal x normalized with an exponent 23 lower.
func logfArg(x float32) (uint32, float32, bool) {
	ix := f32bits(x)
	switch {
	case ix == 0x3f800000:
		return 0, 0, true
	case ix*2 == 0:
		return 0, float32(math.Inf(-1)), true
	case ix == 0x7f800000:
		return 0, x, true
	case ix&0x80000000 != 0 || ix*2 >= 0xff000000:
		return 0, float32(math.NaN()), true
	case ix < 0x00800000:
		return f32bits(x*0x1p23) - 23<<23, 0, false
	}
	return ix, 0, false
}

// logfReduce writes the normal float of bits ix as 2^k z, z in [0x1.66p-1, 0x1.66p0), and
// returns the index of z's subinterval among 16, k and z.
func logfReduce(ix uint32) (i uint32, k int32, z float64) {
	const off = 0x3f330000
	tmp := ix - off
	return (tmp >> (23 - 4)) % 16, int32(tmp) >> 23, float64(f32from(ix - tmp&0xff800000))
}

// Log2f is glibc's log2f, as its x86-64 FMA build contracts it; a NaN for a negative x.
func Log2f(x float32) float32 {
	ix, res, special := logfArg(x)
	if special {
		return res
	}
	i, k, z := logfReduce(ix)
	invc, logc := log2fTab[i][0], log2fTab[i][1]
	r := math.FMA(z, invc, -1)
	y0 := logc + float64(k)
	r2 := r * r
	y := math.FMA(log2fPoly[1], r, log2fPoly[2])
	y = math.FMA(log2fPoly[0], r2, y)
	p := math.FMA(log2fPoly[3], r, y0)
	return float32(math.FMA(y, r2, p))
}
