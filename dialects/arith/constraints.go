package arith

import "github.com/ttgo/ttgo/ir"

// constraint is an ODS type constraint: a predicate on a type and the summary MLIR prints
// when it fails.
type constraint struct {
	summary string
	ok      func(ir.Type) bool
}

func isSignlessInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Signedness == ir.Signless
}

func isSignlessIntOrIndex(t ir.Type) bool {
	_, idx := t.(*ir.IndexType)
	return idx || isSignlessInt(t)
}

func isFloat(t ir.Type) bool {
	_, ok := t.(*ir.FloatType)
	return ok
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

// memrefOf accepts memrefs whose element satisfies elem.
func memrefOf(elem func(ir.Type) bool) func(ir.Type) bool {
	return func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && elem(m.Elem)
	}
}

func either(a, b func(ir.Type) bool) func(ir.Type) bool {
	return func(t ir.Type) bool { return a(t) || b(t) }
}

var (
	intLike   = constraint{"signless-integer-like", like(isSignlessIntOrIndex)}
	floatLike = constraint{"floating-point-like", like(isFloat)}
	fixedInt  = constraint{"signless-fixed-width-integer-like", like(isSignlessInt)}
	boolLike  = constraint{"bool-like", like(isBool)}
	anyType   = constraint{"any type", func(ir.Type) bool { return true }}
	indexCast = constraint{"signless-integer-like or memref of signless-integer",
		either(like(isSignlessIntOrIndex), memrefOf(isSignlessIntOrIndex))}
	bitcastable = constraint{"signless-integer-or-float-like or memref of signless-integer or float",
		either(like(either(isSignlessInt, isFloat)), memrefOf(either(isSignlessInt, isFloat)))}
)

// checkTypes verifies the operand and result constraints of op in ODS order; a nil
// constraint list skips that side, and the last constraint covers any extra values.
func checkTypes(op *ir.Operation, operands, results []constraint) error {
	for i, v := range op.Operands() {
		if len(operands) == 0 {
			break
		}
		c := operands[min(i, len(operands)-1)]
		if !c.ok(v.Type()) {
			return ir.OpError(op, "operand #%d must be %s, but got %s", i, c.summary, quoteType(v.Type()))
		}
	}
	for i, v := range op.Results() {
		if len(results) == 0 {
			break
		}
		c := results[min(i, len(results)-1)]
		if !c.ok(v.Type()) {
			return ir.OpError(op, "result #%d must be %s, but got %s", i, c.summary, quoteType(v.Type()))
		}
	}
	return nil
}

// shapeOf returns the shape of a vector or ranked tensor, and whether t is one.
func shapeOf(t ir.Type) ([]int64, bool) {
	switch t := t.(type) {
	case *ir.VectorType:
		return t.Dims, true
	case *ir.RankedTensorType:
		return t.Dims, true
	}
	return nil, false
}

// sameShape reports whether a and b are both scalars or both shaped with compatible shapes
// (a dynamic dimension matches any), as MLIR's verifyCompatibleShape with kinds.
func sameShape(a, b ir.Type) bool {
	_, ua := a.(*ir.UnrankedTensorType)
	_, ub := b.(*ir.UnrankedTensorType)
	if ua || ub {
		_, ra := a.(*ir.RankedTensorType)
		_, rb := b.(*ir.RankedTensorType)
		return (ua || ra) && (ub || rb)
	}
	sa, oka := shapeOf(a)
	sb, okb := shapeOf(b)
	if oka != okb {
		return false
	}
	if len(sa) != len(sb) {
		return false
	}
	for i := range sa {
		if sa[i] != sb[i] && sa[i] != ir.Dynamic && sb[i] != ir.Dynamic {
			return false
		}
	}
	return true
}

// i1SameShape returns i1 with the shape of t: a vector or tensor of i1, or i1 itself.
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
