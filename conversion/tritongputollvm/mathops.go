package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// propagateAllNaNs is tt.clampf's propagateNan value that asks for NaN propagation.
const propagateAllNaNs = 0xFFFF

// AbsIPattern is Triton's AbsIOpConversion: llvm.intr.abs, the minimum integer not poison.
func AbsIPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if !is[math.AbsIOp](op) {
		return false, nil
	}
	return true, l.elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
		return llvm.BuildIntrAbs(l.B, loc, t, args[0],
			ir.NamedAttribute{Name: "is_int_min_poison", Value: l.Ctx.BoolAttr(false)}).Res()
	})
}

// AbsFPattern is Triton's AbsFOpConversion: llvm.intr.fabs, or for floats the converter
// keeps as integers (fp8) the sign bit masked off.
func AbsFPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if !is[math.AbsFOp](op) {
		return false, nil
	}
	result, err := SoleResult(op)
	if err != nil {
		return true, err
	}
	bits := ir.IntOrFloatBitWidth(elementTypeOf(result.Type()))
	return true, l.elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
		if _, isInt := t.(*ir.IntegerType); isInt {
			mask := l.IntConst(loc, t, int64(1)<<(bits-1)-1)
			return llvm.BuildAnd(l.B, loc, args[0], mask).Res()
		}
		return llvm.BuildIntrFabs(l.B, loc, args[0]).Res()
	})
}

// nanConstant is Triton's createNaNConstant: the quiet NaN of a float type.
func (l *Lowering) nanConstant(loc ir.Location, t ir.Type) *ir.Value {
	ft := t.(*ir.FloatType)
	sem := ft.Kind.Semantics()
	bits := (uint64(1)<<sem.ExpBits-1)<<sem.MantBits | uint64(1)<<(sem.MantBits-1)
	return llvm.BuildMlirConstant(l.B, loc, t, ir.NamedAttribute{Name: "value", Value: l.Ctx.FloatAttrFromBits(ft, bits)}).Res()
}

// MinMaxFPattern returns Triton's MinMaxFOpConversion for arith.minimumf and arith.maximumf:
// llvm.intr.minimum and maximum where the hardware propagates NaNs, else minnum and maxnum
// with the NaN selected when either operand is one.
func MinMaxFPattern(hardwareNaNPropagation bool) Pattern {
	return func(op *ir.Operation, l *Lowering) (bool, error) {
		isMin := is[arith.MinimumFOp](op)
		if !isMin && !is[arith.MaximumFOp](op) {
			return false, nil
		}
		return true, l.elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
			lhs, rhs := args[0], args[1]
			if hardwareNaNPropagation {
				if isMin {
					return llvm.BuildIntrMinimum(l.B, loc, lhs, rhs).Res()
				}
				return llvm.BuildIntrMaximum(l.B, loc, lhs, rhs).Res()
			}
			isNaN := llvm.BuildOr(l.B, loc, l.isNaN(loc, lhs), l.isNaN(loc, rhs)).Res()
			var res *ir.Value
			if isMin {
				res = llvm.BuildIntrMinnum(l.B, loc, lhs, rhs).Res()
			} else {
				res = llvm.BuildIntrMaxnum(l.B, loc, lhs, rhs).Res()
			}
			return llvm.BuildSelect(l.B, loc, t, isNaN, l.nanConstant(loc, t), res).Res()
		})
	}
}

// isNaN emits `llvm.fcmp "une" v, v`.
func (l *Lowering) isNaN(loc ir.Location, v *ir.Value) *ir.Value {
	return llvm.BuildFcmp(l.B, loc, l.Ctx.I1(), v, v,
		ir.NamedAttribute{Name: "predicate", Value: l.Ctx.I64Attr(fcmpUNE)}).Res()
}

// fcmpUNE is llvm.fcmp's une predicate.
const fcmpUNE = 13

// ClampFPattern returns Triton's ClampFOpConversion for tt.clampf: max with the lower bound,
// then min with the upper; propagating NaNs through minimum and maximum where the target has
// them, else by selecting the NaN of x.
func ClampFPattern(supportsMaximumMinimum bool) Pattern {
	return func(op *ir.Operation, l *Lowering) (bool, error) {
		c, ok := tt.AsClampf(op)
		if !ok {
			return false, nil
		}
		nan, _ := c.PropagateNan()
		return true, l.elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
			x, lo, hi := args[0], args[1], args[2]
			if nan != propagateAllNaNs {
				return llvm.BuildIntrMinnum(l.B, loc, llvm.BuildIntrMaxnum(l.B, loc, x, lo).Res(), hi).Res()
			}
			if supportsMaximumMinimum {
				return llvm.BuildIntrMinimum(l.B, loc, llvm.BuildIntrMaximum(l.B, loc, x, lo).Res(), hi).Res()
			}
			isNaN := l.isNaN(loc, x)
			res := llvm.BuildIntrMinnum(l.B, loc, llvm.BuildIntrMaxnum(l.B, loc, x, lo).Res(), hi).Res()
			return llvm.BuildSelect(l.B, loc, t, isNaN, l.nanConstant(loc, t), res).Res()
		})
	}
}

// ExternElementwisePattern is Triton's ExternElementwiseOpConversion: a call per register of
// the op's symbol, declared with its library name and path.
func ExternElementwisePattern(op *ir.Operation, l *Lowering) (bool, error) {
	ext, ok := tt.AsExternElementwise(op)
	if !ok {
		return false, nil
	}
	name := ext.Symbol()
	return true, l.elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
		params := make([]ir.Type, len(args))
		for i, a := range args {
			params[i] = a.Type()
		}
		l.declare(op, name, llvm.Function(l.Ctx, t, params, false),
			ir.NamedAttribute{Name: "libname", Value: l.Ctx.StringAttr(ext.Libname())},
			ir.NamedAttribute{Name: "libpath", Value: l.Ctx.StringAttr(ext.Libpath())})
		return l.Call(loc, name, t, args)
	})
}
