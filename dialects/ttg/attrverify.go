package ttg

import (
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// Verifiers of the layout attributes, run when they are parsed (MLIR's getChecked), after
// Triton's ...EncodingAttr::verify. Each returns the message of the first failure, or "".

func isPow2(x uint32) bool { return x != 0 && x&(x-1) == 0 }

func allPow2(v []uint32) bool {
	for _, x := range v {
		if !isPow2(x) {
			return false
		}
	}
	return true
}

func verifyOrder(order []uint32) string {
	seen := make([]bool, len(order))
	for _, o := range order {
		if int(o) >= len(order) || seen[o] {
			return fmt.Sprintf("order must be a permutation of 0..(rank-1), but was [%s]", joinInts(order))
		}
		seen[o] = true
	}
	return ""
}

func verifyBlocked(a *BlockedEncoding) string {
	n := len(a.SizePerThread)
	if len(a.ThreadsPerWarp) != n || len(a.WarpsPerCTA) != n || len(a.Order) != n {
		return "sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank."
	}
	if !allPow2(a.SizePerThread) {
		return "Every element in sizePerThread must be a power of two."
	}
	if !allPow2(a.ThreadsPerWarp) {
		return "Every element in threadsPerWarp must be a power of two."
	}
	if !allPow2(a.WarpsPerCTA) {
		return "Every element in warpsPerCTA must be a power of two."
	}
	return verifyOrder(a.Order)
}

// LayoutRank returns the rank of the tensors a layout attribute lays out, or -1 when unknown.
func LayoutRank(a ir.Attribute) int {
	switch e := a.(type) {
	case *BlockedEncoding:
		return len(e.Order)
	case *SliceEncoding:
		if r := LayoutRank(e.Parent); r > 0 {
			return r - 1
		}
	case *DotOperandEncoding:
		return LayoutRank(e.Parent)
	case *NvidiaMmaEncoding:
		return len(e.WarpsPerCTA)
	case *AMDMfmaEncoding:
		return len(e.WarpsPerCTA)
	case *AMDWmmaEncoding:
		return len(e.WarpsPerCTA)
	case *LinearEncoding:
		return basesRank(e.Bases)
	case *SwizzledSharedEncoding:
		return len(e.Order)
	case *AMDRotatingSharedEncoding:
		return len(e.Order)
	case *NVMMASharedEncoding:
		return e.Rank
	case *PaddedSharedEncoding:
		if e.Bases == nil {
			return len(e.Order)
		}
		return basesRank(e.Bases)
	case *SharedLinearEncoding:
		return basesRank(e.Bases)
	}
	return -1
}

func verifySlice(a *SliceEncoding) string {
	rank := LayoutRank(a.Parent)
	if rank < 0 {
		return ""
	}
	if rank <= 1 {
		return "parent layout must have at least rank >= 2"
	}
	if a.Dim >= rank {
		return fmt.Sprintf("slice dim=%d must be less than the parent rank=%d", a.Dim, rank)
	}
	return ""
}

func verifyDotOp(a *DotOperandEncoding) string {
	if a.OpIdx != 0 && a.OpIdx != 1 {
		return fmt.Sprintf("ttg.dot_op opIdx parameter can be 0 or 1, got: %d", a.OpIdx)
	}
	switch p := a.Parent.(type) {
	case *NvidiaMmaEncoding:
		ampereOrHopper := p.VersionMajor == 2 || p.VersionMajor == 3
		if a.KWidth != 0 && !ampereOrHopper {
			return "ttg.dot_op kWidth parameter can only be non-zero for Ampere or Hopper MMA parent"
		}
		if a.KWidth == 0 && ampereOrHopper {
			return "ttg.dot_op kWidth parameter is mandatory for Ampere or Hopper MMA parent"
		}
		if a.OpIdx != 0 && p.VersionMajor == 3 {
			return "ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, since Hopper WGMMA only allows first operand to be in registers"
		}
	case *AMDWmmaEncoding:
		switch {
		case p.Version == 1 && a.KWidth != 8 && a.KWidth != 16:
			return "ttg.dot_op kWidth parameter must be 8/16 for WMMA v1 (including packed cases for `scaled_dot`)"
		case p.Version == 2 && !slices.Contains([]int{4, 8, 16}, a.KWidth):
			return "ttg.dot_op kWidth parameter must be 4/8/16 for WMMA v2 (including packed cases for `scaled_dot`)"
		case p.Version == 3 && !slices.Contains([]int{2, 8, 16}, a.KWidth):
			return "ttg.dot_op kWidth parameter must be 2/8/16 for WMMA v3"
		}
	case *AMDMfmaEncoding:
		if a.KWidth == 0 {
			return "ttg.dot_op kWidth parameter is mandatory for MFMA parent"
		}
	case *BlockedEncoding:
		if a.KWidth != 0 {
			return "ttg.dot_op kWidth parameter is not supported when the parent is a blocked layout"
		}
	default:
		return "ttg.dot_op unexpected parent layout: " + asm.AttrString(a.Parent)
	}
	return ""
}

func verifyAMDMfma(a *AMDMfmaEncoding) string {
	if a.Version < 0 || a.Version > 4 {
		return "version must be in the [0, 4] range"
	}
	if len(a.InstrShape) >= 2 {
		m, n := a.InstrShape[0], a.InstrShape[1]
		valid := (m == 32 && n == 32) || (m == 16 && n == 16) || (m == 64 && n == 4) || (m == 4 && n == 64)
		if !valid {
			return fmt.Sprintf("invalid (mDim, nDim) combination: (%d, %d)", m, n)
		}
	}
	if a.ElementBitWidth != 32 && a.ElementBitWidth != 64 {
		return "elementBitWidth must be 32 or 64"
	}
	return ""
}

func verifyAMDWmma(a *AMDWmmaEncoding) string {
	if a.Version < 1 || a.Version > 3 {
		return "WMMA version must be in the [1, 3] range"
	}
	shape := joinInts(a.InstrShape)
	valid := map[int][]string{1: {"16, 16, 16"}, 2: {"16, 16, 16", "16, 16, 32"}, 3: {"16, 16, 4", "16, 16, 32", "16, 16, 64", "16, 16, 128"}}
	if !slices.Contains(valid[a.Version], shape) {
		return fmt.Sprintf("invalid WMMA v%d instruction shape", a.Version)
	}
	return ""
}

func verifyLinear(a *LinearEncoding) string {
	for _, nb := range a.Bases {
		for _, b := range nb.Bases {
			nonZero := 0
			for _, x := range b {
				if x != 0 {
					nonZero++
				}
			}
			if nonZero > 1 {
				return "In a distributed layout, each base must move in at most one dimension."
			}
		}
	}
	return ""
}

func verifySwizzled(order []uint32, cga CGALayout) string {
	if !cga.IsDefault() && len(cga[0]) != len(order) {
		return fmt.Sprintf("order size (%d) must match CTALayout rank (%d)", len(order), len(cga[0]))
	}
	return verifyOrder(order)
}

// verifyAttr checks a parsed layout attribute; it returns the message of the first failure,
// or "".
func verifyAttr(a ir.Attribute) string {
	switch e := a.(type) {
	case *BlockedEncoding:
		return verifyBlocked(e)
	case *SliceEncoding:
		return verifySlice(e)
	case *DotOperandEncoding:
		return verifyDotOp(e)
	case *AMDMfmaEncoding:
		return verifyAMDMfma(e)
	case *AMDWmmaEncoding:
		return verifyAMDWmma(e)
	case *LinearEncoding:
		return verifyLinear(e)
	case *SwizzledSharedEncoding:
		return verifySwizzled(e.Order, e.CGA)
	case *AMDRotatingSharedEncoding:
		return verifySwizzled(e.Order, e.CGA)
	}
	return ""
}

// basesRank returns the number of output dimensions of linear layout bases, or -1 when there
// are no bases.
func basesRank(bs []NamedBases) int {
	for _, b := range bs {
		if len(b.Bases) > 0 {
			return len(b.Bases[0])
		}
	}
	return -1
}
