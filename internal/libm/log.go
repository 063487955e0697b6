// The algorithms, coefficients and tables in this file are those of the double-precision
// natural and base-2 logarithms of ARM's optimized-routines (Szabolcs Nagy), which glibc uses
// since 2.28, whose notice is kept here as it asks:
//
//	Copyright (c) 2018, Arm Limited.
//	SPDX-License-Identifier: MIT OR Apache-2.0 WITH LLVM-exception

package libm

import "math"

// glibc's log and log2 are not correctly rounded (about 1 result in 20000 differs from the
// correctly rounded one). They write x = 2^k z, take 1/c and log c for a c near z from a
// table, and add a polynomial in r = z/c - 1; arguments near 1 take a longer polynomial in
// x - 1. Log and Log2 follow their -mfma builds, which glibc runs on CPUs with FMA
// (Debian's 2.36 has one of log2 too), with the contractions GCC 12 makes there.

// logTab holds, for each of 128 subintervals of [0x1.6p-1, 0x1.6p0), 1/c for a c near its
// center and log c; the values were chosen so that the steps below round favourably.
var logTab = [128][2]float64{
	{0x1.734f0c3e0de9fp+0, -0x1.7cc7f79e69000p-2},
	{0x1.713786a2ce91fp+0, -0x1.76feec20d0000p-2},
	{0x1.6f26008fab5a0p+0, -0x1.713e31351e000p-2},
	{0x1.6d1a61f138c7dp+0, -0x1.6b85b38287800p-2},
	{0x1.6b1490bc5b4d1p+0, -0x1.65d5590807800p-2},
	{0x1.69147332f0cbap+0, -0x1.602d076180000p-2},
	{0x1.6719f18224223p+0, -0x1.5a8ca86909000p-2},
	{0x1.6524f99a51ed9p+0, -0x1.54f4356035000p-2},
	{0x1.63356aa8f24c4p+0, -0x1.4f637c36b4000p-2},
	{0x1.614b36b9ddc14p+0, -0x1.49da7fda85000p-2},
	{0x1.5f66452c65c4cp+0, -0x1.445923989a800p-2},
	{0x1.5d867b5912c4fp+0, -0x1.3edf439b0b800p-2},
	{0x1.5babccb5b90dep+0, -0x1.396ce448f7000p-2},
	{0x1.59d61f2d91a78p+0, -0x1.3401e17bda000p-2},
	{0x1.5805612465687p+0, -0x1.2e9e2ef468000p-2},
	{0x1.56397cee76bd3p+0, -0x1.2941b3830e000p-2},
	{0x1.54725e2a77f93p+0, -0x1.23ec58cda8800p-2},
	{0x1.52aff42064583p+0, -0x1.1e9e129279000p-2},
	{0x1.50f22dbb2bddfp+0, -0x1.1956d2b48f800p-2},
	{0x1.4f38f4734ded7p+0, -0x1.141679ab9f800p-2},
	{0x1.4d843cfde2840p+0, -0x1.0edd094ef9800p-2},
	{0x1.4bd3ec078a3c8p+0, -0x1.09aa518db1000p-2},
	{0x1.4a27fc3e0258ap+0, -0x1.047e65263b800p-2},
	{0x1.4880524d48434p+0, -0x1.feb224586f000p-3},
	{0x1.46dce1b192d0bp+0, -0x1.f474a7517b000p-3},
	{0x1.453d9d3391854p+0, -0x1.ea4443d103000p-3},
	{0x1.43a2744b4845ap+0, -0x1.e020d44e9b000p-3},
	{0x1.420b54115f8fbp+0, -0x1.d60a22977f000p-3},
	{0x1.40782da3ef4b1p+0, -0x1.cc00104959000p-3},
	{0x1.3ee8f5d57fe8fp+0, -0x1.c202956891000p-3},
	{0x1.3d5d9a00b4ce9p+0, -0x1.b81178d811000p-3},
	{0x1.3bd60c010c12bp+0, -0x1.ae2c9ccd3d000p-3},
	{0x1.3a5242b75dab8p+0, -0x1.a45402e129000p-3},
	{0x1.38d22cd9fd002p+0, -0x1.9a877681df000p-3},
	{0x1.3755bc5847a1cp+0, -0x1.90c6d69483000p-3},
	{0x1.35dce49ad36e2p+0, -0x1.87120a645c000p-3},
	{0x1.34679984dd440p+0, -0x1.7d68fb4143000p-3},
	{0x1.32f5cceffcb24p+0, -0x1.73cb83c627000p-3},
	{0x1.3187775a10d49p+0, -0x1.6a39a9b376000p-3},
	{0x1.301c8373e3990p+0, -0x1.60b3154b7a000p-3},
	{0x1.2eb4ebb95f841p+0, -0x1.5737d76243000p-3},
	{0x1.2d50a0219a9d1p+0, -0x1.4dc7b8fc23000p-3},
	{0x1.2bef9a8b7fd2ap+0, -0x1.4462c51d20000p-3},
	{0x1.2a91c7a0c1babp+0, -0x1.3b08abc830000p-3},
	{0x1.293726014b530p+0, -0x1.31b996b490000p-3},
	{0x1.27dfa5757a1f5p+0, -0x1.2875490a44000p-3},
	{0x1.268b39b1d3bbfp+0, -0x1.1f3b9f879a000p-3},
	{0x1.2539d838ff5bdp+0, -0x1.160c8252ca000p-3},
	{0x1.23eb7aac9083bp+0, -0x1.0ce7f57f72000p-3},
	{0x1.22a012ba940b6p+0, -0x1.03cdc49fea000p-3},
	{0x1.2157996cc4132p+0, -0x1.f57bdbc4b8000p-4},
	{0x1.201201dd2fc9bp+0, -0x1.e370896404000p-4},
	{0x1.1ecf4494d480bp+0, -0x1.d17983ef94000p-4},
	{0x1.1d8f5528f6569p+0, -0x1.bf9674ed8a000p-4},
	{0x1.1c52311577e7cp+0, -0x1.adc79202f6000p-4},
	{0x1.1b17c74cb26e9p+0, -0x1.9c0c3e7288000p-4},
	{0x1.19e010c2c1ab6p+0, -0x1.8a646b372c000p-4},
	{0x1.18ab07bb670bdp+0, -0x1.78d01b3ac0000p-4},
	{0x1.1778a25efbcb6p+0, -0x1.674f145380000p-4},
	{0x1.1648d354c31dap+0, -0x1.55e0e6d878000p-4},
	{0x1.151b990275fddp+0, -0x1.4485cdea1e000p-4},
	{0x1.13f0ea432d24cp+0, -0x1.333d94d6aa000p-4},
	{0x1.12c8b7210f9dap+0, -0x1.22079f8c56000p-4},
	{0x1.11a3028ecb531p+0, -0x1.10e4698622000p-4},
	{0x1.107fbda8434afp+0, -0x1.ffa6c6ad20000p-5},
	{0x1.0f5ee0f4e6bb3p+0, -0x1.dda8d4a774000p-5},
	{0x1.0e4065d2a9fcep+0, -0x1.bbcece4850000p-5},
	{0x1.0d244632ca521p+0, -0x1.9a1894012c000p-5},
	{0x1.0c0a77ce2981ap+0, -0x1.788583302c000p-5},
	{0x1.0af2f83c636d1p+0, -0x1.5715e67d68000p-5},
	{0x1.09ddb98a01339p+0, -0x1.35c8a49658000p-5},
	{0x1.08cabaf52e7dfp+0, -0x1.149e364154000p-5},
	{0x1.07b9f2f4e28fbp+0, -0x1.e72c082eb8000p-6},
	{0x1.06ab58c358f19p+0, -0x1.a55f152528000p-6},
	{0x1.059eea5ecf92cp+0, -0x1.63d62cf818000p-6},
	{0x1.04949cdd12c90p+0, -0x1.228fb8caa0000p-6},
	{0x1.038c6c6f0ada9p+0, -0x1.c317b20f90000p-7},
	{0x1.02865137932a9p+0, -0x1.419355daa0000p-7},
	{0x1.0182427ea7348p+0, -0x1.81203c2ec0000p-8},
	{0x1.008040614b195p+0, -0x1.0040979240000p-9},
	{0x1.fe01ff726fa1ap-1, 0x1.feff384900000p-9},
	{0x1.fa11cc261ea74p-1, 0x1.7dc41353d0000p-7},
	{0x1.f6310b081992ep-1, 0x1.3cea3c4c28000p-6},
	{0x1.f25f63ceeadcdp-1, 0x1.b9fc114890000p-6},
	{0x1.ee9c8039113e7p-1, 0x1.1b0d8ce110000p-5},
	{0x1.eae8078cbb1abp-1, 0x1.58a5bd001c000p-5},
	{0x1.e741aa29d0c9bp-1, 0x1.95c8340d88000p-5},
	{0x1.e3a91830a99b5p-1, 0x1.d276aef578000p-5},
	{0x1.e01e009609a56p-1, 0x1.07598e598c000p-4},
	{0x1.dca01e577bb98p-1, 0x1.253f5e30d2000p-4},
	{0x1.d92f20b7c9103p-1, 0x1.42edd8b380000p-4},
	{0x1.d5cac66fb5ccep-1, 0x1.606598757c000p-4},
	{0x1.d272caa5ede9dp-1, 0x1.7da76356a0000p-4},
	{0x1.cf26e3e6b2ccdp-1, 0x1.9ab434e1c6000p-4},
	{0x1.cbe6da2a77902p-1, 0x1.b78c7bb0d6000p-4},
	{0x1.c8b266d37086dp-1, 0x1.d431332e72000p-4},
	{0x1.c5894bd5d5804p-1, 0x1.f0a3171de6000p-4},
	{0x1.c26b533bb9f8cp-1, 0x1.067152b914000p-3},
	{0x1.bf583eeece73fp-1, 0x1.147858292b000p-3},
	{0x1.bc4fd75db96c1p-1, 0x1.2266ecdca3000p-3},
	{0x1.b951e0c864a28p-1, 0x1.303d7a6c55000p-3},
	{0x1.b65e2c5ef3e2cp-1, 0x1.3dfc33c331000p-3},
	{0x1.b374867c9888bp-1, 0x1.4ba366b7a8000p-3},
	{0x1.b094b211d304ap-1, 0x1.5933928d1f000p-3},
	{0x1.adbe885f2ef7ep-1, 0x1.66acd2418f000p-3},
	{0x1.aaf1d31603da2p-1, 0x1.740f8ec669000p-3},
	{0x1.a82e63fd358a7p-1, 0x1.815c0f51af000p-3},
	{0x1.a5740ef09738bp-1, 0x1.8e92954f68000p-3},
	{0x1.a2c2a90ab4b27p-1, 0x1.9bb3602f84000p-3},
	{0x1.a01a01393f2d1p-1, 0x1.a8bed1c2c0000p-3},
	{0x1.9d79f24db3c1bp-1, 0x1.b5b515c01d000p-3},
	{0x1.9ae2505c7b190p-1, 0x1.c2967ccbcc000p-3},
	{0x1.9852ef297ce2fp-1, 0x1.cf635d5486000p-3},
	{0x1.95cbaeea44b75p-1, 0x1.dc1bd3446c000p-3},
	{0x1.934c69de74838p-1, 0x1.e8c01b8cfe000p-3},
	{0x1.90d4f2f6752e6p-1, 0x1.f5509c0179000p-3},
	{0x1.8e6528effd79dp-1, 0x1.00e6c121fb800p-2},
	{0x1.8bfce9fcc007cp-1, 0x1.071b80e93d000p-2},
	{0x1.899c0dabec30ep-1, 0x1.0d46b9e867000p-2},
	{0x1.87427aa2317fbp-1, 0x1.13687334bd000p-2},
	{0x1.84f00acb39a08p-1, 0x1.1980d67234800p-2},
	{0x1.82a49e8653e55p-1, 0x1.1f8ffe0cc8000p-2},
	{0x1.8060195f40260p-1, 0x1.2595fd7636800p-2},
	{0x1.7e22563e0a329p-1, 0x1.2b9300914a800p-2},
	{0x1.7beb377dcb5adp-1, 0x1.3187210436000p-2},
	{0x1.79baa679725c2p-1, 0x1.377266dec1800p-2},
	{0x1.77907f2170657p-1, 0x1.3d54ffbaf3000p-2},
	{0x1.756cadbd6130cp-1, 0x1.432eee32fe000p-2},
}

