package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// PrecisePattern is Triton's ElementwiseToIntrinsicOpConversion for tt.precise_sqrt and
// tt.precise_divf: the round-to-nearest NVVM intrinsics, per register.
func PrecisePattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	name := ""
	switch {
	case isOp[tt.PreciseSqrtOp](op):
		name = "llvm.nvvm.sqrt.rn.f"
	case isOp[tt.PreciseDivfOp](op):
		name = "llvm.nvvm.div.rn.f"
	default:
		return false, nil
	}
	return true, l.Elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
		return Intrinsic(l, loc, name, t, args)
	})
}

// splatFloat returns the value of a splat float tensor constant.
func splatFloat(v *ir.Value) (float64, bool) {
	def := v.DefiningOp()
	if def == nil {
		return 0, false
	}
	c, ok := arith.AsConstant(def)
	if !ok {
		return 0, false
	}
	dense, ok := c.ValueAttr().(*ir.DenseElementsAttr)
	if !ok || !dense.Splat || dense.Wide != nil || len(dense.Data) == 0 {
		return 0, false
	}
	k, ok := floatKind(dense.Type.ElementType())
	if !ok {
		return 0, false
	}
	return k.BitsToFloat64(dense.Data[0]), true
}

// isClip is Triton's isClipPattern: on Hopper, a clamp between -limit and limit, the lower
// bound either 0 - limit or a constant opposite to the upper one.
func isClip(c tt.ClampfOp, cc int64) bool {
	if cc < 90 {
		return false
	}
	if def := c.Min().DefiningOp(); def != nil {
		if sub, ok := arith.AsSubF(def); ok {
			zero, isConst := splatFloat(sub.Lhs())
			return sub.Rhs() == c.Max() && isConst && zero == 0
		}
	}
	lo, ok1 := splatFloat(c.Min())
	hi, ok2 := splatFloat(c.Max())
	return ok1 && ok2 && lo == -hi
}

// clampClipPattern is Triton's NVIDIA ClampFOpConversion: a clip to [-limit, limit] is
// fmin.xorsign.abs of x and the limit.
func (p *ConvertTritonGPUToLLVM) clampClipPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	c, ok := tt.AsClampf(op)
	if !ok || !isClip(c, p.opts.ComputeCapability) {
		return false, nil
	}
	nan, _ := c.PropagateNan()
	return true, l.Elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
		name := "llvm.nvvm.fmin"
		if nan == 0xFFFF {
			name += ".nan"
		}
		name += ".xorsign.abs"
		switch {
		case t == l.Ctx.F32():
			name += ".f"
		case t == l.Ctx.F16():
			name += ".f16"
		}
		return Intrinsic(l, loc, name, args[0].Type(), []*ir.Value{args[0], args[2]})
	})
}

// siToFPPattern is Triton's NVIDIA SIToFPOpConversion: four s8 at a time to bf16 through
// packed PTX, which has no direct conversion before Hopper; llvm.sitofp otherwise.
func (p *ConvertTritonGPUToLLVM) siToFPPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	s, ok := arith.AsSIToFP(op)
	if !ok {
		return false, nil
	}
	in, out := elementOf(s.In().Type()), elementOf(s.Out().Type())
	i8 := l.Ctx.IntegerType(8)
	ptx := s8ToBF16PTX
	if p.opts.ComputeCapability >= 90 {
		ptx = s8ToBF16PTXSM90
	}
	conv := fp8Conversion{ptx: ptx, inBits: 32, outBits: 32, numElements: 4}
	return true, l.ElementwiseGroups(op, func(loc ir.Location, t ir.Type, regs [][]*ir.Value) ([]*ir.Value, error) {
		if out == l.Ctx.BF16() && in == i8 && len(regs) >= 4 {
			vals := []*ir.Value{regs[0][0], regs[1][0], regs[2][0], regs[3][0]}
			return convertPacked(l, loc, conv, i8, l.Ctx.BF16(), vals), nil
		}
		return []*ir.Value{llvm.BuildSitofp(l.B, loc, t, regs[0][0]).Res()}, nil
	})
}
