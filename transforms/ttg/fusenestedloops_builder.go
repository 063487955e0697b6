package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
)

// arith.cmpi predicates.
const (
	cmpEQ  = 0
	cmpSLT = 2
	cmpSGT = 4
	cmpSGE = 5
	cmpULT = 6
	cmpUGT = 8
)

// loopBuilder creates the arithmetic of loop fusion at one location.
type loopBuilder struct {
	*ir.Builder
	loc ir.Location
}

func (b *loopBuilder) intConstant(t ir.Type, v int64) *ir.Value {
	return arith.BuildConstant(b, b.loc, t, ir.NamedAttribute{Name: "value", Value: b.Ctx.IntegerAttr(t, v)}).Result()
}

func (b *loopBuilder) cmp(pred int64, lhs, rhs *ir.Value) *ir.Value {
	return arith.BuildCmpI(b, b.loc, b.Ctx.I1(), lhs, rhs, ir.NamedAttribute{Name: "predicate", Value: b.Ctx.I64Attr(pred)}).Result()
}

func (b *loopBuilder) add(lhs, rhs *ir.Value) *ir.Value {
	return arith.BuildAddI(b, b.loc, lhs, rhs).Result()
}

func (b *loopBuilder) sub(lhs, rhs *ir.Value) *ir.Value {
	return arith.BuildSubI(b, b.loc, lhs, rhs).Result()
}

func (b *loopBuilder) mul(lhs, rhs *ir.Value) *ir.Value {
	return arith.BuildMulI(b, b.loc, lhs, rhs).Result()
}

func (b *loopBuilder) maxSI(lhs, rhs *ir.Value) *ir.Value {
	return arith.BuildMaxSI(b, b.loc, lhs, rhs).Result()
}

// numIters returns ceildiv(ub - lb, step), the length of range(lb, ub, step).
func (b *loopBuilder) numIters(lb, ub, step *ir.Value) *ir.Value {
	return arith.BuildCeilDivSI(b, b.loc, b.sub(ub, lb), step).Result()
}

// castInt converts an integer or index value to t when its type differs.
func (b *loopBuilder) castInt(v *ir.Value, t ir.Type) *ir.Value {
	if v.Type() == t {
		return v
	}
	_, fromIndex := v.Type().(*ir.IndexType)
	_, toIndex := t.(*ir.IndexType)
	if fromIndex || toIndex {
		return arith.BuildIndexCast(b, b.loc, t, v).Out()
	}
	if v.Type().(*ir.IntegerType).Width > t.(*ir.IntegerType).Width {
		return arith.BuildTruncI(b, b.loc, t, v).Out()
	}
	return arith.BuildExtSI(b, b.loc, t, v).Out()
}

// poisonOrZero returns a value of type t that is never read: a zero constant for scalars and
// tensors of numbers, ub.poison otherwise.
func (b *loopBuilder) poisonOrZero(t ir.Type) *ir.Value {
	elem := ir.ElementTypeOrSelf(t)
	tensor, isTensor := t.(*ir.RankedTensorType)
	if !isNumberType(elem) || (!isTensor && t != elem) {
		return ub.BuildPoison(b, b.loc, t).Result()
	}
	var attr ir.Attribute
	if isTensor {
		attr = b.Ctx.DenseElementsAttr(tensor, []uint64{0})
	} else if f, ok := elem.(*ir.FloatType); ok {
		attr = b.Ctx.FloatAttr(f, 0)
	} else {
		attr = b.Ctx.IntegerAttr(elem, 0)
	}
	return arith.BuildConstant(b, b.loc, t, ir.NamedAttribute{Name: "value", Value: attr}).Result()
}

func isNumberType(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		return true
	}
	return false
}

// newFor creates an scf.for over range(lb, ub, step) carrying inits, with a body block of
// its induction variable and iteration arguments and no terminator.
func (b *loopBuilder) newFor(lb, ub, step *ir.Value, inits []*ir.Value) scf.ForOp {
	types := make([]ir.Type, len(inits))
	for i, v := range inits {
		types[i] = v.Type()
	}
	loop := scf.BuildFor(b, b.loc, types, lb, ub, step, inits)
	body := ir.NewBlock(nil, nil)
	body.AddArgument(lb.Type(), b.loc)
	for _, t := range types {
		body.AddArgument(t, b.loc)
	}
	loop.Region().Append(body)
	return loop
}

// newBlock appends an empty block to r and moves the insertion point to its end.
func (b *loopBuilder) newBlock(r *ir.Region) *ir.Block {
	block := ir.NewBlock(nil, nil)
	r.Append(block)
	b.SetInsertionPointToEnd(block)
	return block
}

// intTypeWidth returns the width of an integer type, 64 for index.
func intTypeWidth(t ir.Type) int {
	if it, ok := t.(*ir.IntegerType); ok {
		return it.Width
	}
	return 64
}

func (b *loopBuilder) and(lhs, rhs *ir.Value) *ir.Value {
	return arith.BuildAndI(b, b.loc, lhs, rhs).Result()
}

func (b *loopBuilder) boolConstant(v bool) *ir.Value {
	return arith.BuildConstant(b, b.loc, b.Ctx.I1(), ir.NamedAttribute{Name: "value", Value: b.Ctx.BoolAttr(v)}).Result()
}

func (b *loopBuilder) selectValue(cond, trueValue, falseValue *ir.Value) *ir.Value {
	return arith.BuildSelect(b, b.loc, trueValue.Type(), cond, trueValue, falseValue).Result()
}