// logA holds the coefficients of log1p(r) - r from r^2; logB those of log(1+r) - r near 1,
// from r^2.
var (
	logA = [5]float64{-0x1.0000000000001p-1, 0x1.555555551305bp-2, -0x1.fffffffeb4590p-3, 0x1.999b324f10111p-3,
		-0x1.55575e506c89fp-3}
	logB = [11]float64{-0x1p-1, 0x1.5555555555577p-2, -0x1.ffffffffffdcbp-3, 0x1.999999995dd0cp-3,
		-0x1.55555556745a7p-3, 0x1.24924a344de30p-3, -0x1.fffffa4423d65p-4, 0x1.c7184282ad6cap-4,
		-0x1.999eb43b068ffp-4, 0x1.78182f7afd085p-4, -0x1.5521375d145cdp-4}
)

// logArg returns the bits of log x and true for x zero, negative, infinite or NaN, else the
// bits ix of x, those of a subnormal x normalized with an exponent 52 lower.
func logArg(x float64, ix uint64) (uint64, bool) {
	top := uint32(ix >> 48)
	if top-0x0010 < 0x7ff0-0x0010 {
		return ix, false
	}
	switch {
	case ix*2 == 0:
		return math.Float64bits(math.Inf(-1)), true
	case ix == 0x7ff0000000000000:
		return ix, true
	case top&0x8000 != 0 || top&0x7ff0 == 0x7ff0:
		return math.Float64bits(math.NaN()), true
	}
	return math.Float64bits(x*0x1p52) - 52<<52, false
}

