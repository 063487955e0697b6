package indextollvm

import (
	"github.com/ttgo/ttgo/dialects/index"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// opLowering pairs an index op with its lowering.
type opLowering struct {
	op    *ir.OpDef
	lower lowering
}

// binaryLowering lowers a binary index op to the llvm op build makes.
func binaryLowering[V interface{ Res() *ir.Value }](build func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, attrs ...ir.NamedAttribute) V) lowering {
	return func(l *lowerer, _ *ir.Operation, operands []*ir.Value) *ir.Value {
		return build(l.rw, l.loc, operands[0], operands[1]).Res()
	}
}

// lowerings lists the lowering of every index op, as MLIR's IndexToLLVM patterns.
func lowerings() []opLowering {
	return []opLowering{
		{index.AddDef, binaryLowering(llvm.BuildAdd)},
		{index.SubDef, binaryLowering(llvm.BuildSub)},
		{index.MulDef, binaryLowering(llvm.BuildMul)},
		{index.DivSDef, binaryLowering(llvm.BuildSdiv)},
		{index.DivUDef, binaryLowering(llvm.BuildUdiv)},
		{index.RemSDef, binaryLowering(llvm.BuildSrem)},
		{index.RemUDef, binaryLowering(llvm.BuildUrem)},
		{index.MaxSDef, binaryLowering(llvm.BuildIntrSmax)},
		{index.MaxUDef, binaryLowering(llvm.BuildIntrUmax)},
		{index.MinSDef, binaryLowering(llvm.BuildIntrSmin)},
		{index.MinUDef, binaryLowering(llvm.BuildIntrUmin)},
		{index.ShlDef, binaryLowering(llvm.BuildShl)},
		{index.ShrSDef, binaryLowering(llvm.BuildAshr)},
		{index.ShrUDef, binaryLowering(llvm.BuildLshr)},
		{index.AndDef, binaryLowering(llvm.BuildAnd)},
		{index.OrDef, binaryLowering(llvm.BuildOr)},
		{index.XOrDef, binaryLowering(llvm.BuildXor)},
		{index.CeilDivSDef, lowerCeilDivS},
		{index.CeilDivUDef, lowerCeilDivU},
		{index.FloorDivSDef, lowerFloorDivS},
		{index.CmpDef, func(l *lowerer, op *ir.Operation, operands []*ir.Value) *ir.Value {
			return l.icmp(op.Attr("pred").(*index.CmpPredicateAttr).Keyword(), operands[0], operands[1])
		}},
		{index.CastSDef, func(l *lowerer, op *ir.Operation, operands []*ir.Value) *ir.Value {
			return l.cast(op, operands[0], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
				return llvm.BuildSext(b, loc, t, x).Res()
			})
		}},
		{index.CastUDef, func(l *lowerer, op *ir.Operation, operands []*ir.Value) *ir.Value {
			return l.cast(op, operands[0], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
				return llvm.BuildZext(b, loc, t, x).Res()
			})
		}},
		{index.ConstantDef, func(l *lowerer, op *ir.Operation, _ []*ir.Value) *ir.Value {
			return l.constant(op.Attr("value").(*ir.IntegerAttr).Value)
		}},
		{index.BoolConstantDef, func(l *lowerer, op *ir.Operation, _ []*ir.Value) *ir.Value {
			return llvm.BuildMlirConstant(l.rw, l.loc, l.rw.Ctx.I1(), ir.NamedAttribute{Name: "value", Value: op.Attr("value")}).Res()
		}},
		{index.SizeOfDef, func(l *lowerer, _ *ir.Operation, _ []*ir.Value) *ir.Value {
			return l.constant(int64(l.intType.Width))
		}},
	}
}

// cast lowers index.casts or index.castu of x: a truncation to a narrower type, extend to a
// wider one, and x itself where the widths agree.
func (l *lowerer) cast(op *ir.Operation, x *ir.Value, extend func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value) *ir.Value {
	to := op.SingleResult().Type()
	if _, ok := to.(*ir.IndexType); ok {
		to = l.intType
	}
	from, into := x.Type().(*ir.IntegerType).Width, to.(*ir.IntegerType).Width
	switch {
	case from > into:
		return llvm.BuildTrunc(l.rw, l.loc, to, x).Res()
	case from < into:
		return extend(l.rw, l.loc, to, x)
	}
	return x
}

