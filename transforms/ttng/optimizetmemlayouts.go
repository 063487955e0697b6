package ttngpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// OptimizeTMemLayouts is triton-nvidia-optimize-tmem-layouts: it splits tensor memory loads
// whose result is split along N (and stores of a join along N) into loads (stores) of
// subslices, distributes 8-warp loads that feed a reduction along N over M, and picks the
// 16x256b message layout where it lets a 16-bit local_load or a narrow local_store
// vectorize.
type OptimizeTMemLayouts struct{}

// NewOptimizeTMemLayouts returns the triton-nvidia-optimize-tmem-layouts pass.
func NewOptimizeTMemLayouts() pass.Pass { return &OptimizeTMemLayouts{} }

// Name returns "TritonNvidiaGPUOptimizeTMemLayoutsPass".
func (*OptimizeTMemLayouts) Name() string { return "TritonNvidiaGPUOptimizeTMemLayoutsPass" }

// Argument returns "triton-nvidia-optimize-tmem-layouts".
func (*OptimizeTMemLayouts) Argument() string { return "triton-nvidia-optimize-tmem-layouts" }

// Description describes the pass.
func (*OptimizeTMemLayouts) Description() string {
	return "Optimize TMEM layouts."
}

// OpName anchors the pass on builtin.module.
func (*OptimizeTMemLayouts) OpName() string { return "builtin.module" }

// Run applies the pass's patterns greedily.
func (*OptimizeTMemLayouts) Run(m *ir.Operation, _ *pass.Analyses) error {
	const ns = "mlir::triton::nvidia_gpu::(anonymous namespace)::"
	patterns := rewrite.NewPatternSet(
		rewrite.NewOpPattern(1, splitTMemLoad).WithLabel(ns+"TMemSplitLoadPattern"),
		rewrite.NewOpPattern(1, splitJoinedTMemStore).WithLabel(ns+"TMemStoreJoinPattern"),
		rewrite.NewOpPattern(1, tmemLoadForReduce).WithLabel(ns+"TMemLoadReducePattern"),
		rewrite.NewOpPattern(1, tmemStoreFromShared).WithLabel(ns+"TMemFromSharedMemPattern"),
		rewrite.NewOpPattern(1, tmemLoadToShared).WithLabel(ns+"TMemToSharedMemPattern"),
	)
	rewrite.ApplyPatternsGreedily(m, patterns, rewrite.DefaultGreedyConfig())
	return nil
}

// stripConvertLayout returns the value v converts, looking through ttg.convert_layout ops.
func stripConvertLayout(v *ir.Value) *ir.Value {
	for {
		cvt, ok := ttg.AsConvertLayout(v.DefiningOp())
		if !ok {
			return v
		}
		v = cvt.Src()
	}
}

// tensorType returns v's ranked tensor type, or nil.
func tensorType(v *ir.Value) *ir.RankedTensorType {
	t, _ := v.Type().(*ir.RankedTensorType)
	return t
}

// isTransposeOfLastTwo reports whether op is a tt.trans of order [0, 2, 1].
func isTransposeOfLastTwo(op *ir.Operation) (tt.TransOp, bool) {
	trans, ok := tt.AsTrans(op)
	if !ok {
		return trans, false
	}
	order, ok := trans.OrderAttr().(*ir.DenseArrayAttr)
	return trans, ok && slices.Equal(order.Int64s(), []int64{0, 2, 1})
}

// tmemRowsPerCTA returns the rows (M) of the tensor memory md held by one CTA.
func tmemRowsPerCTA(md *ttg.MemDescType) int64 {
	split := 1
	switch e := md.Encoding.(type) {
	case *ttng.TensorMemoryEncoding:
		split = e.CTASplitM
	case *ttng.TensorMemoryScalesEncoding:
		split = e.CTASplitM
	}
	return md.Dims[0] / int64(max(split, 1))
}

// numWarpsOf returns the number of warps op runs with, 0 when nothing says.
func numWarpsOf(op *ir.Operation) int {
	w, _ := ttg.LookupNumWarps(op)
	return int(w)
}

