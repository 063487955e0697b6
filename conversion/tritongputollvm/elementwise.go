package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// binaryBuilder emits the llvm op of one element of a binary elementwise op.
type binaryBuilder func(b ir.OpCreator, loc ir.Location, lhs, rhs *ir.Value) *ir.Value

// binaryOps maps the arith ops that lower to one llvm op per element, as Triton's
// ElementwiseOpConversion (and MLIR's arith-to-llvm patterns for scalars) do.
var binaryOps = []struct {
	is    func(*ir.Operation) bool
	build binaryBuilder
}{
	{is[arith.AddIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildAdd(b, loc, x, y).Res()
	}},
	{is[arith.SubIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildSub(b, loc, x, y).Res()
	}},
	{is[arith.MulIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildMul(b, loc, x, y).Res()
	}},
	{is[arith.DivSIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildSdiv(b, loc, x, y).Res()
	}},
	{is[arith.DivUIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildUdiv(b, loc, x, y).Res()
	}},
	{is[arith.RemSIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildSrem(b, loc, x, y).Res()
	}},
	{is[arith.RemUIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildUrem(b, loc, x, y).Res()
	}},
	{is[arith.AndIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildAnd(b, loc, x, y).Res()
	}},
	{is[arith.OrIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildOr(b, loc, x, y).Res()
	}},
	{is[arith.XOrIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildXor(b, loc, x, y).Res()
	}},
	{is[arith.ShLIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildShl(b, loc, x, y).Res()
	}},
	{is[arith.ShRUIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildLshr(b, loc, x, y).Res()
	}},
	{is[arith.ShRSIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildAshr(b, loc, x, y).Res()
	}},
	{is[arith.MinSIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildIntrSmin(b, loc, x, y).Res()
	}},
	{is[arith.MaxSIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildIntrSmax(b, loc, x, y).Res()
	}},
	{is[arith.MinUIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildIntrUmin(b, loc, x, y).Res()
	}},
	{is[arith.MaxUIOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildIntrUmax(b, loc, x, y).Res()
	}},
	{is[arith.MinNumFOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildIntrMinnum(b, loc, x, y).Res()
	}},
	{is[arith.MaxNumFOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildIntrMaxnum(b, loc, x, y).Res()
	}},
	{is[arith.RemFOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildFrem(b, loc, x, y).Res()
	}},
	{is[arith.AddFOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildFadd(b, loc, x, y).Res()
	}},
	{is[arith.SubFOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildFsub(b, loc, x, y).Res()
	}},
	{is[arith.MulFOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildFmul(b, loc, x, y).Res()
	}},
	{is[arith.DivFOp], func(b ir.OpCreator, loc ir.Location, x, y *ir.Value) *ir.Value {
		return llvm.BuildFdiv(b, loc, x, y).Res()
	}},
}

// is reports whether op is a T.
func is[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}

// BinaryPattern lowers the arith ops of binaryOps, element by element.
func BinaryPattern(op *ir.Operation, l *Lowering) (bool, error) {
	for _, b := range binaryOps {
		if b.is(op) {
			return true, l.elementwise(op, func(loc ir.Location, _ ir.Type, args []*ir.Value) *ir.Value {
				return withAttrsOf(op, b.build(l.B, loc, args[0], args[1]))
			})
		}
	}
	return false, nil
}

// CmpPattern lowers arith.cmpi and arith.cmpf to llvm.icmp and llvm.fcmp, whose predicates
// the arith ones number alike.
func CmpPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if c, ok := arith.AsCmpI(op); ok {
		pred := c.PredicateAttr()
		return true, l.elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
			return llvm.BuildIcmp(l.B, loc, t, args[0], args[1], ir.NamedAttribute{Name: "predicate", Value: pred}).Res()
		})
	}
	if c, ok := arith.AsCmpF(op); ok {
		pred := c.PredicateAttr()
		return true, l.elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
			return llvm.BuildFcmp(l.B, loc, t, args[0], args[1], ir.NamedAttribute{Name: "predicate", Value: pred}).Res()
		})
	}
	return false, nil
}

// SelectPattern lowers arith.select to llvm.select per element.
func SelectPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if !is[arith.SelectOp](op) {
		return false, nil
	}
	return true, l.elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
		return withAttrsOf(op, llvm.BuildSelect(l.B, loc, t, args[0], args[1], args[2]).Res())
	})
}