// lowerCeilDivS is ceil(n / m) for signed n and m: (n + x) / m + 1 with x = -1 for m > 0
// and 1 otherwise when n and m have the same sign and n is not 0, else -((-n) / m).
func lowerCeilDivS(l *lowerer, _ *ir.Operation, operands []*ir.Value) *ir.Value {
	n, m := operands[0], operands[1]
	zero, posOne, negOne := l.constant(0), l.constant(1), l.constant(-1)
	mPos := l.icmp("sgt", m, zero)
	x := llvm.BuildSelect(l.rw, l.loc, l.intType, mPos, negOne, posOne).Res()
	nPlusX := llvm.BuildAdd(l.rw, l.loc, n, x).Res()
	nPlusXDivM := llvm.BuildSdiv(l.rw, l.loc, nPlusX, m).Res()
	posRes := llvm.BuildAdd(l.rw, l.loc, nPlusXDivM, posOne).Res()
	negN := llvm.BuildSub(l.rw, l.loc, zero, n).Res()
	negNDivM := llvm.BuildSdiv(l.rw, l.loc, negN, m).Res()
	negRes := llvm.BuildSub(l.rw, l.loc, zero, negNDivM).Res()
	nPos := l.icmp("sgt", n, zero)
	sameSign := l.icmp("eq", nPos, mPos)
	nNonZero := l.icmp("ne", n, zero)
	cmp := llvm.BuildAnd(l.rw, l.loc, sameSign, nNonZero).Res()
	return llvm.BuildSelect(l.rw, l.loc, l.intType, cmp, posRes, negRes).Res()
}

// lowerCeilDivU is ceil(n / m) for unsigned n and m: 0 for n = 0, else (n - 1) / m + 1.
func lowerCeilDivU(l *lowerer, _ *ir.Operation, operands []*ir.Value) *ir.Value {
	n, m := operands[0], operands[1]
	zero, one := l.constant(0), l.constant(1)
	minusOne := llvm.BuildSub(l.rw, l.loc, n, one).Res()
	quotient := llvm.BuildUdiv(l.rw, l.loc, minusOne, m).Res()
	plusOne := llvm.BuildAdd(l.rw, l.loc, quotient, one).Res()
	isZero := l.icmp("eq", n, zero)
	return llvm.BuildSelect(l.rw, l.loc, l.intType, isZero, zero, plusOne).Res()
}

// lowerFloorDivS is floor(n / m) for signed n and m: -1 - (x - n) / m with x = 1 for m < 0
// and -1 otherwise when n and m have different signs and n is not 0, else n / m.
func lowerFloorDivS(l *lowerer, _ *ir.Operation, operands []*ir.Value) *ir.Value {
	n, m := operands[0], operands[1]
	zero, posOne, negOne := l.constant(0), l.constant(1), l.constant(-1)
	mNeg := l.icmp("slt", m, zero)
	x := llvm.BuildSelect(l.rw, l.loc, l.intType, mNeg, posOne, negOne).Res()
	xMinusN := llvm.BuildSub(l.rw, l.loc, x, n).Res()
	xMinusNDivM := llvm.BuildSdiv(l.rw, l.loc, xMinusN, m).Res()
	negRes := llvm.BuildSub(l.rw, l.loc, negOne, xMinusNDivM).Res()
	posRes := llvm.BuildSdiv(l.rw, l.loc, n, m).Res()
	nNeg := l.icmp("slt", n, zero)
	diffSign := l.icmp("ne", nNeg, mNeg)
	nNonZero := l.icmp("ne", n, zero)
	cmp := llvm.BuildAnd(l.rw, l.loc, diffSign, nNonZero).Res()
	return llvm.BuildSelect(l.rw, l.loc, l.intType, cmp, negRes, posRes).Res()
}
