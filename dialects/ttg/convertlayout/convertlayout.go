// Package convertlayout holds the canonicalization patterns of ttg.convert_layout, as Triton
// registers them in ConvertLayoutOp::getCanonicalizationPatterns
// (lib/Dialect/TritonGPU/IR/Ops.cpp): converts of converts, of splats, ranges, constants,
// reshapes, cats, histograms and local loads fold into their producer; converts feeding
// reshapes, transposes, gathers, histograms, splits, local allocs and local stores fold
// into their consumer.
//
// The patterns query the layout algebra (layout equivalence, elements per thread), which the
// ttg package itself cannot import; the ttng dialect, which Triton's patterns reach into
// too, adds them to the canonicalization patterns.
package convertlayout

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// Patterns returns the patterns in Triton's order: convert(producer), then reshape, trans,
// gather, histogram, local_alloc, local_store and split of a convert, each labelled with the
// namespace-qualified name of Triton's class. Triton's tmem_store of a convert (Blackwell
// tensor memory) is not among them.
func Patterns() []rewrite.Pattern {
	return []rewrite.Pattern{
		rewrite.NewPattern("ttg.convert_layout", 1, convertFromProducer).WithLabel("mlir::triton::gpu::CanonicalizeConvertFromConvert"),
		rewrite.NewPattern("tt.reshape", 1, reshapeOfConvert).WithLabel("mlir::triton::gpu::CanonicalizeConvertFromReshape"),
		rewrite.NewPattern("tt.trans", 1, transOfConvert).WithLabel("mlir::triton::gpu::CanonicalizeConvertFromTranspose"),
		rewrite.NewPattern("tt.gather", 1, gatherOfConvert).WithLabel("mlir::triton::gpu::CanonicalizeConvertFromGatherSource"),
		rewrite.NewPattern("tt.histogram", 1, histogramOfConvert).WithLabel("mlir::triton::gpu::CanonicalizeConvertFromHistogram"),
		rewrite.NewPattern("ttg.local_alloc", 1, localAllocOfConvert).WithLabel("mlir::triton::gpu::CanonicalizeConvertFromAlloc"),
		rewrite.NewPattern("ttg.local_store", 1, localStoreOfConvert).WithLabel("mlir::triton::gpu::CanonicalizeConvertFromLocalStore"),
		rewrite.NewPattern("tt.split", 1, splitOfConvert).WithLabel("mlir::triton::gpu::CanonicalizeConvertFromSplit"),
	}
}

func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

func tensorType(t ir.Type) *ir.RankedTensorType {
	rt, _ := t.(*ir.RankedTensorType)
	return rt
}

func encodingOf(v *ir.Value) ir.Attribute {
	if t := tensorType(v.Type()); t != nil {
		return t.Encoding
	}
	return nil
}

func hasDotOperandEncoding(v *ir.Value) bool {
	_, ok := encodingOf(v).(*ttg.DotOperandEncoding)
	return ok
}

// replace creates an op at op's place and location and replaces op by its results.
func replace(rw *rewrite.Rewriter, op *ir.Operation, st *ir.OperationState) *ir.Operation {
	st.Loc = op.Loc()
	n := rw.Create(st)
	rw.ReplaceOp(op, n.Results())
	return n
}

// layoutsEqual is the TritonGPU dialect's verifyLayoutsAreEqual: the same attribute, or
// layouts that place every element of a tensor of shape identically.
func layoutsEqual(shape []int64, a, b ir.Attribute) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	ea, err := layoutattr.ToEncoding(a)
	if err != nil {
		return false
	}
	eb, err := layoutattr.ToEncoding(b)
	if err != nil {
		return false
	}
	eq, err := layout.Equivalent(ea, eb, shape)
	return err == nil && eq
}

// isConvertTrivial reports whether a convert's source and result layouts are structurally
// the same.
func isConvertTrivial(cvt *ir.Operation) bool {
	src := tensorType(cvt.Operand(0).Type())
	dst := tensorType(cvt.Result(0).Type())
	return src != nil && dst != nil && layoutsEqual(src.Dims, src.Encoding, dst.Encoding)
}

