package asm

import (
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"os/exec"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

func TestFloatFormatting(t *testing.T) {
	tests := []struct {
		kind ir.FloatKind
		bits uint64
		want string
	}{
		{ir.F64, math.Float64bits(1), "1.000000e+00"},
		{ir.F32, uint64(math.Float32bits(0.1)), "1.000000e-01"},
		{ir.F16, 0x1400, "9.765620e-04"}, // APFloat truncates before rounding
		{ir.F32, uint64(math.Float32bits(1234567)), "0x4996B438"},
		{ir.F32, 0x7FC00000, "0x7FC00000"},
		{ir.F32, 0x80000000, "-0.000000e+00"},
		{ir.F64, math.Float64bits(1e10), "1.000000e+10"},
		{ir.F64, math.Float64bits(3.14159265358979), "3.14159265358979"},
		{ir.F32, uint64(math.Float32bits(0.0009765625)), "9.765625E-4"},
		{ir.F16, 0x7BFF, "6.550400e+04"},
		{ir.BF16, 0x3E9A, "3.007810e-01"},
		{ir.F8E4M3FN, 0x3C, "1.500000e+00"},
		{ir.F16, 0x068E, "1.000170e-04"},
		{ir.F32, 0xFF800000, "0xFF800000"},
		{ir.F64, 0, "0.000000e+00"},
	}
	for _, tc := range tests {
		got, _ := appendFloat(nil, tc.kind, tc.bits, nil)
		if string(got) != tc.want {
			t.Errorf("%v %#x: got %s, want %s", tc.kind, tc.bits, got, tc.want)
		}
	}
}

// TestFloatsAgainstMLIR prints many random floats of every common kind and compares with
// mlir-opt-22, when it is installed.
func TestFloatsAgainstMLIR(t *testing.T) {
	mlirOpt, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	ctx := ir.NewContext()
	rng := rand.New(rand.NewSource(1))
	kinds := []ir.FloatKind{ir.F16, ir.BF16, ir.F32, ir.F64, ir.F8E4M3FN, ir.F8E5M2, ir.F8E4M3FNUZ, ir.F8E5M2FNUZ}
	var src strings.Builder
	var want []string
	for _, k := range kinds {
		ft := ctx.FloatType(k)
		w := k.Semantics().Width
		var elems []ir.Attribute
		src.WriteString(`"t.op"() {a = [`)
		for i := 0; i < 400; i++ {
			var bits uint64
			switch {
			case i < 64 && w <= 8:
				bits = uint64(i * 4)
			case i%3 == 0:
				// Short decimals are the common case.
				v := float64(rng.Intn(20000)-10000) / math.Pow(10, float64(rng.Intn(8)))
				bits = k.Float64ToBits(v)
			default:
				bits = rng.Uint64()
				if w < 64 {
					bits &= 1<<uint(w) - 1
				}
			}
			if i > 0 {
				src.WriteString(", ")
			}
			fmt.Fprintf(&src, "0x%X : %s", bits, k)
			elems = append(elems, ctx.FloatAttrFromBits(ft, bits))
		}
		src.WriteString("]} : () -> ()\n")
		want = append(want, AttrString(ctx.ArrayAttr(elems)))
	}
	compareArraysWithMLIR(t, mlirOpt, src.String(), want)
}

// compareArraysWithMLIR runs mlir-opt on src, ops each with an array attribute `a` of floats,
// and reports each element it prints otherwise than want (one array a line) has it.
func compareArraysWithMLIR(t *testing.T, mlirOpt, src string, want []string) {
	t.Helper()
	cmd := exec.Command(mlirOpt, "--allow-unregistered-dialect", "--mlir-print-op-generic", "-")
	cmd.Stdin = strings.NewReader(src)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("mlir-opt: %v\n%s", err, out)
	}
	var got []string
	for _, line := range strings.Split(string(out), "\n") {
		if start := strings.Index(line, "{a = "); start >= 0 {
			got = append(got, line[start+len("{a = "):strings.LastIndex(line, "}")])
		}
	}
	if len(got) != len(want) {
		t.Fatalf("found %d lines in mlir-opt output, want %d:\n%s", len(got), len(want), out)
	}
	for i := range got {
		a, b := strings.Split(got[i], ", "), strings.Split(want[i], ", ")
		for j := range a {
			if j < len(b) && a[j] != b[j] {
				t.Errorf("line %d: mlir-opt prints %s, we print %s", i, a[j], b[j])
			}
		}
	}
}