// logReduce writes the float of bits ix as 2^k z, z in [0x1.6p-1, 0x1.6p0), and returns the
// index of z's subinterval among 2^bits, k and z.
func logReduce(ix uint64, bits uint) (i int, kd, z float64) {
	const off = 0x3fe6000000000000
	tmp := ix - off
	return int(tmp >> (52 - bits) % (1 << bits)), float64(int64(tmp) >> 52), math.Float64frombits(ix - tmp&(0xfff<<52))
}

// Log is glibc's log (e_log.c) as its FMA build computes it.
func Log(x float64) float64 {
	const (
		ln2hi = 0x1.62e42fefa3800p-1
		ln2lo = 0x1.ef35793c76730p-45
	)
	ix := math.Float64bits(x)
	if lo, hi := math.Float64bits(1-0x1p-4), math.Float64bits(1+0x1.09p-4); ix-lo < hi-lo {
		return logNear1(x)
	}
	ix, special := logArg(x, ix)
	if special {
		return math.Float64frombits(ix)
	}
	i, kd, z := logReduce(ix, 7)
	invc, logc := logTab[i][0], logTab[i][1]
	r := math.FMA(z, invc, -1)
	w := math.FMA(kd, ln2hi, logc)
	h := w + r
	l := math.FMA(kd, ln2lo, (w-h)+r)
	r2 := r * r
	p := math.FMA(r2, math.FMA(r, logA[4], logA[3]), math.FMA(r, logA[2], logA[1]))
	return math.FMA(r*r2, p, math.FMA(r2, logA[0], l)) + h
}

