package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// fp8Conversion is Triton's Fp8ConversionDesc: inline PTX converting numElements values
// packed into inBits-wide registers to outBits-wide registers.
type fp8Conversion struct {
	ptx                          string
	inBits, outBits, numElements int
}

// Triton's RoundingMode values; noRounding stands for an fp_to_fp without one.
const (
	roundTowardZero    int64 = 0
	roundToNearestEven int64 = 1
	noRounding         int64 = -1
)

// floatKind returns the kind of a float type, ok false for another type.
func floatKind(t ir.Type) (ir.FloatKind, bool) {
	ft, ok := t.(*ir.FloatType)
	if !ok {
		return 0, false
	}
	return ft.Kind, true
}

// isFp8 reports whether t is one of the fp8 types fp_to_fp converts through PTX.
func isFp8(t ir.Type) bool {
	k, ok := floatKind(t)
	return ok && (k == ir.F8E4M3FN || k == ir.F8E5M2)
}

// isKind reports whether t is the float type of kind k.
func isKind(t ir.Type, k ir.FloatKind) bool {
	got, ok := floatKind(t)
	return ok && got == k
}

// fp8ConversionFor is Triton's getConversionFunc table: the packed conversion from src to
// dst with the rounding, on a target of compute capability cc.
func fp8ConversionFor(src, dst ir.Type, rounding int64, cc int64) (fp8Conversion, bool) {
	s, ok1 := floatKind(src)
	d, ok2 := floatKind(dst)
	if !ok1 || !ok2 {
		return fp8Conversion{}, false
	}
	pick := func(native bool, yes, no fp8Conversion) fp8Conversion {
		if native {
			return yes
		}
		return no
	}
	type key struct {
		src, dst ir.FloatKind
		rounding int64
	}
	table := map[key]fp8Conversion{
		{ir.F8E4M3FN, ir.F16, noRounding}:          fp8E4M3ToFp16,
		{ir.F8E5M2, ir.F16, noRounding}:            pick(cc >= 89, fp8E5M2ToFp16Native, fp8E5M2ToFp16Emulated),
		{ir.F16, ir.F8E4M3FN, roundToNearestEven}:  fp16ToFp8E4M3,
		{ir.F16, ir.F8E5M2, roundToNearestEven}:    pick(cc >= 89, fp16ToFp8E5M2RTNENative, fp16ToFp8E5M2RTNEEmulated),
		{ir.F16, ir.F8E5M2, roundTowardZero}:       fp16ToFp8E5M2RTZ,
		{ir.F8E5M2, ir.BF16, noRounding}:           pick(cc >= 90, fp8E5M2ToBf16Native, fp8E5M2ToBf16Emulated),
		{ir.F8E4M3FN, ir.BF16, noRounding}:         pick(cc >= 90, fp8E4M3ToBf16Native, fp8E4M3ToBf16Emulated),
		{ir.BF16, ir.F8E5M2, roundToNearestEven}:   pick(cc >= 89, bf16ToFp8E5M2Native, bf16ToFp8E5M2Emulated),
		{ir.BF16, ir.F8E4M3FN, roundToNearestEven}: bf16ToFp8E4M3,
		{ir.F32, ir.F8E4M3FN, roundToNearestEven}:  fp32ToFp8E4M3,
		{ir.F32, ir.F8E5M2, roundToNearestEven}:    fp32ToFp8E5M2,
	}
	c, ok := table[key{s, d, rounding}]
	return c, ok
}

// fpToFpPattern is Triton's NVIDIA FpToFpOpConversion: f16 to f32 by fpext, f32 to f16 and
// bf16 with the rounding asked, and the fp8 conversions through packed PTX, via f16 where
// the target has no direct one.
func (p *ConvertTritonGPUToLLVM) fpToFpPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	f, ok := tt.AsFpToFp(op)
	if !ok {
		return false, nil
	}
	ctx := l.Ctx
	src := elementOf(f.Src().Type())
	dst := elementOf(f.Result().Type())
	rounding, hasRounding := f.Rounding()
	if !hasRounding {
		rounding = noRounding
	}
	if isFp8(dst) {
		if !hasRounding {
			return true, ir.OpError(op, "rounding mode must be specified for conversions to fp8")
		}
		if !isKind(src, ir.F32) && rounding != roundToNearestEven {
			return true, ir.OpError(op, "unsupported rounding mode for conversion to fp8")
		}
	}
	switch {
	case isKind(src, ir.F16) && isKind(dst, ir.F32):
		return true, l.Elementwise(op, func(loc ir.Location, _ ir.Type, args []*ir.Value) *ir.Value {
			return llvm.BuildFpext(l.B, loc, ctx.F32(), args[0]).Res()
		})
	case isKind(src, ir.F32) && (isKind(dst, ir.F16) || isKind(dst, ir.BF16)):
		if !hasRounding || (rounding != roundToNearestEven && rounding != roundTowardZero) {
			return true, ir.OpError(op, "unsupported rounding mode for an f32 conversion")
		}
		toBF16 := isKind(dst, ir.BF16)
		return true, l.Elementwise(op, func(loc ir.Location, _ ir.Type, args []*ir.Value) *ir.Value {
			if toBF16 {
				return fp32ToBF16(l, loc, args[0], rounding)
			}
			return fp32ToF16(l, loc, args[0], rounding)
		})
	}
	useF16Source := isKind(src, ir.F32) && (!(p.opts.ComputeCapability >= 90 && isFp8(dst)) || rounding == roundTowardZero)
	toF32 := isKind(dst, ir.F32)
	srcT, dstT := src, dst
	if useF16Source {
		srcT = ctx.F16()
	}
	if toF32 {
		dstT = ctx.F16()
	}
	conv, ok := fp8ConversionFor(srcT, dstT, rounding, p.opts.ComputeCapability)
	if !ok {
		return true, ir.OpError(op, "unsupported conversion from %s to %s", floatName(src), floatName(dst))
	}
	if p.opts.ComputeCapability < 89 && (isKind(srcT, ir.F8E4M3FN) || isKind(dstT, ir.F8E4M3FN)) {
		return true, ir.OpError(op, "conversion from/to f8e4m3nv is only supported on compute capability >= 89")
	}
	inT, err := l.Types.Convert(srcT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	outT, err := l.Types.Convert(dstT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	return true, l.ElementwiseGroups(op, func(loc ir.Location, _ ir.Type, regs [][]*ir.Value) ([]*ir.Value, error) {
		taken := min(conv.numElements, len(regs))
		in := make([]*ir.Value, taken, conv.numElements)
		for i := range taken {
			in[i] = regs[i][0]
			if useF16Source {
				in[i] = fp32ToF16(l, loc, in[i], roundTowardZero)
			}
		}
		if taken < conv.numElements {
			pad := l.Undef(loc, inT)
			for len(in) < conv.numElements {
				in = append(in, pad)
			}
		}
		out := convertPacked(l, loc, conv, inT, outT, in)[:taken]
		if toF32 {
			for i, v := range out {
				out[i] = llvm.BuildFpext(l.B, loc, ctx.F32(), v).Res()
			}
		}
		return out, nil
	})
}

// elementOf returns the element type of a tensor, or t itself.
func elementOf(t ir.Type) ir.Type {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		return rt.Elem
	}
	return t
}