// elementwise is Triton's ElementwiseOpConversionBase: it unpacks every operand, builds one
// result per register with build (given the converted element type), deduplicates the
// results by the constancy the axis info knows, and packs them.
func (l *Lowering) elementwise(op *ir.Operation, build func(loc ir.Location, elem ir.Type, args []*ir.Value) *ir.Value) error {
	loc := op.Loc()
	result, err := SoleResult(op)
	if err != nil {
		return err
	}
	resT := result.Type()
	elemT := resT
	if rt, ok := resT.(*ir.RankedTensorType); ok {
		elemT = rt.Elem
	}
	elem, err := l.Types.Convert(elemT)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	n := 1
	if rt, ok := resT.(*ir.RankedTensorType); ok {
		if n, err = ElemsPerThread(rt); err != nil {
			return ir.OpError(op, "%v", err)
		}
	}
	perReg := make([][]*ir.Value, n)
	for _, v := range l.Operands(op) {
		elems := l.Unpack(loc, v)
		for i := range perReg {
			// A scalar operand (select's condition) serves every register.
			perReg[i] = append(perReg[i], elems[min(i, len(elems)-1)])
		}
	}
	vals := make([]*ir.Value, len(perReg))
	for i, args := range perReg {
		vals[i] = build(loc, elem, args)
	}
	rt, ok := resT.(*ir.RankedTensorType)
	if !ok {
		l.Replace(op, vals[0])
		return nil
	}
	vals = l.deduplicate(result, rt, vals)
	return l.packResult(op, vals)
}

// memoryEffectFree is MLIR's isMemoryEffectFree: op is known to touch no memory. Integer
// division is such an op without being Pure.
func memoryEffectFree(op *ir.Operation) bool {
	effects, known := ir.Effects(op)
	return known && effects == 0
}

// deduplicate is Triton's maybeDeduplicate: where the axis info knows runs of equal values
// along a dimension, the registers of a run reuse the first one's value.
func (l *Lowering) deduplicate(result *ir.Value, t *ir.RankedTensorType, vals []*ir.Value) []*ir.Value {
	if l.Axis == nil || !memoryEffectFree(result.DefiningOp()) {
		return vals
	}
	info, ok := l.Axis.Lookup(result)
	if !ok || info.Rank() != len(t.Dims) {
		return vals
	}
	allOne := true
	for _, c := range info.Constancy {
		allOne = allOne && c == 1
	}
	if allOne {
		return vals
	}
	ll, err := LinearLayoutOf(t)
	if err != nil {
		return vals
	}
	regBases := ll.Bases(layout.DimRegister)
	var keep int32
	for j, b := range regBases {
		for d, v := range b {
			if v != 0 && int64(v) >= info.Constancy[d] {
				keep |= 1 << j
			}
		}
	}
	out := make([]*ir.Value, len(vals))
	for i := range vals {
		out[i] = vals[int32(i)&keep]
	}
	return out
}

// castOps maps the arith casts that lower to one llvm cast per element.
var castOps = []struct {
	is    func(*ir.Operation) bool
	build func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value
}{
	{is[arith.ExtSIOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildSext(b, loc, t, x).Res()
	}},
	{is[arith.ExtUIOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildZext(b, loc, t, x).Res()
	}},
	{is[arith.TruncIOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildTrunc(b, loc, t, x).Res()
	}},
	{is[arith.SIToFPOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildSitofp(b, loc, t, x).Res()
	}},
	{is[arith.UIToFPOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildUitofp(b, loc, t, x).Res()
	}},
	{is[arith.FPToSIOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildFptosi(b, loc, t, x).Res()
	}},
	{is[arith.FPToUIOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildFptoui(b, loc, t, x).Res()
	}},
	{is[tt.IntToPtrOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildInttoptr(b, loc, t, x).Res()
	}},
	{is[tt.PtrToIntOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildPtrtoint(b, loc, t, x).Res()
	}},
	{is[tt.BitcastOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildBitcast(b, loc, t, x).Res()
	}},
	{is[arith.ExtFOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildFpext(b, loc, t, x).Res()
	}},
	{is[arith.TruncFOp], func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
		return llvm.BuildFptrunc(b, loc, t, x).Res()
	}},
}

// CastPattern lowers the arith casts of castOps, element by element.
func CastPattern(op *ir.Operation, l *Lowering) (bool, error) {
	for _, c := range castOps {
		if c.is(op) {
			return true, l.elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
				return withAttrsOf(op, c.build(l.B, loc, t, args[0]))
			})
		}
	}
	return false, nil
}

// FmaPattern lowers math.fma to llvm.intr.fma per register.
func FmaPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if !is[math.FmaOp](op) {
		return false, nil
	}
	return true, l.elementwise(op, func(loc ir.Location, _ ir.Type, args []*ir.Value) *ir.Value {
		return withAttrsOf(op, llvm.BuildIntrFma(l.B, loc, args[0], args[1], args[2]).Res())
	})
}