// logNear1 is glibc's log for x within 1/16 of 1: log(1+r) = r - r^2/2 + r^3 p(r), with r^2/2
// split to be exact.
func logNear1(x float64) float64 {
	if x == 1 {
		return 0
	}
	b := &logB
	r := x - 1
	r2 := r * r
	r3 := r * r2
	q3 := math.FMA(r3, b[10], math.FMA(r2, b[9], math.FMA(r, b[8], b[7])))
	q2 := math.FMA(r3, q3, math.FMA(r2, b[6], math.FMA(r, b[5], b[4])))
	p := math.FMA(r3, q2, math.FMA(r2, b[3], math.FMA(r, b[2], b[1])))
	// rhi is r with its low 27 bits cleared (r*2^27 serves both sums, contracted in each).
	rhi := math.FMA(-r, 0x1p27, math.FMA(r, 0x1p27, r))
	rlo := r - rhi
	rhi2 := rhi * rhi
	h := math.FMA(rhi2, b[0], r)
	l := math.FMA(b[0]*rlo, rhi+r, math.FMA(rhi2, b[0], r-h))
	return math.FMA(r3, p, l) + h
}

// log2Tab holds, for each of 64 subintervals of [0x1.6p-1, 0x1.6p0), 1/c for a c near its
// center and log2 c.
var log2Tab = [64][2]float64{
	{0x1.724286bb1acf8p+0, -0x1.1095feecdb000p-1},
	{0x1.6e1f766d2cca1p+0, -0x1.08494bd76d000p-1},
	{0x1.6a13d0e30d48ap+0, -0x1.00143aee8f800p-1},
	{0x1.661ec32d06c85p+0, -0x1.efec5360b4000p-2},
	{0x1.623fa951198f8p+0, -0x1.dfdd91ab7e000p-2},
	{0x1.5e75ba4cf026cp+0, -0x1.cffae0cc79000p-2},
	{0x1.5ac055a214fb8p+0, -0x1.c043811fda000p-2},
	{0x1.571ed0f166e1ep+0, -0x1.b0b67323ae000p-2},
	{0x1.53909590bf835p+0, -0x1.a152f5a2db000p-2},
	{0x1.5014fed61adddp+0, -0x1.9217f5af86000p-2},
	{0x1.4cab88e487bd0p+0, -0x1.8304db0719000p-2},
	{0x1.49539b4334feep+0, -0x1.74189f9a9e000p-2},
	{0x1.460cbdfafd569p+0, -0x1.6552bb5199000p-2},
	{0x1.42d664ee4b953p+0, -0x1.56b23a29b1000p-2},
	{0x1.3fb01111dd8a6p+0, -0x1.483650f5fa000p-2},
	{0x1.3c995b70c5836p+0, -0x1.39de937f6a000p-2},
	{0x1.3991c4ab6fd4ap+0, -0x1.2baa1538d6000p-2},
	{0x1.3698e0ce099b5p+0, -0x1.1d98340ca4000p-2},
	{0x1.33ae48213e7b2p+0, -0x1.0fa853a40e000p-2},
	{0x1.30d191985bdb1p+0, -0x1.01d9c32e73000p-2},
	{0x1.2e025cab271d7p+0, -0x1.e857da2fa6000p-3},
	{0x1.2b404cf13cd82p+0, -0x1.cd3c8633d8000p-3},
	{0x1.288b02c7ccb50p+0, -0x1.b26034c14a000p-3},
	{0x1.25e2263944de5p+0, -0x1.97c1c2f4fe000p-3},
	{0x1.234563d8615b1p+0, -0x1.7d6023f800000p-3},
	{0x1.20b46e33eaf38p+0, -0x1.633a71a05e000p-3},
	{0x1.1e2eefdcda3ddp+0, -0x1.494f5e9570000p-3},
	{0x1.1bb4a580b3930p+0, -0x1.2f9e424e0a000p-3},
	{0x1.19453847f2200p+0, -0x1.162595afdc000p-3},
	{0x1.16e06c0d5d73cp+0, -0x1.f9c9a75bd8000p-4},
	{0x1.1485f47b7e4c2p+0, -0x1.c7b575bf9c000p-4},
	{0x1.12358ad0085d1p+0, -0x1.960c60ff48000p-4},
	{0x1.0fef00f532227p+0, -0x1.64ce247b60000p-4},
	{0x1.0db2077d03a8fp+0, -0x1.33f78b2014000p-4},
	{0x1.0b7e6d65980d9p+0, -0x1.0387d1a42c000p-4},
	{0x1.0953efe7b408dp+0, -0x1.a6f9208b50000p-5},
	{0x1.07325cac53b83p+0, -0x1.47a954f770000p-5},
	{0x1.05197e40d1b5cp+0, -0x1.d23a8c50c0000p-6},
	{0x1.03091c1208ea2p+0, -0x1.16a2629780000p-6},
	{0x1.0101025b37e21p+0, -0x1.720f8d8e80000p-8},
	{0x1.fc07ef9caa76bp-1, 0x1.6fe53b1500000p-7},
	{0x1.f4465d3f6f184p-1, 0x1.11ccce10f8000p-5},
	{0x1.ecc079f84107fp-1, 0x1.c4dfc8c8b8000p-5},
	{0x1.e573a99975ae8p-1, 0x1.3aa321e574000p-4},
	{0x1.de5d6f0bd3de6p-1, 0x1.918a0d08b8000p-4},
	{0x1.d77b681ff38b3p-1, 0x1.e72e9da044000p-4},
	{0x1.d0cb5724de943p-1, 0x1.1dcd2507f6000p-3},
	{0x1.ca4b2dc0e7563p-1, 0x1.476ab03dea000p-3},
	{0x1.c3f8ee8d6cb51p-1, 0x1.7074377e22000p-3},
	{0x1.bdd2b4f020c4cp-1, 0x1.98ede8ba94000p-3},
	{0x1.b7d6c006015cap-1, 0x1.c0db86ad2e000p-3},
	{0x1.b20366e2e338fp-1, 0x1.e840aafcee000p-3},
	{0x1.ac57026295039p-1, 0x1.0790ab4678000p-2},
	{0x1.a6d01bc2731ddp-1, 0x1.1ac056801c000p-2},
	{0x1.a16d3bc3ff18bp-1, 0x1.2db11d4fee000p-2},
	{0x1.9c2d14967feadp-1, 0x1.406464ec58000p-2},
	{0x1.970e4f47c9902p-1, 0x1.52dbe093af000p-2},
	{0x1.920fb3982bcf2p-1, 0x1.651902050d000p-2},
	{0x1.8d30187f759f1p-1, 0x1.771d2cdeaf000p-2},
	{0x1.886e5ebb9f66dp-1, 0x1.88e9c857d9000p-2},
	{0x1.83c97b658b994p-1, 0x1.9a80155e16000p-2},
	{0x1.7f405ffc61022p-1, 0x1.abe186ed3d000p-2},
	{0x1.7ad22181415cap-1, 0x1.bd0f2aea0e000p-2},
	{0x1.767dcf99eff8cp-1, 0x1.ce0a43dbf4000p-2},
}

