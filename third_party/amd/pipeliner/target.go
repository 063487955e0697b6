package pipeliner

import (
	"strings"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// isaFamily is Triton's AMD ISAFamily: the generation of an AMD GPU.
type isaFamily int

// The AMD ISA families the pipeliner tells apart.
const (
	isaUnknown isaFamily = iota
	isaCDNA1
	isaCDNA2
	isaCDNA3
	isaCDNA4
	isaRDNA1
	isaRDNA2
	isaRDNA3
	isaRDNA4
	isaGFX1250
)

// amdArch is Triton's getAMDArch: the gfx name of the module's "hip:" target, or "".
func amdArch(op *ir.Operation) string {
	for m := op; m != nil; m = m.ParentOp() {
		if target, ok := m.Attr(ttg.TargetAttr).(*ir.StringAttr); ok {
			arch, _ := strings.CutPrefix(target.Value, "hip:")
			if arch == target.Value {
				return ""
			}
			return arch
		}
	}
	return ""
}

// deduceISAFamily is Triton's function of the same name, for the processors LLVM's AMDGPU
// target parser knows (features after a colon are ignored).
func deduceISAFamily(arch string) isaFamily {
	name, _, _ := strings.Cut(arch, ":")
	switch name {
	case "gfx1250":
		return isaGFX1250
	case "gfx950":
		return isaCDNA4
	case "gfx942":
		return isaCDNA3
	case "gfx90a":
		return isaCDNA2
	case "gfx908":
		return isaCDNA1
	case "gfx1200", "gfx1201":
		return isaRDNA4
	case "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153":
		return isaRDNA3
	case "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036":
		return isaRDNA2
	case "gfx1010", "gfx1011", "gfx1012", "gfx1013":
		return isaRDNA1
	}
	return isaUnknown
}

// isRDNA reports whether f is an RDNA generation.
func (f isaFamily) isRDNA() bool { return f >= isaRDNA1 && f <= isaRDNA4 }

// supportsDirectToLdsLoadBitWidth is Triton's TargetInfo method of the same name: the widths
// a global load straight into LDS may have (narrower ones would be widened and overwrite).
func (f isaFamily) supportsDirectToLdsLoadBitWidth(bits int) bool {
	switch f {
	case isaCDNA3:
		return bits == 32
	case isaCDNA4:
		return bits == 128 || bits == 32
	case isaGFX1250:
		return bits == 128 || bits == 64 || bits == 32
	}
	return false
}

// fitToValidDirectToLdsVecSize is Triton's function of the same name: the largest vector of at
// most maxVec elements a direct-to-LDS load supports, 0 for none.
func (f isaFamily) fitToValidDirectToLdsVecSize(maxVec, elemBits int) int {
	for maxVec > 0 && !f.supportsDirectToLdsLoadBitWidth(maxVec*elemBits) {
		maxVec /= 2
	}
	return maxVec
}
