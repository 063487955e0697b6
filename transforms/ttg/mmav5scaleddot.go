package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The MMAv5 path of tt.dot_scaled on sm_100 to sm_109 (Triton's ScaledBlockedToMMAv5): as for
// tt.dot, A and B go to shared memory and the accumulator to tensor memory; the two scales go
// to tensor memory in the scales layout, each passing through shared memory first when it
// comes from a load, so that later passes can copy it from there. The dot becomes a
// ttng.tc_gen5_mma_scaled.

// scaledDotToMMAv5 rewrites dot for tcgen05, or returns rewrite.ErrNoMatch when the target or
// the dot does not take it.
func scaledDotToMMAv5(dot tt.DotScaledOp, cc int, rw *rewrite.Rewriter) error {
	retType, ok := dot.D().Type().(*ir.RankedTensorType)
	if !ok || retType.Encoding == nil || cc/10 != 10 {
		return rewrite.ErrNoMatch
	}
	if _, isMMA := retType.Encoding.(*ttg.NvidiaMmaEncoding); isMMA {
		return rewrite.ErrNoMatch
	}
	if dot.AScale() == nil || dot.BScale() == nil {
		return rewrite.ErrNoMatch
	}
	tiling, err := tilingOf(dot.Operation, retType)
	if err != nil {
		return err
	}
	numWarps, enc, shape := tiling.numWarps, tiling.enc, tiling.shape
	if (numWarps != 4 && numWarps != 8) || shape[0] < 128 || shape[1] < 16 {
		return rewrite.ErrNoMatch
	}
	acc, err := mmaV5AccumulatorTypes(dot.Operation, retType, enc, 128, int(min(shape[1], 256)), false, numWarps)
	if err != nil {
		return err
	}
	split := enc.CTALayout().CTASplitNum(len(retType.Dims))
	scalesEnc := ttng.TensorMemoryScalesEncodingAttr(rw.Ctx, int(split[0]), int(split[1]))
	aScaleType, aScaleLayout, err := scaleTMEMTypes(dot.Operation, dot.AScale(), scalesEnc, numWarps)
	if err != nil {
		return err
	}
	bScaleType, bScaleLayout, err := scaleTMEMTypes(dot.Operation, dot.BScale(), scalesEnc, numWarps)
	if err != nil {
		return err
	}
	aElem, _ := dot.AElemType()
	bElem, _ := dot.BElemType()
	aFP4, bFP4 := aElem == scaleDotE2M1, bElem == scaleDotE2M1
	// tcgen05's mxf8f6f4 kind, which mixes fp4 with wider types, reads fp4 padded; so does an
	// operand packed along M or N.
	aPadded := (aElem != bElem && aFP4) || !dot.LhsKPack()
	bPadded := (aElem != bElem && !aFP4 && bFP4) || !dot.RhsKPack()
	// A packed fp4 operand keeps K, the packed dimension, contiguous in shared memory.
	a, err := sharedMemoryMMAOperand(dot.A(), 0, sharedOperandOptions{allowTranspose: !aFP4, fp4Padded: aPadded,
		forceTranspose: !dot.LhsKPack(), warnOn: dot.Operation}, rw)
	if err != nil {
		return err
	}
	b, err := sharedMemoryMMAOperand(dot.B(), 1, sharedOperandOptions{allowTranspose: !bFP4, fp4Padded: bPadded,
		forceTranspose: !dot.RhsKPack(), warnOn: dot.Operation}, rw)
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(dot.Operation)
	acc.build(dot.Loc(), dot.C(), rw)
	aScale := addSharedMemoryStageToScaleLoad(dot.AScale(), rw)
	bScale := addSharedMemoryStageToScaleLoad(dot.BScale(), rw)
	rw.SetInsertionPoint(dot.Operation)
	aScale = ttg.BuildConvertLayout(rw, dot.Loc(), aScaleLayout, aScale).Result()
	bScale = ttg.BuildConvertLayout(rw, dot.Loc(), bScaleLayout, bScale).Result()
	// The scales are not pipelined: their allocations need no token.
	aScaleMem := ttng.BuildTmemAlloc(rw, dot.Loc(), aScaleType, nil, aScale)
	bScaleMem := ttng.BuildTmemAlloc(rw, dot.Loc(), bScaleType, nil, bScale)
	vTrue := buildTrue(rw, dot.Loc())
	mma := ttng.BuildTcGen5MmaScaled(rw, dot.Loc(), ttg.AsyncToken(rw.Ctx), a, b, acc.alloc.ResultResult(), acc.alloc.Token(),
		aScaleMem.ResultResult(), bScaleMem.ResultResult(), vTrue, vTrue, nil, nil)
	mma.SetATypeAttr(dot.AElemTypeAttr())
	mma.SetBTypeAttr(dot.BElemTypeAttr())
	return replaceWithTMEMLoad(dot.Operation, retType, acc, mma.Token(), rw)
}

// scaleTMEMTypes returns the immutable tensor memory type of a scale in the scales encoding
// and the register type that loads and stores it by default.
func scaleTMEMTypes(op *ir.Operation, scale *ir.Value, scalesEnc ir.Attribute, numWarps int) (*ttg.MemDescType, *ir.RankedTensorType, error) {
	ctx := op.Context()
	t := scale.Type().(*ir.RankedTensorType)
	memType := ttg.MemDesc(ctx, t.Dims, t.Elem, scalesEnc, ttng.TensorMemory(ctx), false, nil)
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return nil, nil, ir.OpError(op, "%v", err)
	}
	regLayout, err := tmemRegisterLayout(ctx, memType, numWarps, enc.CTALayout())
	if err != nil {
		return nil, nil, ir.OpError(op, "%v", err)
	}
	return memType, ctx.RankedTensorType(t.Dims, t.Elem, regLayout), nil
}

