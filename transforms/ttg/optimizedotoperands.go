package ttgpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
	"github.com/ttgo/ttgo/transforms"
)

// OptimizeDotOperandsOptions are the options of tritongpu-optimize-dot-operands.
type OptimizeDotOperandsOptions struct {
	HoistLayoutConversion bool `option:"hoist-layout-conversion" desc:"whether to move conver to dot operand earlier pass elementwise ops"`
}

// OptimizeDotOperands is tritongpu-optimize-dot-operands: it moves the transposes of dot
// operands into shared memory, where they cost nothing. After canonicalizing the module it
// rewrites
//
//	dot(convert(trans(x)))    -> dot(convert(local_load(memdesc_trans(local_alloc(x)))))
//	wgmma(local_alloc(trans(x))) -> wgmma(memdesc_trans(local_alloc(x)))
//	local_alloc(reshape(x))   -> memdesc_reshape(local_alloc(x))   (nvmma_shared only)
//	tmem_alloc(reshape(trans(reshape(local_load(s))))) feeding a tcgen05 scaled MMA
//	                          -> memdesc_reshape(memdesc_trans(memdesc_reshape(s)))
//
// the first storing x with the swizzled layout mma.sync reads transposed operands from, with
// ttg.convert_layout's canonicalizations. Triton accepts hoist-layout-conversion but does
// not read it; neither does this pass.
type OptimizeDotOperands struct{ opts OptimizeDotOperandsOptions }

// NewOptimizeDotOperands returns the tritongpu-optimize-dot-operands pass.
func NewOptimizeDotOperands() pass.Pass {
	return &OptimizeDotOperands{opts: OptimizeDotOperandsOptions{HoistLayoutConversion: true}}
}

// Name returns "TritonGPUOptimizeDotOperands".
func (*OptimizeDotOperands) Name() string { return "TritonGPUOptimizeDotOperands" }

// Argument returns "tritongpu-optimize-dot-operands".
func (*OptimizeDotOperands) Argument() string { return "tritongpu-optimize-dot-operands" }

// Description describes the pass.
func (*OptimizeDotOperands) Description() string { return "fuse transpositions" }

// OpName anchors the pass on builtin.module.
func (*OptimizeDotOperands) OpName() string { return "builtin.module" }

// Options returns the pass's options.
func (p *OptimizeDotOperands) Options() any { return &p.opts }

// Run canonicalizes the module, then applies the patterns.
func (p *OptimizeDotOperands) Run(mod *ir.Operation, am *pass.Analyses) error {
	if am == nil {
		am = pass.NewAnalyses(mod)
	}
	if err := transforms.NewCanonicalize().Run(mod, am); err != nil {
		return err
	}
	ps := rewrite.NewPatternSet(
		rewrite.NewOpPattern(1, swizzleSharedConvert),
		rewrite.NewOpPattern(1, fuseTransIntoWGMMAOperand),
		rewrite.NewOpPattern(1, reshapeInSharedMemory),
		rewrite.NewOpPattern(1, useSharedMemoryForScales))
	ps.Add(ttng.ConvertLayoutPatterns()...)
	rewrite.ApplyPatternsGreedily(mod, ps, rewrite.MLIRGreedyConfig())
	return nil
}

// transposeOrder is the only order the patterns move into shared memory.
var transposeOrder = []int32{1, 0}

// transposeOf returns the tt.trans that defines v when it swaps two dimensions.
func transposeOf(v *ir.Value) (tt.TransOp, bool) {
	trans, ok := tt.AsTrans(v.DefiningOp())
	if !ok {
		return trans, false
	}
	order, isArray := trans.OrderAttr().(*ir.DenseArrayAttr)
	return trans, isArray && slices.Equal(order.Int64s(), []int64{1, 0})
}

