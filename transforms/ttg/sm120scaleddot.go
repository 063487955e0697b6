package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/rewrite"
)

// The sm_120 path of tt.dot_scaled (Triton's ScaledBlockedToMMA): sm_120's mma.sync has
// block-scaled instructions, so the dot stays a tt.dot_scaled with an #ttg.nvidia_mma version 2
// result, dot_op operands, and scales in the linear layout those instructions read them in.

// scaledDotToSM120MMA rewrites dot for sm_120's block-scaled mma.sync, or returns
// rewrite.ErrNoMatch when the target or the dot does not take it.
func scaledDotToSM120MMA(dot tt.DotScaledOp, cc int, rw *rewrite.Rewriter) error {
	if cc != 120 || moduleIntAttr(dot.Operation, "ttg.num-ctas", 1) != 1 {
		return rewrite.ErrNoMatch
	}
	retType, ok := dot.D().Type().(*ir.RankedTensorType)
	if !ok || retType.Encoding == nil || dot.AScale() == nil || dot.BScale() == nil {
		return rewrite.ErrNoMatch
	}
	if _, isMMA := retType.Encoding.(*ttg.NvidiaMmaEncoding); isMMA {
		return rewrite.ErrNoMatch
	}
	aScaleType := dot.AScale().Type().(*ir.RankedTensorType)
	bScaleType := dot.BScale().Type().(*ir.RankedTensorType)
	_, aLinear := aScaleType.Encoding.(*ttg.LinearEncoding)
	_, bLinear := bScaleType.Encoding.(*ttg.LinearEncoding)
	if aLinear || bLinear || aScaleType.Elem != bScaleType.Elem {
		return rewrite.ErrNoMatch
	}
	aElem, _ := dot.AElemType()
	bElem, _ := dot.BElemType()
	if (isScaledFP8(aElem) && bElem == scaleDotE2M1) || (aElem == scaleDotE2M1 && isScaledFP8(bElem)) {
		return rewrite.ErrNoMatch
	}
	tiling, err := tilingOf(dot.Operation, retType)
	if err != nil {
		return err
	}
	enc, shape := tiling.enc, tiling.shape
	warps := mmaV2WarpsPerTile(dot.Operation, shape, tiling.numWarps)
	aScaleMMAType, err := sm120ScaleType(dot.Operation, aScaleType, 0, warps)
	if err != nil {
		return err
	}
	bScaleMMAType, err := sm120ScaleType(dot.Operation, bScaleType, 1, warps)
	if err != nil {
		return err
	}
	mma := ttg.NvidiaMma(rw.Ctx, 2, 0, warps, cgaAttr(enc.CTALayout()), layout.MMAv2InstrShape(len(shape)))
	newRetType := rw.Ctx.RankedTensorType(retType.Dims, retType.Elem, mma)
	rw.SetInsertionPoint(dot.Operation)
	acc := ttg.BuildConvertLayout(rw, dot.C().Location(), newRetType, dot.C()).Result()
	minBits := min(ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(dot.A().Type())), ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(dot.B().Type())))
	a := convertDotOperandForMMA(dot.A(), 0, minBits, newRetType, rw)
	b := convertDotOperandForMMA(dot.B(), 1, minBits, newRetType, rw)
	aScale := ttg.BuildConvertLayout(rw, dot.AScale().Location(), aScaleMMAType, dot.AScale()).Result()
	bScale := ttg.BuildConvertLayout(rw, dot.BScale().Location(), bScaleMMAType, dot.BScale()).Result()
	scaled := tt.BuildDotScaled(rw, dot.Loc(), newRetType, a, b, acc, aScale, bScale)
	scaled.SetAElemTypeAttr(dot.AElemTypeAttr())
	scaled.SetBElemTypeAttr(dot.BElemTypeAttr())
	scaled.SetFastMathAttr(dot.FastMathAttr())
	scaled.SetLhsKPackAttr(dot.LhsKPackAttr())
	scaled.SetRhsKPackAttr(dot.RhsKPackAttr())
	back := ttg.BuildConvertLayout(rw, dot.Loc(), retType, scaled.D())
	rw.ReplaceOp(dot.Operation, []*ir.Value{back.Result()})
	return nil
}

// isScaledFP8 reports whether a ScaleDotElemType is one of the fp8 types.
func isScaledFP8(elem int64) bool { return elem == scaleDotE4M3 || elem == scaleDotE5M2 }

// sm120ScaleType returns the type of the blocked scale of type t of operand opIdx in the linear
// layout sm_120's mma.sync reads it in for an MMA of the given warps.
func sm120ScaleType(op *ir.Operation, t *ir.RankedTensorType, opIdx int, warps []uint32) (*ir.RankedTensorType, error) {
	blocked, ok := t.Encoding.(*ttg.BlockedEncoding)
	if !ok {
		return nil, ir.OpError(op, "expects blocked scales on sm_120, got %s", asm.AttrString(t.Encoding))
	}
	enc, err := ttg.LayoutEncoding(blocked)
	if err != nil {
		return nil, ir.OpError(op, "%v", err)
	}
	ll, err := layout.SM120DotScaledScaleLayout(t.Dims, opIdx, warps, enc.CTALayout())
	if err != nil {
		return nil, ir.OpError(op, "%v", err)
	}
	attr, err := layoutattr.FromEncoding(op.Context(), layout.Linear{Layout: ll})
	if err != nil {
		return nil, ir.OpError(op, "%v", err)
	}
	return op.Context().RankedTensorType(t.Dims, t.Elem, attr), nil
}

// The ScaleDotElemType values of the fp8 types.
const (
	scaleDotE4M3 = 0
	scaleDotE5M2 = 1
)