// linearLayout returns the linear layout of a distributed tensor type.
func linearLayout(t *ir.RankedTensorType) (layout.LinearLayout, bool) {
	enc, err := layoutattr.ToEncoding(t.Encoding)
	if err != nil {
		return layout.LinearLayout{}, false
	}
	ll, err := layout.ToLinearLayout(enc, t.Dims)
	return ll, err == nil
}

// totalElemsPerThread returns how many elements of a tensor of shape each thread holds
// under the distributed layout enc.
func totalElemsPerThread(enc ir.Attribute, shape []int64) (int, bool) {
	e, err := layoutattr.ToEncoding(enc)
	if err != nil {
		return 0, false
	}
	d, ok := e.(layout.Distributed)
	if !ok {
		return 0, false
	}
	n, err := layout.TotalElemsPerThread(d, shape)
	return n, err == nil
}

// isExpensiveView is Triton's isExpensiveView: a view between the two tensor types needs
// data movement when their broadcast (free variable) masks or their elements per thread
// differ. Layouts the algebra does not model count as expensive.
func isExpensiveView(srcType, dstType ir.Type) bool {
	src, dst := tensorType(srcType), tensorType(dstType)
	if src == nil || dst == nil {
		return true
	}
	llSrc, ok1 := linearLayout(src)
	llDst, ok2 := linearLayout(dst)
	if !ok1 || !ok2 {
		return true
	}
	srcMasks, dstMasks := llSrc.FreeVariableMasks(), llDst.FreeVariableMasks()
	for i := range min(len(srcMasks), len(dstMasks)) {
		if srcMasks[i].Value != dstMasks[i].Value {
			return true
		}
	}
	n1, ok1 := totalElemsPerThread(src.Encoding, src.Dims)
	n2, ok2 := totalElemsPerThread(dst.Encoding, dst.Dims)
	return !ok1 || !ok2 || n1 != n2
}

// isExpensiveCat is Triton's isExpensiveCat: a cat whose result would hold fewer elements per
// thread in the target layout goes through shared memory anyway.
func isExpensiveCat(cat *ir.Operation, target ir.Attribute) bool {
	t := tensorType(cat.Result(0).Type())
	if t == nil {
		return true
	}
	old, ok1 := totalElemsPerThread(t.Encoding, t.Dims)
	n, ok2 := totalElemsPerThread(target, t.Dims)
	return !ok1 || !ok2 || n < old
}

