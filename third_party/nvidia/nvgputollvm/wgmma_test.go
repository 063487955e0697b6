package nvgputollvm

import "testing"

// TestWGMMAShapeCheck checks the instruction table: which element types and shapes exist,
// and which take the scale and transpose immediates.
func TestWGMMAShapeCheck(t *testing.T) {
	tests := []struct {
		name                        string
		s                           wgmmaShape
		supported, float, transpose bool
	}{
		{"f16 acc f32", wgmmaShape{m: 64, n: 128, k: 16, eltA: eltF16, eltB: eltF16, eltC: eltF32}, true, true, true},
		{"bf16 acc f16", wgmmaShape{m: 64, n: 128, k: 16, eltA: eltBF16, eltB: eltBF16, eltC: eltF16}, false, false, false},
		{"tf32", wgmmaShape{m: 64, n: 256, k: 8, eltA: eltTF32, eltB: eltTF32, eltC: eltF32}, true, true, false},
		{"tf32 transposed", wgmmaShape{m: 64, n: 256, k: 8, eltA: eltTF32, eltB: eltTF32, eltC: eltF32, transB: true}, false, false, false},
		{"fp8 mixed", wgmmaShape{m: 64, n: 64, k: 32, eltA: eltE4M3, eltB: eltE5M2, eltC: eltF16}, true, true, false},
		{"s8", wgmmaShape{m: 64, n: 224, k: 32, eltA: eltS8, eltB: eltS8, eltC: eltS32}, true, false, false},
		{"s8 n too large", wgmmaShape{m: 64, n: 256, k: 32, eltA: eltS8, eltB: eltS8, eltC: eltS32}, false, false, false},
		{"m not 64", wgmmaShape{m: 128, n: 64, k: 16, eltA: eltF16, eltB: eltF16, eltC: eltF32}, false, false, false},
		{"n not a multiple of 8", wgmmaShape{m: 64, n: 12, k: 16, eltA: eltF16, eltB: eltF16, eltC: eltF32}, false, false, false},
	}
	for _, tc := range tests {
		s := tc.s
		got := s.check()
		if got != tc.supported || (got && (s.floatType != tc.float || s.transposing != tc.transpose)) {
			t.Errorf("%s: check() = %v (float %v, transpose %v), want %v (float %v, transpose %v)",
				tc.name, got, s.floatType, s.transposing, tc.supported, tc.float, tc.transpose)
		}
	}
}
