package asm

import (
	"bytes"
	"fmt"
	"math"
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
	cmd := exec.Command(mlirOpt, "--allow-unregistered-dialect", "--mlir-print-op-generic", "-")
	cmd.Stdin = strings.NewReader(src.String())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("mlir-opt: %v\n%s", err, out)
	}
	i := 0
	for _, line := range bytes.Split(out, []byte("\n")) {
		s := string(line)
		start := strings.Index(s, "{a = ")
		if start < 0 {
			continue
		}
		got := s[start+len("{a = ") : strings.LastIndex(s, "}")]
		if got != want[i] {
			a, b := strings.Split(got, ", "), strings.Split(want[i], ", ")
			for j := range a {
				if j < len(b) && a[j] != b[j] {
					t.Errorf("%v: mlir-opt prints %s, we print %s", kinds[i], a[j], b[j])
				}
			}
		}
		i++
	}
	if i != len(kinds) {
		t.Fatalf("found %d lines in mlir-opt output, want %d:\n%s", i, len(kinds), out)
	}
}