// addSharedMemoryStageToScaleLoad rewrites load(scale) into
// local_load(local_alloc(load(scale))) when scale is loaded, through reshapes, transposes and
// layout conversions: the pipeliner later puts the allocation into its multibuffered shared
// memory, from which the scale is copied to tensor memory. It returns the value that now
// stands for scale.
func addSharedMemoryStageToScaleLoad(scale *ir.Value, rw *rewrite.Rewriter) *ir.Value {
	op := scale.DefiningOp()
	if op == nil {
		return scale
	}
	consumed := false
	var loaded *ir.Value
	for loaded == nil {
		var src *ir.Value
		if load, ok := tt.AsLoad(op); ok {
			loaded = load.Result()
			continue
		} else if load, ok := tt.AsDescriptorLoad(op); ok {
			loaded = load.Result()
			continue
		} else if reshape, ok := tt.AsReshape(op); ok {
			src = reshape.Src()
		} else if trans, ok := tt.AsTrans(op); ok {
			src = trans.Src()
		} else if cvt, ok := ttg.AsConvertLayout(op); ok {
			src = cvt.Src()
		} else {
			return scale
		}
		consumed = true
		if op = src.DefiningOp(); op == nil {
			return scale
		}
	}
	alloc := sharedMemoryScale(loaded, op.Loc(), rw)
	rw.SetInsertionPointAfter(alloc.Operation)
	localLoad := ttg.BuildLocalLoad(rw, op.Loc(), loaded.Type(), alloc.Result(), nil)
	for _, use := range loaded.Uses() {
		if user := use.Owner(); user != alloc.Operation {
			rw.ModifyInPlace(user, func() { use.Set(localLoad.Result()) })
		}
	}
	if consumed {
		return scale
	}
	return localLoad.Result()
}

// sharedMemoryScale stores a loaded scale into unswizzled #ttg.nvmma_shared memory right after
// its load.
func sharedMemoryScale(scale *ir.Value, loc ir.Location, rw *rewrite.Rewriter) ttg.LocalAllocOp {
	t := scale.Type().(*ir.RankedTensorType)
	var cga ttg.CGALayout
	if enc, err := ttg.LayoutEncoding(t.Encoding); err == nil {
		cga = cgaAttr(enc.CTALayout())
	}
	shared := ttg.NVMMAShared(rw.Ctx, 0, false, ir.IntOrFloatBitWidth(t.Elem), false, len(t.Dims), cga)
	memType := ttg.MemDesc(rw.Ctx, t.Dims, t.Elem, shared, ttg.SharedMemory(rw.Ctx), false, nil)
	setInsertionPointAfterValue(rw.Builder, scale)
	return ttg.BuildLocalAlloc(rw, loc, memType, scale)
}
