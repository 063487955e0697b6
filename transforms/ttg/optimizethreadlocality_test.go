package ttgpasses

import (
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// TestLargestFinite checks the largest finite values of the IEEE formats against their
// well-known encodings: 65504 (f16), 3.3895e38 (bf16) and math.MaxFloat32.
func TestLargestFinite(t *testing.T) {
	for _, c := range []struct {
		kind ir.FloatKind
		want uint64
	}{
		{ir.F16, 0x7BFF},
		{ir.BF16, 0x7F7F},
		{ir.F32, 0x7F7FFFFF},
		{ir.F64, 0x7FEFFFFFFFFFFFFF},
	} {
		if got := largestFinite(c.kind); got != c.want {
			t.Errorf("largestFinite(%v) = %#x, want %#x", c.kind, got, c.want)
		}
	}
	if got := ir.F32.BitsToFloat64(largestFinite(ir.F32)); got != 3.4028234663852886e38 {
		t.Errorf("largestFinite(f32) decodes to %v", got)
	}
}
