package pipeliner

import "testing"

// TestDeduceISAFamily checks the processors of each family LLVM's AMDGPU target parser
// knows.
func TestDeduceISAFamily(t *testing.T) {
	for arch, want := range map[string]isaFamily{
		"gfx950": isaCDNA4, "gfx942": isaCDNA3, "gfx942:sramecc+:xnack-": isaCDNA3, "gfx90a": isaCDNA2,
		"gfx908": isaCDNA1, "gfx1201": isaRDNA4, "gfx1100": isaRDNA3, "gfx1030": isaRDNA2,
		"gfx1250": isaGFX1250, "gfx803": isaUnknown, "": isaUnknown,
	} {
		if got := deduceISAFamily(arch); got != want {
			t.Errorf("deduceISAFamily(%q) = %v, want %v", arch, got, want)
		}
	}
}

// TestFitToValidDirectToLdsVecSize checks that vectors shrink to the widths a direct-to-LDS
// load supports: 32 bits on CDNA3, 32 or 128 on CDNA4, none elsewhere.
func TestFitToValidDirectToLdsVecSize(t *testing.T) {
	for _, tc := range []struct {
		family          isaFamily
		vec, bits, want int
	}{
		{isaCDNA3, 8, 16, 2},
		{isaCDNA3, 1, 16, 0},
		{isaCDNA4, 8, 16, 8},
		{isaCDNA4, 4, 16, 2},
		{isaGFX1250, 4, 16, 4},
		{isaRDNA4, 8, 16, 0},
	} {
		if got := tc.family.fitToValidDirectToLdsVecSize(tc.vec, tc.bits); got != tc.want {
			t.Errorf("family %v: fitToValidDirectToLdsVecSize(%d, %d) = %d, want %d", tc.family, tc.vec, tc.bits, got, tc.want)
		}
	}
}
