package math

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

func isFloat(t ir.Type) bool {
	_, ok := t.(*ir.FloatType)
	return ok
}

func isSignlessInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Signedness == ir.Signless
}

func isBool(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 1 && it.Signedness == ir.Signless
}

// like accepts scalars satisfying elem and vectors and tensors of them.
func like(elem func(ir.Type) bool) func(ir.Type) bool {
	return func(t ir.Type) bool {
		switch t := t.(type) {
		case *ir.VectorType, *ir.RankedTensorType, *ir.UnrankedTensorType:
			return elem(t.(ir.ShapedType).ElementType())
		}
		return elem(t)
	}
}

// checkAll verifies that every operand and result is elem-like, with ODS's message.
func checkAll(elem func(ir.Type) bool, summary string) func(*ir.Operation) error {
	ok := like(elem)
	return func(op *ir.Operation) error {
		for i, t := range op.OperandTypes() {
			if !ok(t) {
				return ir.OpError(op, "operand #%d must be %s, but got %s", i, summary, quoteType(t))
			}
		}
		for i, t := range op.ResultTypes() {
			if !ok(t) {
				return ir.OpError(op, "result #%d must be %s, but got %s", i, summary, quoteType(t))
			}
		}
		return nil
	}
}

// i1SameShape returns i1 with the shape of t.
func i1SameShape(ctx *ir.Context, t ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.VectorType:
		return ctx.VectorType(t.Dims, ctx.I1(), t.Scalable)
	case *ir.RankedTensorType:
		return ctx.RankedTensorType(t.Dims, ctx.I1(), t.Encoding)
	case *ir.UnrankedTensorType:
		return ctx.UnrankedTensorType(ctx.I1())
	}
	return ctx.I1()
}

// quoteType renders t in quotes, as MLIR's diagnostics print types.
func quoteType(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }
