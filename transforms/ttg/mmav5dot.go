package ttgpasses

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The MMAv5 (tcgen05) path of tritongpu-accelerate-matmul on sm_100 to sm_109 (Triton's
// BlockedToMMAv5): A and B go to shared memory, the accumulator to tensor memory, and the dot
// becomes
//
//	acc, tok = ttng.tmem_alloc(convert(C))
//	tok2 = ttng.tc_gen5_mma A, B, acc[tok], true, true
//	D = convert(ttng.tmem_load acc[tok2])
//
// with the register layout tensor memory loads and stores use by default. When the result is
// split in two along M over a CTA pair and B is loaded, the pair shares the MMA (two_ctas) and
// B is loaded split along N.

// benefitMMAv5 is the benefit of the MMAv5 and sm_120 patterns: they are tried before the
// generic ones.
const benefitMMAv5 = 10

// mmaV5Accumulator is the accumulator of a tcgen05 MMA: its tensor memory type, the register
// type it is stored and loaded with, and, once built, its allocation.
type mmaV5Accumulator struct {
	memType *ttg.MemDescType
	regType *ir.RankedTensorType
	alloc   ttng.TmemAllocOp
}

// dotTiling is how a dot's result is spread: the warps that compute it, its layout and the
// shape each CTA holds.
type dotTiling struct {
	numWarps int
	enc      layout.Encoding
	shape    []int64
}

// tilingOf returns the tiling of op's result type retType, or a diagnostic when op is outside
// a context with ttg.num-warps or retType's layout has no linear form.
func tilingOf(op *ir.Operation, retType *ir.RankedTensorType) (dotTiling, error) {
	numWarps, err := requireNumWarps(op)
	if err != nil {
		return dotTiling{}, err
	}
	enc, err := ttg.LayoutEncoding(retType.Encoding)
	if err != nil {
		return dotTiling{}, ir.OpError(op, "%v", err)
	}
	return dotTiling{numWarps: numWarps, enc: enc, shape: layout.ShapePerCTA(enc, retType.Dims)}, nil
}

// blockedDotToMMAv5 rewrites dot for tcgen05, or returns rewrite.ErrNoMatch when the target or
// the dot does not take MMAv5.
func blockedDotToMMAv5(dot tt.DotOp, cc int, rw *rewrite.Rewriter) error {
	retType, ok := dot.D().Type().(*ir.RankedTensorType)
	if !ok || retType.Encoding == nil {
		return rewrite.ErrNoMatch
	}
	if _, isMMA := retType.Encoding.(*ttg.NvidiaMmaEncoding); isMMA {
		return rewrite.ErrNoMatch
	}
	tiling, err := tilingOf(dot.Operation, retType)
	if err != nil {
		return err
	}
	if mmaVersionFor(dot, cc, tiling.numWarps) != 5 {
		return rewrite.ErrNoMatch
	}
	a, b := dot.A(), dot.B()
	precision, _ := dot.InputPrecision()
	if min(origBitWidth(a), origBitWidth(b)) >= 32 && precision != tt.InputPrecisionTF32 {
		return rewrite.ErrNoMatch
	}
	blockM := 64
	if tiling.shape[0] >= 128 {
		blockM = 128
	}
	twoCTAs := canUseTwoCTAs(dot, tiling.enc)
	acc, err := mmaV5AccumulatorTypes(dot.Operation, retType, tiling.enc, blockM, int(min(tiling.shape[1], 256)), twoCTAs, tiling.numWarps)
	if err != nil {
		return err
	}
	aElem := ir.ElementTypeOrSelf(a.Type())
	if twoCTAs {
		if b, err = splitBOperand(b, rw); err != nil {
			return err
		}
	}
	// TF32 operands are stored K-major: their transposed form needs a swizzle mode with 32-byte
	// atoms that the shared layouts do not have.
	opts := sharedOperandOptions{allowTranspose: !isFloatKind(aElem, ir.F32)}
	if a, err = sharedMemoryMMAOperand(a, 0, opts, rw); err != nil {
		return err
	}
	if b, err = sharedMemoryMMAOperand(b, 1, opts, rw); err != nil {
		return err
	}
	rw.SetInsertionPoint(dot.Operation)
	acc.build(dot.Loc(), dot.C(), rw)
	vTrue := buildTrue(rw, dot.Loc())
	mma := ttng.BuildTcGen5Mma(rw, dot.Loc(), ttg.AsyncToken(rw.Ctx), a, b, acc.alloc.ResultResult(), acc.alloc.Token(), vTrue, vTrue, nil, nil)
	mma.SetTwoCtas(twoCTAs)
	return replaceWithTMEMLoad(dot.Operation, retType, acc, mma.Token(), rw)
}

// mmaV5AccumulatorTypes returns the accumulator of a tcgen05 MMA with result type retType (of
// layout enc) in tensor memory of blockM x blockN blocks, loaded and stored with the default
// register layout.
func mmaV5AccumulatorTypes(op *ir.Operation, retType *ir.RankedTensorType, enc layout.Encoding, blockM, blockN int, twoCTAs bool, numWarps int) (*mmaV5Accumulator, error) {
	ctx := op.Context()
	split := enc.CTALayout().CTASplitNum(len(retType.Dims))
	colStride := 32 / ir.IntOrFloatBitWidth(retType.Elem)
	tmemEnc := ttng.TensorMemoryEncodingAttr(ctx, blockM, blockN, colStride, int(split[0]), int(split[1]), twoCTAs)
	memType := ttg.MemDesc(ctx, retType.Dims, retType.Elem, tmemEnc, ttng.TensorMemory(ctx), true, nil)
	regLayout, err := tmemRegisterLayout(ctx, memType, numWarps, enc.CTALayout())
	if err != nil {
		return nil, ir.OpError(op, "%v", err)
	}
	return &mmaV5Accumulator{memType: memType, regType: ctx.RankedTensorType(retType.Dims, retType.Elem, regLayout)}, nil
}

// build converts the accumulator c to the register layout and stores it into a new tensor
// memory allocation.
func (acc *mmaV5Accumulator) build(loc ir.Location, c *ir.Value, rw *rewrite.Rewriter) {
	cvt := ttg.BuildConvertLayout(rw, loc, acc.regType, c)
	acc.alloc = ttng.BuildTmemAlloc(rw, loc, acc.memType, ttg.AsyncToken(rw.Ctx), cvt.Result())
}

// replaceWithTMEMLoad loads the accumulator after the MMA that produced token and replaces op
// by the load converted back to retType.
func replaceWithTMEMLoad(op *ir.Operation, retType *ir.RankedTensorType, acc *mmaV5Accumulator, token *ir.Value, rw *rewrite.Rewriter) error {
	load := ttng.BuildTmemLoad(rw, op.Loc(), acc.regType, ttg.AsyncToken(rw.Ctx), acc.alloc.ResultResult(), token)
	back := ttg.BuildConvertLayout(rw, op.Loc(), retType, load.ResultResult())
	rw.ReplaceOp(op, []*ir.Value{back.Result()})
	return nil
}

// buildTrue creates an i1 `arith.constant true`.
func buildTrue(rw *rewrite.Rewriter, loc ir.Location) *ir.Value {
	return arith.BuildConstant(rw, loc, rw.Ctx.I1(), ir.NamedAttribute{Name: "value", Value: rw.Ctx.BoolAttr(true)}).Result()
}

// canUseTwoCTAs reports whether dot can run on a CTA pair: its result is split in two along M
// only, each CTA's part is at least 64x32, and B (through layout conversions) is loaded.
func canUseTwoCTAs(dot tt.DotOp, enc layout.Encoding) bool {
	retType := dot.D().Type().(*ir.RankedTensorType)
	split := enc.CTALayout().CTASplitNum(len(retType.Dims))
	if len(split) != 2 || split[0] != 2 || split[1] != 1 {
		return false
	}
	shape := layout.ShapePerCTA(enc, retType.Dims)
	if shape[0] < 64 || shape[1] < 32 {
		return false
	}
	return isTwoCTALoad(skipConvertLayouts(dot.B()).DefiningOp())
}

// isTwoCTALoad reports whether op is a load whose result a CTA pair can split.
func isTwoCTALoad(op *ir.Operation) bool {
	return opIs[tt.LoadOp](op) || opIs[tt.DescriptorLoadOp](op) || opIs[tt.DescriptorGatherOp](op)
}

// skipConvertLayouts returns the value behind v's chain of layout conversions.
func skipConvertLayouts(v *ir.Value) *ir.Value {
	for {
		cvt, ok := ttg.AsConvertLayout(v.DefiningOp())
		if !ok {
			return v
		}
		v = cvt.Src()
	}
}

// splitBOperand makes the load behind b split its result along N over the CTA pair: its
// tensor operands are converted to the layout with the new CTA layout, its result gets that
// layout, and a conversion back to the old type feeds its other users. It returns the load's
// result.
func splitBOperand(b *ir.Value, rw *rewrite.Rewriter) (*ir.Value, error) {
	b = skipConvertLayouts(b)
	load := b.DefiningOp()
	bType := b.Type().(*ir.RankedTensorType)
	enc, err := ttg.LayoutEncoding(bType.Encoding)
	if err != nil {
		return nil, ir.OpError(load, "%v", err)
	}
	splitN := layout.CGALayout{Bases: [][]int32{{0, 1}}}
	newEnc, err := replaceCTALayout(enc, splitN)
	if err != nil {
		return nil, ir.OpError(load, "%v", err)
	}
	newAttr, err := layoutattr.FromEncoding(rw.Ctx, newEnc)
	if err != nil {
		return nil, ir.OpError(load, "%v", err)
	}
	rw.SetInsertionPoint(load)
	for i, operand := range load.Operands() {
		t, ok := operand.Type().(*ir.RankedTensorType)
		if !ok {
			continue
		}
		cvt := ttg.BuildConvertLayout(rw, operand.Location(), rw.Ctx.RankedTensorType(t.Dims, t.Elem, newAttr), operand)
		rw.ModifyInPlace(load, func() { load.SetOperand(i, cvt.Result()) })
	}
	rw.ModifyInPlace(load, func() { b.SetType(rw.Ctx.RankedTensorType(bType.Dims, bType.Elem, newAttr)) })
	rw.SetInsertionPointAfter(load)
	back := ttg.BuildConvertLayout(rw, b.Location(), bType, b)
	for _, use := range b.Uses() {
		if user := use.Owner(); user != back.Operation {
			rw.ModifyInPlace(user, func() { use.Set(back.Result()) })
		}
	}
	return b, nil
}

// replaceCTALayout returns the blocked layout enc, or the slice of one, with the CTA layout
// cga.
func replaceCTALayout(enc layout.Encoding, cga layout.CGALayout) (layout.Distributed, error) {
	switch e := enc.(type) {
	case layout.Blocked:
		e.CGA = cga
		return e, nil
	case layout.Slice:
		parent, err := replaceCTALayout(e.Parent, cga)
		if err != nil {
			return nil, err
		}
		e.Parent = parent
		return e, nil
	}
	return nil, fmt.Errorf("a two-CTA MMA needs B loaded in a blocked layout or a slice of one, got %T", enc)
}