// swizzleSharedConvert rewrites a dot operand convert(trans(x)) to read x transposed from shared
// memory laid out as mma.sync wants it (Triton's SwizzleShmemConvert).
func swizzleSharedConvert(cvt ttg.ConvertLayoutOp, rw *rewrite.Rewriter) error {
	res := cvt.Result()
	if !res.HasOneUse() || !opIs[tt.DotOp](res.FirstUse().Owner()) {
		return rewrite.ErrNoMatch
	}
	trans, ok := transposeOf(cvt.Src())
	if !ok {
		return rewrite.ErrNoMatch
	}
	srcType := trans.Src().Type().(*ir.RankedTensorType)
	if inner, ok := ttg.AsConvertLayout(trans.Src().DefiningOp()); ok {
		srcType = inner.Src().Type().(*ir.RankedTensorType)
	}
	loadType := res.Type().(*ir.RankedTensorType)
	dotEnc, ok := loadType.Encoding.(*ttg.DotOperandEncoding)
	if !ok {
		return rewrite.ErrNoMatch
	}
	shared, ok := dotOperandSharedEncoding(rw.Ctx, dotEnc, srcType)
	if !ok {
		return rewrite.ErrNoMatch
	}
	rw.SetInsertionPoint(trans.Operation)
	loc := trans.Loc()
	memType := ttg.MemDesc(rw.Ctx, srcType.Dims, srcType.Elem, shared, ttg.SharedMemory(rw.Ctx), false, nil)
	alloc := ttg.BuildLocalAlloc(rw, loc, memType, trans.Src()).Result()
	transType, err := memDescTransType(rw.Ctx, memType, transposeOrder)
	if err != nil {
		return rewrite.ErrNoMatch
	}
	transposed := ttg.BuildMemdescTrans(rw, loc, transType, alloc,
		ir.NamedAttribute{Name: "order", Value: rw.Ctx.DenseI32ArrayAttr(transposeOrder)}).Result()
	load := ttg.BuildLocalLoad(rw, loc, loadType, transposed, nil)
	rw.ModifyInPlace(cvt.Operation, func() { cvt.SetSrc(load.Result()) })
	return nil
}

// dotOperandSharedEncoding returns the #ttg.swizzled_shared layout a transposed dot operand of
// layout dotEnc is stored with, for a source of srcType whose CTA layout the transpose
// permutes: unswizzled unless the parent is an mma v2 or v3 layout; false for AMD parents
// and mma v1.
func dotOperandSharedEncoding(ctx *ir.Context, dotEnc *ttg.DotOperandEncoding, srcType *ir.RankedTensorType) (ir.Attribute, bool) {
	srcEnc, err := ttg.LayoutEncoding(srcType.Encoding)
	if err != nil {
		return nil, false
	}
	dist, ok := srcEnc.(layout.Distributed)
	if !ok {
		return nil, false
	}
	order, err := layout.OrderForMemory(dist, srcType.Dims)
	if err != nil {
		return nil, false
	}
	cga := transposedCGA(cgaAttr(dist.CTALayout()))
	switch parent := dotEnc.Parent.(type) {
	case *ttg.NvidiaMmaEncoding:
		if parent.VersionMajor != 2 && parent.VersionMajor != 3 {
			return nil, false
		}
		split := layout.CGALayout{Bases: cga}.CTASplitNum(len(srcType.Dims))
		shape := make([]int64, len(srcType.Dims))
		for i, d := range srcType.Dims {
			shape[i] = d / min(d, int64(split[i]))
		}
		vec, perPhase, maxPhase := layout.MMAOperandSwizzle(dotEnc.OpIdx, dotEnc.KWidth, shape, order, ir.IntOrFloatBitWidth(srcType.Elem), true)
		return ttg.SwizzledShared(ctx, vec, perPhase, maxPhase, order, cga), true
	case *ttg.AMDMfmaEncoding, *ttg.AMDWmmaEncoding:
		return nil, false
	}
	return ttg.SwizzledShared(ctx, 1, 1, 1, order, cga), true
}

