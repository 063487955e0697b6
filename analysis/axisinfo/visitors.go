package axisinfo

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/gluon"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
)

// infoOf returns the current info of a value.
type infoOf func(v *ir.Value) AxisInfo

// transfer computes the info of op's results from the infos of its operands, as Triton's
// AxisInfoVisitorList does; a zero AxisInfo means no visitor handles op.
func transfer(op *ir.Operation, in infoOf) AxisInfo {
	if c, ok := builtin.AsUnrealizedConversionCast(op); ok {
		return unrealizedCast(c, in)
	}
	if src := castSource(op); src != nil {
		return in(src)
	}
	if r, ok := tt.AsMakeRange(op); ok {
		start, _ := r.Start()
		end, _ := r.End()
		return AxisInfo{Contiguity: []int64{end - start}, Divisibility: []int64{highestPow2Divisor32(start)}, Constancy: []int64{1}}
	}
	if p, ok := ub.AsPoison(op); ok {
		// A poison value is never read: anything may be assumed of it.
		rank := 1
		if shape := tensorShape(p.Result().Type()); shape != nil {
			rank = len(shape)
		}
		return uniform(rank, MaxDivisor, MaxDivisor, MaxDivisor)
	}
	if c, ok := arith.AsConstant(op); ok {
		return constantInfo(c)
	}
	if lhs, rhs, rule, ok := binaryRuleOf(op); ok {
		return binary(op, in(lhs), in(rhs), rule)
	}
	if b, ok := tt.AsBroadcast(op); ok {
		return broadcastInfo(b, in)
	}
	if s, ok := tt.AsSplat(op); ok {
		return splatInfo(s, in)
	}
	if e, ok := tt.AsExpandDims(op); ok {
		return expandDimsInfo(e, in)
	}
	if c, ok := arith.AsCmpI(op); ok {
		return cmpInfo(c, in)
	}
	if s, ok := arith.AsSelect(op); ok {
		return selectInfo(s, in)
	}
	if lhs, rhs, pick, ok := maxMinOf(op); ok {
		return maxMinInfo(op, in(lhs), in(rhs), pick)
	}
	if l, ok := tt.AsLoad(op); ok {
		return loadInfo(l, in)
	}
	if t, ok := tt.AsTrans(op); ok {
		return transInfo(t, in)
	}
	return AxisInfo{}
}

// castSource returns the operand of an op that keeps its operand's info (integer extensions
// and truncations, layout conversions, bitcasts, gluon.set_auto_layout), or nil.
func castSource(op *ir.Operation) *ir.Value {
	if c, ok := arith.AsExtSI(op); ok {
		return c.In()
	}
	if c, ok := arith.AsExtUI(op); ok {
		return c.In()
	}
	if c, ok := arith.AsTruncI(op); ok {
		return c.In()
	}
	if c, ok := ttg.AsConvertLayout(op); ok {
		return c.Src()
	}
	if c, ok := tt.AsBitcast(op); ok {
		return c.Src()
	}
	if c, ok := gluon.AsSetAutoLayout(op); ok {
		return c.Src()
	}
	return nil
}

// unrealizedCast forwards the info of the cast's input unless the ranks differ.
func unrealizedCast(c builtin.UnrealizedConversionCastOp, in infoOf) AxisInfo {
	inputs, outputs := c.Inputs(), c.Outputs()
	if len(inputs) == 0 || len(outputs) == 0 {
		return AxisInfo{}
	}
	src := in(inputs[0])
	if shape := tensorShape(outputs[0].Type()); shape != nil && len(shape) != src.Rank() {
		return pessimistic(outputs[0])
	}
	return src
}

// constantInfo is the info of an integer, boolean or integer splat constant.
func constantInfo(c arith.ConstantOp) AxisInfo {
	switch a := c.ValueAttr().(type) {
	case *ir.IntegerAttr:
		w, _ := intWidth(a.Type)
		v := zeroExtended(a.Value, w)
		return uniform(1, 1, highestPow2Divisor64(v), 1).withConstant(v)
	case *ir.DenseElementsAttr:
		w, isInt := intWidth(a.Type.ElementType())
		if !a.Splat || !isInt || len(a.Data) == 0 {
			return AxisInfo{}
		}
		v := zeroExtended(int64(a.Data[0]), w)
		shape := a.Type.Shape()
		info := uniform(len(shape), 1, highestPow2Divisor64(v), 1)
		info.Constancy = append([]int64(nil), shape...)
		return info.withConstant(v)
	}
	return AxisInfo{}
}