// convertFromProducer is Triton's CanonicalizeConvertFromConvert: a convert to its source's
// type is a no-op, and a convert of a reshape (that may reorder), histogram, local_load, cat,
// convert, splat, make_range or splat constant becomes that op producing the new layout.
func convertFromProducer(op *ir.Operation, rw *rewrite.Rewriter) error {
	src := op.Operand(0)
	if src.Type() == op.Result(0).Type() {
		rw.ReplaceOp(op, []*ir.Value{src})
		return nil
	}
	// Conversions from mma to dot operands are kept: a heuristic for fused attention.
	if hasDotOperandEncoding(op.Result(0)) {
		if _, ok := encodingOf(src).(*ttg.NvidiaMmaEncoding); ok {
			return rewrite.ErrNoMatch
		}
	}
	arg := src.DefiningOp()
	if arg == nil {
		return rewrite.ErrNoMatch
	}
	resTypes := op.ResultTypes()
	switch arg.Name() {
	case "tt.reshape":
		if arg.Attr("allow_reorder") == nil || arg.Attr("efficient_layout") != nil ||
			isExpensiveView(arg.Operand(0).Type(), op.Result(0).Type()) {
			return rewrite.ErrNoMatch
		}
		// The lowering of views packs dot operands differently; keep those converts.
		if hasDotOperandEncoding(src) || hasDotOperandEncoding(op.Result(0)) {
			return rewrite.ErrNoMatch
		}
		// As Triton does, the new reshape reads the old reshape's result; reshape(reshape)
		// then canonicalizes.
		replace(rw, op, &ir.OperationState{Name: "tt.reshape", Operands: arg.Results(), Types: resTypes,
			Attrs: []ir.NamedAttribute{{Name: "allow_reorder", Value: rw.Ctx.UnitAttr()}}})
		return nil
	case "tt.histogram":
		replace(rw, op, &ir.OperationState{Name: "tt.histogram", Operands: arg.Operands(), Types: resTypes})
		return nil
	case "ttg.local_load":
		// Created at the load, as side effects may separate the load from the convert.
		rw.SetInsertionPoint(arg)
		replace(rw, op, &ir.OperationState{Name: "ttg.local_load", Operands: arg.Operands(), Types: resTypes})
		return nil
	case "tt.cat":
		if isExpensiveCat(arg, encodingOf(op.Result(0))) {
			return rewrite.ErrNoMatch
		}
		replace(rw, op, &ir.OperationState{Name: "tt.cat", Operands: arg.Operands(), Types: resTypes})
		return nil
	case "ttg.convert_layout":
		replace(rw, op, &ir.OperationState{Name: "ttg.convert_layout", Operands: arg.Operands(), Types: resTypes})
		return nil
	case "tt.splat":
		replace(rw, op, &ir.OperationState{Name: "tt.splat", Operands: arg.Operands(), Types: resTypes})
		return nil
	case "tt.make_range":
		replace(rw, op, &ir.OperationState{Name: "tt.make_range", Types: resTypes,
			Attrs: []ir.NamedAttribute{{Name: "start", Value: arg.Attr("start")}, {Name: "end", Value: arg.Attr("end")}}})
		return nil
	case "arith.constant":
		d, ok := arg.Attr("value").(*ir.DenseElementsAttr)
		t, ok2 := resTypes[0].(ir.ShapedType)
		if !ok || !ok2 || !d.Splat {
			return rewrite.ErrNoMatch
		}
		replace(rw, op, &ir.OperationState{Name: "arith.constant", Types: resTypes,
			Attrs: []ir.NamedAttribute{{Name: "value", Value: rw.Ctx.DenseElementsAttr(t, d.Data)}}})
		return nil
	}
	return rewrite.ErrNoMatch
}

// reshapeOfConvert: reshape(convert(x)) -> reshape(x) when the convert is trivial, or when the
// reshape may reorder elements and the view of x is not expensive.
func reshapeOfConvert(op *ir.Operation, rw *rewrite.Rewriter) error {
	cvt := definedBy(op.Operand(0), "ttg.convert_layout")
	if cvt == nil {
		return rewrite.ErrNoMatch
	}
	if !isConvertTrivial(cvt) &&
		(isExpensiveView(cvt.Operand(0).Type(), op.Result(0).Type()) || op.Attr("allow_reorder") == nil) {
		return rewrite.ErrNoMatch
	}
	var attrs []ir.NamedAttribute
	for _, name := range []string{"allow_reorder", "efficient_layout"} {
		if a := op.Attr(name); a != nil {
			attrs = append(attrs, ir.NamedAttribute{Name: name, Value: a})
		}
	}
	replace(rw, op, &ir.OperationState{Name: "tt.reshape", Operands: cvt.Operands(), Types: op.ResultTypes(), Attrs: attrs})
	return nil
}

// transOfConvert: trans(x, iota) -> convert(x), which may fold away; trans(convert(x)) ->
// trans(x) when the convert is trivial.
func transOfConvert(op *ir.Operation, rw *rewrite.Rewriter) error {
	order, ok := op.Attr("order").(*ir.DenseArrayAttr)
	if !ok {
		return rewrite.ErrNoMatch
	}
	if isIota(order.Int64s()) {
		replace(rw, op, &ir.OperationState{Name: "ttg.convert_layout", Operands: op.Operands(), Types: op.ResultTypes()})
		return nil
	}
	cvt := definedBy(op.Operand(0), "ttg.convert_layout")
	if cvt == nil || !isConvertTrivial(cvt) {
		return rewrite.ErrNoMatch
	}
	replace(rw, op, &ir.OperationState{Name: "tt.trans", Operands: cvt.Operands(), Types: op.ResultTypes(),
		Attrs: []ir.NamedAttribute{{Name: "order", Value: order}}})
	return nil
}