// transposedCGA returns the CTA layout c with its two dimensions swapped.
func transposedCGA(c ttg.CGALayout) ttg.CGALayout {
	if len(c) == 0 {
		return nil
	}
	out := make(ttg.CGALayout, len(c))
	for i, b := range c {
		out[i] = make([]int32, len(transposeOrder))
		for j, o := range transposeOrder {
			out[i][j] = b[o]
		}
	}
	return out
}

// fuseTransIntoWGMMAOperand rewrites local_alloc(trans(x)) feeding a wgmma or tcgen05 mma into
// memdesc_trans(local_alloc(x)), as those read either major order (Triton's
// FuseTransMMAV3Plus).
func fuseTransIntoWGMMAOperand(alloc ttg.LocalAllocOp, rw *rewrite.Rewriter) error {
	res := alloc.Result()
	if alloc.Src() == nil || !res.HasOneUse() {
		return rewrite.ErrNoMatch
	}
	user := res.FirstUse().Owner()
	if !opIs[ttng.WarpGroupDotOp](user) && !opIs[ttng.TcGen5MmaOp](user) && !opIs[ttng.TcGen5MmaScaledOp](user) {
		return rewrite.ErrNoMatch
	}
	trans, ok := transposeOf(alloc.Src())
	if !ok {
		return rewrite.ErrNoMatch
	}
	allocType := res.Type().(*ttg.MemDescType)
	allocEnc, ok := allocType.Encoding.(*ttg.NVMMASharedEncoding)
	if !ok {
		return rewrite.ErrNoMatch
	}
	srcType := trans.Src().Type().(*ir.RankedTensorType)
	innerEnc, err := ttg.LayoutInference{}.InferTransEncoding(rw.Ctx, allocEnc, srcType.Dims, transposeOrder)
	if err != nil {
		return rewrite.ErrNoMatch
	}
	innerType := ttg.MemDesc(rw.Ctx, srcType.Dims, srcType.Elem, innerEnc, allocType.MemorySpace, false, nil)
	transType, err := memDescTransType(rw.Ctx, innerType, transposeOrder)
	if err != nil {
		return rewrite.ErrNoMatch
	}
	rw.SetInsertionPoint(alloc.Operation)
	inner := ttg.BuildLocalAlloc(rw, alloc.Loc(), innerType, trans.Src()).Result()
	transposed := ttg.BuildMemdescTrans(rw, alloc.Loc(), transType, inner,
		ir.NamedAttribute{Name: "order", Value: rw.Ctx.DenseI32ArrayAttr(transposeOrder)})
	rw.ReplaceOp(alloc.Operation, []*ir.Value{transposed.Result()})
	return nil
}

// reshapeInSharedMemory rewrites local_alloc(reshape(x)) into memdesc_reshape(local_alloc(x))
// where x can keep an nvmma_shared layout (Triton's ReshapeMemDesc).
func reshapeInSharedMemory(alloc ttg.LocalAllocOp, rw *rewrite.Rewriter) error {
	if alloc.Src() == nil {
		return rewrite.ErrNoMatch
	}
	reshape, ok := tt.AsReshape(alloc.Src().DefiningOp())
	if !ok {
		return rewrite.ErrNoMatch
	}
	allocType := alloc.Result().Type().(*ttg.MemDescType)
	srcType := reshape.Src().Type().(*ir.RankedTensorType)
	innerType, ok := nvmmaReshapedMemDesc(rw.Ctx, allocType, srcType.Dims)
	if !ok {
		return rewrite.ErrNoMatch
	}
	rw.SetInsertionPoint(alloc.Operation)
	inner := ttg.BuildLocalAlloc(rw, alloc.Loc(), innerType, reshape.Src()).Result()
	reshaped := ttg.BuildMemdescReshape(rw, alloc.Loc(), allocType, inner)
	rw.ReplaceOp(alloc.Operation, []*ir.Value{reshaped.Result()})
	return nil
}