// TestWideFloatFormatting checks f80 and f128 values as mlir-opt-22 prints them: the six-digit
// form when it reads back in the format itself, else APFloat::toString with the format's
// precision (21 and 36 digits), else the hex of the encoding APFloat writes back.
func TestWideFloatFormatting(t *testing.T) {
	tests := []struct {
		kind      ir.FloatKind
		enc, want string
	}{
		{ir.F80, "3FFF8000000000000000", "1.000000e+00"},
		{ir.F80, "3FFBCCCCCCCCCCCCD000", "0.100000000000000005551"},
		{ir.F80, "BFFEF82CE1099AB37800", "-0.969434800000000040931"},
		{ir.F80, "3FFBCCCCCCCCCCCCCCCD", "1.000000e-01"},
		{ir.F80, "00000000000000000001", "3.645200e-4951"},
		{ir.F80, "00008000000000000000", "3.36210314311209350626E-4932"},
		{ir.F80, "7FFEFFFFFFFFFFFFFFFF", "1.18973149535723176502E+4932"},
		{ir.F80, "80000000000000000000", "-0.000000e+00"},
		{ir.F80, "FFFF8000000000000000", "0xFFFF8000000000000000"},
		{ir.F80, "7FFF0000000000000000", "0x7FFF0000000000000000"},
		{ir.F80, "3FFF0000000000000001", "0x7FFF0000000000000001"},
		{ir.F80, "403F8000000000000000", "0x403F8000000000000000"}, // 2^64 has no '.'
		{ir.F128, "FFFF0000000000000000000000000000", "0xFFFF0000000000000000000000000000"},
		{ir.F128, "3E97F3FB738587B90000000000000000", "8.31603227467148007973502408808160313E-109"},
		{ir.F128, "3FFB999999999999A000000000000000", "0.100000000000000005551115123125782702"},
		{ir.F128, "00000000000000000000000000000001", "6.475180e-4966"},
		{ir.F128, "40080000000000000000000000000000", "5.120000e+02"},
	}
	for _, tc := range tests {
		enc, _ := new(big.Int).SetString(tc.enc, 16)
		got, hex := appendWideFloat(nil, tc.kind, enc, nil)
		if string(got) != tc.want || hex != strings.HasPrefix(tc.want, "0x") {
			t.Errorf("%v %s: got %s (hex %v), want %s", tc.kind, tc.enc, got, hex, tc.want)
		}
	}
}

// TestWideFloatsAgainstMLIR prints random f80 and f128 encodings of every class and compares
// with mlir-opt-22, when it is installed.
func TestWideFloatsAgainstMLIR(t *testing.T) {
	mlirOpt, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	ctx := ir.NewContext()
	rng := rand.New(rand.NewSource(2))
	var src strings.Builder
	var want []string
	for _, k := range []ir.FloatKind{ir.F80, ir.F128} {
		ft := ctx.FloatType(k)
		mant := k.Semantics().MantBits
		var elems []ir.Attribute
		src.WriteString(`"t.op"() {a = [`)
		for i := range 400 {
			// Exponent fields spread over the whole range, with the ends and the middle
			// (values near 1) more likely; significands random, or with trailing zeros.
			var field int64
			switch i % 4 {
			case 0:
				field = rng.Int63n(0x8000)
			case 1:
				field = 0x3FFF + rng.Int63n(140) - 70
			case 2:
				field = []int64{0, 1, 0x7FFE, 0x7FFF}[rng.Intn(4)]
			default:
				field = 0x3FFF + rng.Int63n(8) - 4
			}
			sig := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(mant)))
			if i%3 == 0 {
				sig.Rsh(sig, uint(rng.Intn(mant))).Lsh(sig, uint(rng.Intn(mant)))
				sig.And(sig, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(mant)), big.NewInt(1)))
			}
			if k == ir.F80 && rng.Intn(8) != 0 {
				sig.SetBit(sig, 63, map[bool]uint{true: 0, false: 1}[field == 0])
			}
			enc := new(big.Int).Lsh(big.NewInt(field|int64(rng.Intn(2))<<15), uint(mant))
			enc.Or(enc, sig)
			if i > 0 {
				src.WriteString(", ")
			}
			fmt.Fprintf(&src, "0x%X : %s", enc, k)
			elems = append(elems, ctx.FloatAttrFromEncoding(ft, enc))
		}
		src.WriteString("]} : () -> ()\n")
		want = append(want, AttrString(ctx.ArrayAttr(elems)))
	}
	compareArraysWithMLIR(t, mlirOpt, src.String(), want)
}

// TestWideFloatAttributesRoundTrip parses f80 and f128 attributes of every kind (scalars, dense
// lists, splats, hex blobs, dense arrays) and prints them as mlir-opt-22 does.
func TestWideFloatAttributesRoundTrip(t *testing.T) {
	const src = `"t.op"() {a = 0x3FFF0000000000000001 : f80, ` +
		`b = dense<[0.1, 1.0e400, 0x00008000000000000000]> : tensor<3xf80>, ` +
		`c = dense<-0.0> : vector<2xf128>, ` +
		`d = dense<"0x0000000000000080FF7F00000000000000C0FF7F"> : tensor<2xf80>, ` +
		`e = array<f80: 1.0, 0.1>, f = array<f128>} : () -> ()` + "\n"
	const want = `"t.op"() {a = 0x7FFF0000000000000001 : f80, ` +
		`b = dense<[0.100000000000000005551, 0x7FFF8000000000000000, 3.36210314311209350626E-4932]> : tensor<3xf80>, ` +
		`c = dense<-0.000000e+00> : vector<2xf128>, ` +
		`d = dense<[0x7FFF8000000000000000, 0x7FFFC000000000000000]> : tensor<2xf80>, ` +
		`e = array<f80: 1.000000e+00, 0.100000000000000005551>, f = array<f128>} : () -> ()`
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	op, err := ParseSourceString(ctx, "t.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	got := String(op, PrintOptions{PrintGenericOpForm: true})
	if !strings.Contains(got, want) {
		t.Errorf("printed\n%s\nwant the attributes\n%s", got, want)
	}
}
