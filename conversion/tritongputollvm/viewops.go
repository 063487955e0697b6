package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// MakeRangePattern is Triton's MakeRangeOpConversion: each register holds its coordinate
// plus start.
func MakeRangePattern(op *ir.Operation, l *Lowering) (bool, error) {
	mr, ok := tt.AsMakeRange(op)
	if !ok {
		return false, nil
	}
	t := mr.Result().Type().(*ir.RankedTensorType)
	loc := op.Loc()
	first, _ := mr.Start()
	start := l.IndexConst(loc, first)
	idxs, err := l.EmitIndices(loc, t, true)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	vals := make([]*ir.Value, len(idxs))
	for i, idx := range idxs {
		vals[i] = llvm.BuildAdd(l.B, loc, idx[0], start).Res()
	}
	return true, l.packResult(op, vals)
}

// packResult packs vals as op's single tensor result and records the replacement.
func (l *Lowering) packResult(op *ir.Operation, vals []*ir.Value) error {
	result, err := SoleResult(op)
	if err != nil {
		return err
	}
	st, err := l.Types.Convert(result.Type())
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	l.Replace(op, l.Pack(op.Loc(), vals, st))
	return nil
}

// splatLike is Triton's convertSplatLikeOp: value bitcast to the element type, in every
// register of op's result.
func (l *Lowering) splatLike(op *ir.Operation, value *ir.Value) error {
	result, err := SoleResult(op)
	if err != nil {
		return err
	}
	t := result.Type().(*ir.RankedTensorType)
	elem, err := l.Types.Convert(t.Elem)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	n, err := ElemsPerThread(t)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	v := l.Bitcast(op.Loc(), value, elem)
	vals := make([]*ir.Value, n)
	for i := range vals {
		vals[i] = v
	}
	return l.packResult(op, vals)
}

// SplatPattern is Triton's SplatOpConversion.
func SplatPattern(op *ir.Operation, l *Lowering) (bool, error) {
	s, ok := tt.AsSplat(op)
	if !ok {
		return false, nil
	}
	return true, l.splatLike(op, l.Remapped(s.Src()))
}

// ConstantPattern lowers arith.constant: a scalar to llvm.mlir.constant, a splat tensor to
// the constant splat over the registers (Triton's ArithConstantSplatOpConversion).
func ConstantPattern(op *ir.Operation, l *Lowering) (bool, error) {
	c, ok := arith.AsConstant(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	switch t := c.Result().Type().(type) {
	case *ir.RankedTensorType:
		dense, ok := c.ValueAttr().(*ir.DenseElementsAttr)
		if !ok || !dense.Splat || dense.Wide != nil {
			return true, ir.OpError(op, "lowering a non-splat tensor constant is not supported yet")
		}
		elem, err := l.Types.Convert(t.Elem)
		if err != nil {
			return true, ir.OpError(op, "%v", err)
		}
		v := llvm.BuildMlirConstant(l.B, loc, elem, ir.NamedAttribute{Name: "value", Value: scalarOf(l.Ctx, t.Elem, dense.Data[0])}).Res()
		return true, l.splatLike(op, v)
	default:
		ct, err := l.Types.Convert(t)
		if err != nil {
			return true, ir.OpError(op, "%v", err)
		}
		l.Replace(op, withAttrsOf(op, llvm.BuildMlirConstant(l.B, loc, ct, ir.NamedAttribute{Name: "value", Value: c.ValueAttr()}).Res()))
		return true, nil
	}
}

// AddPtrPattern is Triton's AddPtrOpConversion: a getelementptr per register.
func AddPtrPattern(op *ir.Operation, l *Lowering) (bool, error) {
	ap, ok := tt.AsAddptr(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	resT := ap.Result().Type()
	ptrT := resT
	if rt, ok := resT.(*ir.RankedTensorType); ok {
		ptrT = rt.Elem
	}
	pointee, err := l.Types.Convert(ptrT.(*tt.PointerType).Pointee)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	llPtr, err := l.Types.Convert(ptrT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	ptrs := l.Unpack(loc, l.Remapped(ap.Ptr()))
	offs := l.Unpack(loc, l.Remapped(ap.Offset()))
	vals := make([]*ir.Value, len(ptrs))
	for i := range ptrs {
		vals[i] = l.GEP(loc, llPtr, pointee, ptrs[i], offs[i])
	}
	if _, ok := resT.(*ir.RankedTensorType); !ok {
		l.Replace(op, vals[0])
		return true, nil
	}
	return true, l.packResult(op, vals)
}

// dynamicGEPIndex is the llvm dialect's marker of a dynamic index in rawConstantIndices.
const dynamicGEPIndex = -2147483648

// GEP emits `llvm.getelementptr base[index]` over elements of type elem.
func (l *Lowering) GEP(loc ir.Location, ptrType, elem ir.Type, base, index *ir.Value) *ir.Value {
	return llvm.BuildGetelementptr(l.B, loc, ptrType, base, []*ir.Value{index},
		ir.NamedAttribute{Name: "elem_type", Value: l.Ctx.TypeAttr(elem)},
		ir.NamedAttribute{Name: "rawConstantIndices", Value: l.Ctx.DenseI32ArrayAttr([]int32{dynamicGEPIndex})}).Res()
}

// scalarOf returns the integer or float attribute of type t with raw encoding bits.
func scalarOf(ctx *ir.Context, t ir.Type, bits uint64) ir.Attribute {
	if ft, ok := t.(*ir.FloatType); ok {
		return ctx.FloatAttrFromBits(ft, bits)
	}
	return ctx.IntegerAttr(t, int64(bits))
}
