package tritongputollvm

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// TestFp8ConversionOperands checks that the PTX of every packed conversion names exactly
// the operands its register widths give it: outputs first, then inputs, each numbered once.
func TestFp8ConversionOperands(t *testing.T) {
	ctx := ir.NewContext()
	kinds := []ir.Type{ctx.F16(), ctx.BF16(), ctx.F32(), ctx.FloatType(ir.F8E4M3FN), ctx.FloatType(ir.F8E5M2)}
	roundings := []int64{noRounding, roundTowardZero, roundToNearestEven}
	operand := regexp.MustCompile(`\$(\d+)`)
	found := 0
	for _, cc := range []int64{80, 89, 90} {
		for _, src := range kinds {
			for _, dst := range kinds {
				for _, r := range roundings {
					conv, ok := fp8ConversionFor(src, dst, r, cc)
					if !ok {
						continue
					}
					found++
					inBits, outBits := ir.IntOrFloatBitWidth(src), ir.IntOrFloatBitWidth(dst)
					outs := conv.numElements / (conv.outBits / outBits)
					ins := conv.numElements / (conv.inBits / inBits)
					seen := map[int]bool{}
					for _, m := range operand.FindAllStringSubmatch(conv.ptx, -1) {
						n, _ := strconv.Atoi(m[1])
						seen[n] = true
					}
					if len(seen) != outs+ins {
						t.Errorf("%s -> %s (rounding %d, sm_%d): PTX names %d operands, want %d outputs and %d inputs",
							floatName(src), floatName(dst), r, cc, len(seen), outs, ins)
					}
					for n := range outs + ins {
						if !seen[n] {
							t.Errorf("%s -> %s (rounding %d, sm_%d): PTX never names $%d", floatName(src), floatName(dst), r, cc, n)
						}
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no conversion found")
	}
}

// TestFp8ConversionTargets checks that the native conversions are chosen from sm_89 (fp16
// and bf16 to e5m2) and sm_90 (to bf16) on, and the emulations before.
func TestFp8ConversionTargets(t *testing.T) {
	ctx := ir.NewContext()
	e5m2 := ctx.FloatType(ir.F8E5M2)
	for _, c := range []struct {
		src, dst ir.Type
		rounding int64
		cc       int64
		want     fp8Conversion
	}{
		{ctx.F16(), e5m2, roundToNearestEven, 80, fp16ToFp8E5M2RTNEEmulated},
		{ctx.F16(), e5m2, roundToNearestEven, 89, fp16ToFp8E5M2RTNENative},
		{e5m2, ctx.BF16(), noRounding, 89, fp8E5M2ToBf16Emulated},
		{e5m2, ctx.BF16(), noRounding, 90, fp8E5M2ToBf16Native},
		{ctx.F16(), e5m2, roundTowardZero, 90, fp16ToFp8E5M2RTZ},
	} {
		got, ok := fp8ConversionFor(c.src, c.dst, c.rounding, c.cc)
		if !ok || got != c.want {
			t.Errorf("%s -> %s (rounding %d, sm_%d): got %q, want %q", floatName(c.src), floatName(c.dst), c.rounding, c.cc, got.ptx, c.want.ptx)
		}
	}
	if _, ok := fp8ConversionFor(ctx.BF16(), e5m2, roundTowardZero, 90); ok {
		t.Error("bf16 -> e5m2 rounding toward zero has no conversion in Triton")
	}
}
