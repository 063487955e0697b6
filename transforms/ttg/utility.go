package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// The helpers of Triton's lib/Dialect/TritonGPU/Transforms/Utility.cpp that several passes use.

// lookupNumWarps is ttg.LookupNumWarps as an int.
func lookupNumWarps(op *ir.Operation) (int, bool) {
	n, ok := ttg.LookupNumWarps(op)
	return int(n), ok
}

// threadsPerWarp is TritonGPUDialect::getThreadsPerWarp: the module's ttg.threads-per-warp,
// 32 by default.
func threadsPerWarp(module *ir.Operation) int {
	if v, ok := ir.LookupAttr(module.Attrs(), threadsPerWarpAttr).(*ir.IntegerAttr); ok {
		return int(v.Value)
	}
	return 32
}

// elementBitWidth is Triton's getElementBitWidth: the bit width of a tensor's elements, or of
// what its pointers point to.
func elementBitWidth(t *ir.RankedTensorType) int {
	if pt, ok := t.Elem.(*tt.PointerType); ok {
		return ir.IntOrFloatBitWidth(pt.Pointee)
	}
	return ir.IntOrFloatBitWidth(t.Elem)
}

// withEncoding returns t with its encoding replaced.
func withEncoding(ctx *ir.Context, t *ir.RankedTensorType, encoding ir.Attribute) *ir.RankedTensorType {
	return ctx.RankedTensorType(t.Dims, t.Elem, encoding)
}

// enclosingModule returns the outermost builtin.module around op, or op's root ancestor.
func enclosingModule(op *ir.Operation) *ir.Operation {
	module := op
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		module = p
	}
	return module
}

// setInsertionPointAfterValue places b right after v's definition, or at the start of its
// block for a block argument.
func setInsertionPointAfterValue(b *ir.Builder, v *ir.Value) {
	if d := v.DefiningOp(); d != nil {
		b.SetInsertionPointAfter(d)
		return
	}
	b.SetInsertionPointToStart(v.OwnerBlock())
}

// requireNumWarps is lookupNumWarps for passes that cannot go on without the count: it fails
// with a diagnostic at op when no enclosing op gives it.
func requireNumWarps(op *ir.Operation) (int, error) {
	if n, ok := lookupNumWarps(op); ok {
		return n, nil
	}
	return 0, ir.OpError(op, "is not in a context with `ttg.num-warps`")
}