// splitTMemLoad rewrites split(trans[0,2,1](reshape(tmem_load %m))), looking through layout
// conversions, into two loads of tensor memory subslices of %m, converted to the split's
// result layout (Triton's TMemSplitLoadPattern). Repeated splits match again, each becoming
// its own subslice and load.
func splitTMemLoad(split tt.SplitOp, rw *rewrite.Rewriter) error {
	trans, ok := isTransposeOfLastTwo(stripConvertLayout(split.Src()).DefiningOp())
	if !ok {
		return rewrite.ErrNoMatch
	}
	reshape, ok := tt.AsReshape(trans.Src().DefiningOp())
	if !ok {
		return rewrite.ErrNoMatch
	}
	reshapeSrc := stripConvertLayout(reshape.Src())
	load, ok := ttng.AsTmemLoad(reshapeSrc.DefiningOp())
	if !ok {
		return rewrite.ErrNoMatch
	}
	shape := tensorType(reshape.Result()).Dims
	md, isMemDesc := load.Src().Type().(*ttg.MemDescType)
	if !isMemDesc || len(shape) != 3 || shape[0] != tensorType(reshapeSrc).Dims[0] || tmemRowsPerCTA(md) != 128 {
		return rewrite.ErrNoMatch
	}
	splitN := shape[2]
	if splitN < 8 {
		return rewrite.ErrNoMatch
	}
	outType := tensorType(split.OutLHS())
	cga, err := ttngCGA(outType)
	if err != nil {
		return rewrite.ErrNoMatch
	}
	numWarps := numWarpsOf(load.Operation)
	rw.SetInsertionPoint(load.Operation)
	loc := load.Loc()
	var halves []*ir.Value
	for _, offset := range []int64{0, splitN} {
		sub, err := ttng.BuildTmemSubsliceOf(rw, loc, load.Src(), offset, splitN)
		if err != nil {
			return err
		}
		enc, err := ttng.DefaultTMemLayout(rw.Ctx, sub.Result().Type().(*ttg.MemDescType), numWarps, cga)
		if err != nil {
			return err
		}
		half := ttng.BuildTmemLoad(rw, loc, rw.Ctx.RankedTensorType(outType.Dims, outType.Elem, enc), nil, sub.Result(), nil)
		halves = append(halves, ttg.BuildConvertLayout(rw, loc, outType, half.ResultResult()).Result())
	}
	rw.ReplaceOp(split.Operation, halves)
	return nil
}

// splitJoinedTMemStore rewrites tmem_store(reshape(trans[0,2,1](join %a, %b))), looking
// through layout conversions, into stores of %a and %b to two tensor memory subslices, each
// converted to the subslice's default layout (Triton's TMemStoreJoinPattern).
func splitJoinedTMemStore(store ttng.TmemStoreOp, rw *rewrite.Rewriter) error {
	reshape, ok := tt.AsReshape(stripConvertLayout(store.Src()).DefiningOp())
	if !ok {
		return rewrite.ErrNoMatch
	}
	shape := tensorType(reshape.Src()).Dims
	if len(shape) != 3 || tensorType(reshape.Result()).Dims[0] != shape[0] {
		return rewrite.ErrNoMatch
	}
	trans, ok := isTransposeOfLastTwo(reshape.Src().DefiningOp())
	if !ok {
		return rewrite.ErrNoMatch
	}
	join, ok := tt.AsJoin(trans.Src().DefiningOp())
	if !ok {
		return rewrite.ErrNoMatch
	}
	md, isMemDesc := store.Dst().Type().(*ttg.MemDescType)
	if !isMemDesc || tmemRowsPerCTA(md) != 128 {
		return rewrite.ErrNoMatch
	}
	splitN := shape[2]
	if splitN < 8 {
		return rewrite.ErrNoMatch
	}
	if tok := store.Token(); tok != nil && tok.HasUses() {
		return rewrite.ErrNoMatch
	}
	cga, err := ttngCGA(tensorType(join.Lhs()))
	if err != nil {
		return rewrite.ErrNoMatch
	}
	loc := store.Loc()
	numWarps := numWarpsOf(store.Operation)
	truePred := arith.BuildConstant(rw, loc, rw.Ctx.I1(), ir.NamedAttribute{Name: "value", Value: rw.Ctx.BoolAttr(true)}).Result()
	for i, input := range []*ir.Value{join.Lhs(), join.Rhs()} {
		sub, err := ttng.BuildTmemSubsliceOf(rw, loc, store.Dst(), int64(i)*splitN, splitN)
		if err != nil {
			return err
		}
		enc, err := ttng.DefaultTMemLayout(rw.Ctx, sub.Result().Type().(*ttg.MemDescType), numWarps, cga)
		if err != nil {
			return err
		}
		t := tensorType(input)
		cvt := ttg.BuildConvertLayout(rw, loc, rw.Ctx.RankedTensorType(t.Dims, t.Elem, enc), input)
		ttng.BuildTmemStore(rw, loc, nil, sub.Result(), nil, cvt.Result(), truePred)
	}
	rw.EraseOp(store.Operation)
	return nil
}