// log2A holds the coefficients of log2(1+r) - r/ln2 from r^2; log2B those of the same near 1.
var (
	log2A = [6]float64{-0x1.71547652b8339p-1, 0x1.ec709dc3a04bep-2, -0x1.7154764702ffbp-2, 0x1.2776c50034c48p-2,
		-0x1.ec7b328ea92bcp-3, 0x1.a6225e117f92ep-3}
	log2B = [10]float64{-0x1.71547652b82fep-1, 0x1.ec709dc3a03f7p-2, -0x1.71547652b7c3fp-2, 0x1.2776c50f05be4p-2,
		-0x1.ec709dd768fe5p-3, 0x1.a61761ec4e736p-3, -0x1.7153fbc64a79bp-3, 0x1.484d154f01b4ap-3,
		-0x1.289e4a72c383cp-3, 0x1.0b32f285aee66p-3}
)

// Log2 is glibc's log2 (e_log2.c) as its FMA build computes it.
func Log2(x float64) float64 {
	const (
		invLn2hi = 0x1.7154765200000p+0
		invLn2lo = 0x1.705fc2eefa200p-33
	)
	ix := math.Float64bits(x)
	if lo, hi := math.Float64bits(1-0x1.5b51p-5), math.Float64bits(1+0x1.6ab2p-5); ix-lo < hi-lo {
		if x == 1 {
			return 0
		}
		b := &log2B
		r := x - 1
		h := r * invLn2hi
		l := math.FMA(r, invLn2lo, math.FMA(r, invLn2hi, -h))
		r2 := r * r
		r4 := r2 * r2
		q := math.FMA(r, b[1], b[0])
		y := math.FMA(r2, q, h)
		l += math.FMA(r2, q, h-y)
		s1 := math.FMA(r2, math.FMA(r, b[5], b[4]), math.FMA(r, b[3], b[2]))
		s2 := math.FMA(r2, math.FMA(r, b[9], b[8]), math.FMA(r, b[7], b[6]))
		return y + math.FMA(r4, math.FMA(r4, s2, s1), l)
	}
	ix, special := logArg(x, ix)
	if special {
		return math.Float64frombits(ix)
	}
	i, kd, z := logReduce(ix, 6)
	invc, logc := log2Tab[i][0], log2Tab[i][1]
	r := math.FMA(z, invc, -1)
	t1 := r * invLn2hi
	t2 := math.FMA(r, invLn2lo, math.FMA(r, invLn2hi, -t1))
	t3 := kd + logc
	h := t3 + t1
	l := t3 - h + t1 + t2
	r2 := r * r
	r4 := r2 * r2
	a := &log2A
	p := math.FMA(r4, math.FMA(r, a[5], a[4]), math.FMA(r2, math.FMA(r, a[3], a[2]), math.FMA(r, a[1], a[0])))
	return math.FMA(r2, p, l) + h
}