func isIota(order []int64) bool {
	for i, o := range order {
		if o != int64(i) {
			return false
		}
	}
	return true
}

// gatherOfConvert: gather(convert(src), idx) -> gather(src, idx) unless the gather has an
// optimized layout: the source goes through shared memory, whatever its layout.
func gatherOfConvert(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.Attr("efficient_layout") != nil {
		return rewrite.ErrNoMatch
	}
	cvt := definedBy(op.Operand(0), "ttg.convert_layout")
	if cvt == nil {
		return rewrite.ErrNoMatch
	}
	replace(rw, op, &ir.OperationState{Name: "tt.gather", Operands: []*ir.Value{cvt.Operand(0), op.Operand(1)},
		Types: op.ResultTypes(), Attrs: []ir.NamedAttribute{{Name: "axis", Value: op.Attr("axis")}}})
	return nil
}

// histogramOfConvert: histogram(convert(x), mask) -> histogram(x, convert(mask)).
func histogramOfConvert(op *ir.Operation, rw *rewrite.Rewriter) error {
	cvt := definedBy(op.Operand(0), "ttg.convert_layout")
	if cvt == nil {
		return rewrite.ErrNoMatch
	}
	operands := []*ir.Value{cvt.Operand(0)}
	if op.NumOperands() > 1 {
		st := tensorType(cvt.Operand(0).Type())
		if st == nil {
			return rewrite.ErrNoMatch
		}
		maskType := rw.Ctx.RankedTensorType(st.Dims, rw.Ctx.IntegerType(1), st.Encoding)
		rw.SetInsertionPoint(op)
		m := rw.Create(&ir.OperationState{Name: "ttg.convert_layout", Loc: op.Loc(), Operands: []*ir.Value{op.Operand(1)},
			Types: []ir.Type{maskType}})
		operands = append(operands, m.Result(0))
	}
	replace(rw, op, &ir.OperationState{Name: "tt.histogram", Operands: operands, Types: op.ResultTypes()})
	return nil
}

// localAllocOfConvert: local_alloc(convert(x)) -> local_alloc(x). Like Triton's, the new
// alloc keeps no attributes.
func localAllocOfConvert(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.NumOperands() == 0 {
		return rewrite.ErrNoMatch
	}
	cvt := definedBy(op.Operand(0), "ttg.convert_layout")
	if cvt == nil {
		return rewrite.ErrNoMatch
	}
	replace(rw, op, &ir.OperationState{Name: "ttg.local_alloc", Operands: cvt.Operands(), Types: op.ResultTypes()})
	return nil
}

// localStoreOfConvert: local_store(convert(x), m) -> local_store(x, m).
func localStoreOfConvert(op *ir.Operation, rw *rewrite.Rewriter) error {
	cvt := definedBy(op.Operand(0), "ttg.convert_layout")
	if cvt == nil {
		return rewrite.ErrNoMatch
	}
	replace(rw, op, &ir.OperationState{Name: "ttg.local_store", Operands: []*ir.Value{cvt.Operand(0), op.Operand(1)}})
	return nil
}

// splitOfConvert: split(convert(x)) -> split(x) when splitting x gives the same layout.
func splitOfConvert(op *ir.Operation, rw *rewrite.Rewriter) error {
	cvt := definedBy(op.Operand(0), "ttg.convert_layout")
	if cvt == nil {
		return rewrite.ErrNoMatch
	}
	src, ok := cvt.Operand(0).Type().(*ir.RankedTensorType)
	if !ok || src.Encoding == nil {
		return rewrite.ErrNoMatch
	}
	dst, err := ttg.LayoutInference{}.InferSplitEncoding(rw.Ctx, src.Encoding, src.Dims)
	if err != nil || dst != encodingOf(op.Result(0)) {
		return rewrite.ErrNoMatch
	}
	replace(rw, op, &ir.OperationState{Name: "tt.split", Operands: cvt.Operands(), Types: op.ResultTypes()})
	return nil
}