// floatName is the MLIR spelling of a float type, "?" for another type.
func floatName(t ir.Type) string {
	if k, ok := floatKind(t); ok {
		return k.String()
	}
	return "?"
}

// fp32ToF16 is Triton's convertFp32ToFp16: cvt.rn or cvt.rz through PTX without side effects.
func fp32ToF16(l *shared.Lowering, loc ir.Location, v *ir.Value, rounding int64) *ir.Value {
	var b PTXBuilder
	res := b.NewOutput("=h", false)
	in := b.NewOperand(v, "r")
	opcode := "cvt.rn.f16.f32"
	if rounding == roundTowardZero {
		opcode = "cvt.rz.f16.f32"
	}
	b.Exec(opcode, nil, res, in)
	return b.LaunchPure(l.B, loc, l.Ctx.F16())
}

// fp32ToBF16 is Triton's convertFp32ToBf16: the NVVM f2bf16 intrinsic of the rounding.
func fp32ToBF16(l *shared.Lowering, loc ir.Location, v *ir.Value, rounding int64) *ir.Value {
	name := "llvm.nvvm.f2bf16.rn"
	if rounding == roundTowardZero {
		name = "llvm.nvvm.f2bf16.rz"
	}
	return Intrinsic(l, loc, name, l.Ctx.BF16(), []*ir.Value{v})
}

// convertPacked is Triton's makeConverterFromPtx: the values packed into integer registers,
// the conversion's PTX run on them, and the results unpacked.
func convertPacked(l *shared.Lowering, loc ir.Location, conv fp8Conversion, inT, outT ir.Type, vals []*ir.Value) []*ir.Value {
	ctx := l.Ctx
	n := len(vals)
	inVec := conv.inBits / ir.IntOrFloatBitWidth(inT)
	inVecT := ctx.VectorType([]int64{int64(inVec)}, inT, nil)
	undef := l.Undef(loc, inVecT)
	packed := make([]*ir.Value, n/inVec)
	for i := range packed {
		packed[i] = undef
	}
	for i, v := range vals {
		packed[i/inVec] = llvm.BuildInsertelement(l.B, loc, inVecT, packed[i/inVec], v, l.I32(loc, int64(i%inVec))).Res()
	}
	for i := range packed {
		packed[i] = l.Bitcast(loc, packed[i], ctx.IntegerType(conv.inBits))
	}
	outVec := conv.outBits / ir.IntOrFloatBitWidth(outT)
	outNums := n / outVec
	outConstraint, inConstraint := "=r", "r"
	if conv.outBits == 16 {
		outConstraint = "=h"
	}
	if conv.inBits == 16 {
		inConstraint = "h"
	}
	var b PTXBuilder
	for range outNums {
		b.NewOutput(outConstraint, false)
	}
	for _, v := range packed {
		b.NewOperand(v, inConstraint)
	}
	b.ExecRaw(conv.ptx)
	outVecT := ctx.VectorType([]int64{int64(outVec)}, outT, nil)
	var outs []*ir.Value
	if outNums == 1 {
		outs = append(outs, b.LaunchPure(l.B, loc, outVecT))
	} else {
		body := make([]ir.Type, outNums)
		for i := range body {
			body[i] = outVecT
		}
		st := b.LaunchPure(l.B, loc, llvm.Struct(ctx, body, false))
		for i := range outNums {
			outs = append(outs, llvm.BuildExtractvalue(l.B, loc, outVecT, st,
				ir.NamedAttribute{Name: "position", Value: ctx.DenseI64ArrayAttr([]int64{int64(i)})}).Res())
		}
	}
	ret := make([]*ir.Value, n)
	for i := range ret {
		ret[i] = llvm.BuildExtractelement(l.B, loc, outT, outs[i/outVec], l.I32(loc, int64(i%outVec))).Res()
	}
	return ret
}