// splatInfo: every element is the scalar.
func splatInfo(s tt.SplatOp, in infoOf) AxisInfo {
	src := in(s.Src())
	shape := tensorShape(s.Result().Type())
	if src.Rank() == 0 {
		return AxisInfo{}
	}
	info := uniform(len(shape), 1, src.Divisibility[0], 1)
	info.Constancy = append([]int64(nil), shape...)
	info.Constant, info.HasConstant = src.Constant, src.HasConstant
	return info
}

// expandDimsInfo inserts a dimension of size 1 whose divisibility is the constant's, or that of
// the first elements of the source's runs.
func expandDimsInfo(e tt.ExpandDimsOp, in infoOf) AxisInfo {
	src := in(e.Src())
	axis64, _ := e.Axis()
	axis := int(axis64)
	if axis < 0 || axis > src.Rank() {
		return AxisInfo{}
	}
	newDivisibility := int64(1)
	if src.HasConstant {
		newDivisibility = highestPow2Divisor64(src.Constant)
	} else if src.Rank() > 0 {
		runStart := func(d int) int64 {
			if src.Contiguity[d] > 1 {
				return 1
			}
			return src.Divisibility[d]
		}
		newDivisibility = runStart(0)
		for d := 1; d < src.Rank(); d++ {
			newDivisibility = gcd(newDivisibility, runStart(d))
		}
	}
	return AxisInfo{
		Contiguity:   insertAt(src.Contiguity, axis, 1),
		Divisibility: insertAt(src.Divisibility, axis, newDivisibility),
		Constancy:    insertAt(src.Constancy, axis, 1),
		Constant:     src.Constant,
		HasConstant:  src.HasConstant,
	}
}

// insertAt returns a copy of v with x inserted at i.
func insertAt(v []int64, i int, x int64) []int64 {
	out := make([]int64, 0, len(v)+1)
	out = append(out, v[:i]...)
	out = append(out, x)
	return append(out, v[i:]...)
}

// broadcastInfo: broadcast dimensions become constant along their new size.
func broadcastInfo(b tt.BroadcastOp, in infoOf) AxisInfo {
	src := in(b.Src())
	opShape := tensorShape(b.Src().Type())
	retShape := tensorShape(b.Result().Type())
	if len(opShape) != len(retShape) || src.Rank() != len(retShape) {
		return AxisInfo{}
	}
	info := AxisInfo{Constant: src.Constant, HasConstant: src.HasConstant}
	for d := range retShape {
		if opShape[d] == 1 {
			info.Contiguity = append(info.Contiguity, 1)
			info.Constancy = append(info.Constancy, retShape[d])
		} else {
			info.Contiguity = append(info.Contiguity, src.Contiguity[d])
			info.Constancy = append(info.Constancy, src.Constancy[d])
		}
		info.Divisibility = append(info.Divisibility, src.Divisibility[d])
	}
	return info
}

// loadInfo: a load from constant pointers under a constant mask gives constant values.
func loadInfo(l tt.LoadOp, in infoOf) AxisInfo {
	ptr := in(l.Ptr())
	var mask AxisInfo
	hasMask := l.Mask() != nil
	if hasMask {
		mask = in(l.Mask())
	}
	info := uniform(ptr.Rank(), 1, 1, 1)
	for d := range ptr.Rank() {
		maskConstancy := int64(0)
		if hasMask && d < mask.Rank() {
			maskConstancy = mask.Constancy[d]
		}
		info.Constancy[d] = gcd(ptr.Constancy[d], maskConstancy)
	}
	return info
}

// transInfo permutes the dimensions as the transpose does.
func transInfo(t tt.TransOp, in infoOf) AxisInfo {
	src := in(t.Src())
	order, ok := t.OrderAttr().(*ir.DenseArrayAttr)
	if !ok || len(order.Data) != src.Rank() {
		return AxisInfo{}
	}
	info := AxisInfo{Constant: src.Constant, HasConstant: src.HasConstant}
	for _, raw := range order.Data {
		s := int(int32(raw))
		if s < 0 || s >= src.Rank() {
			return AxisInfo{}
		}
		info.Contiguity = append(info.Contiguity, src.Contiguity[s])
		info.Divisibility = append(info.Divisibility, src.Divisibility[s])
		info.Constancy = append(info.Constancy, src.Constancy[s])
	}
	return info
}
