// Package amdgpu is Triton's TritonAMDGPU dialect (namespace `amdg`), in the part ttgo's
// passes meet: amdg.local_load_packed_tranposed, the LDS read that repacks a tensor packed
// along M/N into one packed along K. ttgo parses, verifies and prints it as Triton 3.6 does;
// no pass lowers it yet.
package amdgpu

import (
	"slices"
	"sync"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

func one(name string) ir.ValueSpec { return ir.ValueSpec{Name: name} }

func opt(name string) ir.ValueSpec { return ir.ValueSpec{Name: name, Kind: ir.Optional} }

func ops() []*ir.OpDef {
	return []*ir.OpDef{
		{Name: "amdg.local_load_packed_tranposed", Traits: ir.MemoryRead,
			Operands: []ir.ValueSpec{ttg.MemDescSlot("src"), opt("token")}, Results: []ir.ValueSpec{one("result")},
			TypeRules: []ir.TypeRule{ttg.BuildAsyncToken("token")},
			Format:    "$src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)",
			Verify:    verifyLocalLoadPackedTransposed},
	}
}

// Dialect returns the TritonAMDGPU dialect (`amdg`); loading it loads tt and ttg too. Every
// call returns the same definition, made on the first.
func Dialect() *ir.Dialect {
	dialectOnce.Do(func() {
		dialect = &ir.Dialect{Name: "amdg", Ops: ops(), Dependencies: []*ir.Dialect{tt.Dialect(), ttg.Dialect()}}
	})
	return dialect
}

var (
	dialectOnce sync.Once
	dialect     *ir.Dialect
)

// verifyLocalLoadPackedTransposed is Triton's LocalLoadPackedTransposedOp::verify: a dot
// operand read from a swizzled layout whose order keeps M/N contiguous, the M/N dimension of
// the result twice, and K half, the source's.
func verifyLocalLoadPackedTransposed(op *ir.Operation) error {
	view := LocalLoadPackedTranposedOp{op}
	src, ok := view.Src().Type().(*ttg.MemDescType)
	dst, dok := view.Result().Type().(*ir.RankedTensorType)
	if !ok || !dok {
		return nil
	}
	dot, ok := dst.Encoding.(*ttg.DotOperandEncoding)
	if !ok {
		return ir.OpError(op, "only works with DotOperandEncodingAttr dst encoding")
	}
	shared, ok := src.Encoding.(*ttg.SwizzledSharedEncoding)
	if !ok {
		return ir.OpError(op, "only works with SwizzledSharedEncodingAttr src encoding")
	}
	batch := len(src.Dims) == 3
	mn, k := 0, 1
	if batch {
		mn, k = 1, 2
	}
	orders := [][]uint32{{0, 1}, {1, 2, 0}}
	if dot.OpIdx != 0 {
		orders = [][]uint32{{1, 0}, {2, 1, 0}}
	}
	if !slices.Equal(shared.Order, orders[0]) && !(batch && slices.Equal(shared.Order, orders[1])) {
		return ir.OpError(op, "Order of dimensions don't match expected")
	}
	want := slices.Clone(dst.Dims)
	if len(want) <= k {
		return ir.OpError(op, "Input and output dimensions don't match after packing changes")
	}
	if dot.OpIdx == 0 {
		want[mn] /= 2
		want[k] *= 2
	} else {
		want[mn] *= 2
		want[k] /= 2
	}
	if !slices.Equal(src.Dims, want) {
		return ir.OpError(op, "Input and output dimensions don't match after packing changes")
	}
	return nil
}
