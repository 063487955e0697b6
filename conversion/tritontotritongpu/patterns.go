package tritontotritongpu

import (
	"fmt"
	"math/bits"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite/conversion"
)

// newPatterns returns the conversion patterns, as Triton populates them.
func newPatterns(c *TypeConverter) []conversion.Pattern {
	patterns := generic(
		// arith
		arith.AddIOp{}, arith.SubIOp{}, arith.MulIOp{}, arith.DivUIOp{}, arith.DivSIOp{}, arith.CeilDivUIOp{},
		arith.CeilDivSIOp{}, arith.FloorDivSIOp{}, arith.RemUIOp{}, arith.RemSIOp{}, arith.AndIOp{}, arith.OrIOp{},
		arith.XOrIOp{}, arith.ShLIOp{}, arith.ShRUIOp{}, arith.ShRSIOp{}, arith.AddFOp{}, arith.SubFOp{},
		arith.MaximumFOp{}, arith.MaxNumFOp{}, arith.MaxSIOp{}, arith.MaxUIOp{}, arith.MinimumFOp{}, arith.MinNumFOp{},
		arith.MinSIOp{}, arith.MinUIOp{}, arith.MulFOp{}, arith.DivFOp{}, arith.RemFOp{}, arith.CmpIOp{}, arith.CmpFOp{},
		arith.SelectOp{}, arith.TruncIOp{}, arith.TruncFOp{}, arith.ExtUIOp{}, arith.ExtSIOp{}, arith.ExtFOp{},
		arith.SIToFPOp{}, arith.FPToSIOp{}, arith.FPToUIOp{}, arith.UIToFPOp{},
		// math
		math.ExpOp{}, math.Exp2Op{}, math.FloorOp{}, math.CeilOp{}, math.CosOp{}, math.SinOp{}, math.LogOp{},
		math.Log2Op{}, math.ErfOp{}, math.AbsFOp{}, math.AbsIOp{}, math.SqrtOp{}, math.RsqrtOp{}, math.FmaOp{},
		// tt
		tt.AdvanceOp{}, tt.MakeTensorPtrOp{}, tt.ReshapeOp{}, tt.BitcastOp{}, tt.FpToFpOp{}, tt.IntToPtrOp{},
		tt.PtrToIntOp{}, tt.SplatOp{}, tt.UnsplatOp{}, tt.AddptrOp{}, tt.ClampfOp{}, tt.PreciseSqrtOp{},
		tt.PreciseDivfOp{}, tt.MulhiuiOp{}, tt.ElementwiseInlineAsmOp{}, tt.ReduceReturnOp{}, tt.ScanReturnOp{},
		tt.MakeRangeOp{}, tt.LoadOp{}, tt.StoreOp{}, tt.HistogramOp{}, tt.GatherOp{}, tt.ExternElementwiseOp{},
		tt.PrintOp{}, tt.AssertOp{}, tt.AtomicCasOp{}, tt.AtomicRmwOp{}, tt.DescriptorLoadOp{},
		tt.DescriptorStoreOp{}, tt.DescriptorReduceOp{}, tt.DotScaledOp{}, tt.CallOp{}, tt.ReturnOp{},
		// the structural tt.map_elementwise and scf.if patterns do what the generic one does
		tt.MapElementwiseOp{}, scf.IfOp{},
		// scf, ub
		scf.YieldOp{}, ub.PoisonOp{},
	)
	return append(patterns,
		conversion.NewOpPattern(convertConstant),
		conversion.NewOpPattern(convertBroadcast),
		conversion.NewOpPattern(convertCat),
		conversion.NewOpPattern(convertJoin),
		conversion.NewOpPattern(c.convertSplit),
		conversion.NewOpPattern(convertReduce),
		conversion.NewOpPattern(convertScan),
		conversion.NewOpPattern(convertExpandDims),
		conversion.NewOpPattern(convertTrans),
		conversion.NewOpPattern(c.convertDot),
		conversion.NewOpPattern(c.convertGather),
		conversion.NewOpPattern(c.convertScatter),
		conversion.NewOpPattern(convertFunc),
		conversion.NewOpPattern(convertFor),
		conversion.NewOpPattern(convertWhile),
		conversion.NewOpPattern(convertCondition),
		conversion.NewOpPattern(convertBranch),
		conversion.NewOpPattern(convertCondBranch),
	)
}

// generic returns Triton's GenericOpPattern for the ops of each kind.
func generic(kinds ...conversion.OpKind) []conversion.Pattern {
	ps := make([]conversion.Pattern, len(kinds))
	for i, k := range kinds {
		ps[i] = conversion.NewPattern(k.OpName(), convertGeneric)
	}
	return ps
}

// convertGeneric replaces op by the same op over the converted operands, with its results'
// types converted (GenericOpPattern, and the structural scf.if and map_elementwise patterns).
func convertGeneric(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	types, err := rw.TypeConverter().ConvertTypes(op.ResultTypes())
	if err != nil {
		return err
	}
	replace(rw, op, operands, types)
	return nil
}

// replace creates an op like op, with its name, attributes and successors, over operands and
// with results of types, moves op's regions into it and replaces op by it.
func replace(rw *conversion.Rewriter, op *ir.Operation, operands []*ir.Value, types []ir.Type) *ir.Operation {
	st := &ir.OperationState{Name: op.Name(), Loc: op.Loc(), Operands: operands, Types: types,
		Props: op.Props(), Attrs: op.Attrs(), Successors: op.Successors()}
	for range op.Regions() {
		st.AddRegion()
	}
	n := rw.Create(st)
	for i, r := range op.Regions() {
		rw.InlineRegionBefore(r, n.Region(i), nil)
	}
	rw.ReplaceOp(op, n.Results())
	return n
}

// convertConstant gives a tensor constant its default layout, its value the same type.
func convertConstant(op arith.ConstantOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	t, err := convertedTensor(rw, op.Result())
	if err != nil {
		return err
	}
	v, ok := op.ValueAttr().(*ir.DenseElementsAttr)
	if !ok {
		return fmt.Errorf("expected a dense elements attribute")
	}
	n := ir.View[arith.ConstantOp](replace(rw, op.Operation, operands, []ir.Type{t}))
	n.SetValueAttr(rw.Ctx.DenseElementsAttr(t, v.Data))
	return nil
}

// convertedTensor returns the converted type of the tensor v.
func convertedTensor(rw *conversion.Rewriter, v *ir.Value) (*ir.RankedTensorType, error) {
	t, ok := rw.TypeConverter().ConvertType(v.Type()).(*ir.RankedTensorType)
	if !ok {
		return nil, fmt.Errorf("expected a ranked tensor")
	}
	return t, nil
}

// convertBroadcast keeps the source's layout for the result.
func convertBroadcast(op tt.BroadcastOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	src := tensorType(op.Adaptor(operands).Src())
	if src == nil || src.Encoding == nil {
		return fmt.Errorf("source has no encoding")
	}
	replace(rw, op.Operation, operands, []ir.Type{withEncoding(rw.Ctx, tensorType(op.Result()), src.Encoding)})
	return nil
}

// convertCat gives the result enough elements per thread for both operands, rounded up to a
// power of two, along its fastest dimension.
func convertCat(op tt.CatOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	ret, err := convertedTensor(rw, op.Result())
	if err != nil {
		return err
	}
	enc, ok := ret.Encoding.(*ttg.BlockedEncoding)
	if !ok {
		return fmt.Errorf("result layout is not blocked")
	}
	total := func(t *ir.RankedTensorType) (int, error) {
		l, err := distributedLayout(t.Encoding)
		if err != nil {
			return 0, err
		}
		return layout.TotalElemsPerThread(l, t.Dims)
	}
	a := op.Adaptor(operands)
	lhs, err := total(tensorType(a.Lhs()))
	if err != nil {
		return err
	}
	rhs, err := total(tensorType(a.Rhs()))
	if err != nil {
		return err
	}
	retTotal, err := total(ret)
	if err != nil {
		return err
	}
	newTotal := 1 << bits.Len(uint(lhs+rhs-1))
	spt := append([]uint32(nil), enc.SizePerThread...)
	spt[enc.Order[0]] *= uint32(newTotal / retTotal)
	newEnc := ttg.Blocked(rw.Ctx, spt, enc.ThreadsPerWarp, enc.WarpsPerCTA, enc.Order, enc.CGA)
	replace(rw, op.Operation, operands, []ir.Type{withEncoding(rw.Ctx, ret, newEnc)})
	return nil
}

// convertJoin relies on type inference: the result gets the layout tt.join infers from its
// operands' (TritonJoinOpPattern).
func convertJoin(op tt.JoinOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	t, err := tt.InferJoinType(rw.Ctx, tensorType(op.Adaptor(operands).Lhs()))
	if err != nil {
		return err
	}
	replace(rw, op.Operation, operands, []ir.Type{t})
	return nil
}

// convertSplit makes the source a blocked layout with two elements per thread in its last,
// fastest dimension where it is not one already, then infers the results' layout.
func (c *TypeConverter) convertSplit(op tt.SplitOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	src := op.Adaptor(operands).Src()
	srcTy := tensorType(src)
	rank := len(srcTy.Dims)
	enc, ok := srcTy.Encoding.(*ttg.BlockedEncoding)
	if !ok || enc.SizePerThread[rank-1] != 2 || enc.Order[0] != uint32(rank-1) {
		def, err := c.DefaultBlocked(tensorType(op.OutLHS()).Dims)
		if err != nil {
			return err
		}
		order := append([]uint32{uint32(rank - 1)}, def.Order...)
		enc = ttg.Blocked(rw.Ctx, appendVal(def.SizePerThread, 2), appendVal(def.ThreadsPerWarp, 1), appendVal(def.WarpsPerCTA, 1),
			order, cgaInsertDim(def.CGA, rank-1))
		src = ttg.BuildConvertLayout(rw, rw.Loc, withEncoding(rw.Ctx, srcTy, enc), src).Result()
	}
	t, err := tt.InferSplitType(rw.Ctx, tensorType(src))
	if err != nil {
		return err
	}
	replace(rw, op.Operation, []*ir.Value{src}, []ir.Type{t, t})
	return nil
}

// convertReduce infers the results: the operands' layouts sliced along the axis, or scalars.
func convertReduce(op tt.ReduceOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	axis64, _ := op.Axis()
	axis := int(axis64)
	srcs := op.Adaptor(operands).Srcs()
	types := op.ResultTypes()
	for i, src := range srcs {
		st := tensorType(src)
		if axis < 0 || axis >= len(st.Dims) {
			return fmt.Errorf("reduction axis %d is out of range for rank %d", axis64, len(st.Dims))
		}
		if len(st.Dims) == 1 {
			continue
		}
		shape := append(append([]int64(nil), st.Dims[:axis]...), st.Dims[axis+1:]...)
		var enc ir.Attribute
		if st.Encoding != nil {
			enc = ttg.Slice(rw.Ctx, axis, st.Encoding)
		}
		types[i] = rw.Ctx.RankedTensorType(shape, st.Elem, enc)
	}
	replace(rw, op.Operation, operands, types)
	return nil
}

// convertScan gives the results the operands' types.
func convertScan(op tt.ScanOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	types := make([]ir.Type, len(operands))
	for i, v := range op.Adaptor(operands).Srcs() {
		types[i] = v.Type()
	}
	replace(rw, op.Operation, operands, types)
	return nil
}

// convertExpandDims converts the source to a slice of a blocked layout with a size-1 dimension
// inserted at the axis, and gives the result that layout.
func convertExpandDims(op tt.ExpandDimsOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	srcVal := op.Adaptor(operands).Src()
	src := tensorType(srcVal)
	enc, ok := src.Encoding.(*ttg.BlockedEncoding)
	if !ok {
		return fmt.Errorf("source layout is not blocked")
	}
	axis64, _ := op.Axis()
	axis := int(axis64)
	ctx := rw.Ctx
	retEnc := ttg.Blocked(ctx, insertOne(enc.SizePerThread, axis), insertOne(enc.ThreadsPerWarp, axis),
		insertOne(enc.WarpsPerCTA, axis), iota32(len(src.Dims)+1), cgaInsertDim(enc.CGA, axis))
	newSrc := ttg.BuildConvertLayout(rw, rw.Loc, withEncoding(ctx, src, ttg.Slice(ctx, axis, retEnc)), srcVal).Result()
	replace(rw, op.Operation, []*ir.Value{newSrc}, []ir.Type{withEncoding(ctx, tensorType(op.Result()), retEnc)})
	return nil
}

// convertTrans relies on type inference: the result gets the layout tt.trans infers from its
// source's, a linear layout where no legacy layout moves no data (TritonTransPattern).
func convertTrans(op tt.TransOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	src := tensorType(op.Adaptor(operands).Src())
	if src.Encoding == nil {
		return fmt.Errorf("source has no encoding")
	}
	var order []int32
	for _, o := range ir.IntsAttrValue(op.OrderAttr()) {
		order = append(order, int32(o))
	}
	t, err := tt.InferTransType(rw.Ctx, src, order)
	if err != nil {
		return err
	}
	replace(rw, op.Operation, operands, []ir.Type{t})
	return nil
}

// convertDot gives the result a blocked layout with up to 4x4 elements per thread and the
// operands dot_op layouts of it.
func (c *TypeConverter) convertDot(op tt.DotOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	ctx := rw.Ctx
	orig := tensorType(op.D())
	shape := orig.Dims
	rank := len(shape)
	spt := make([]uint32, rank)
	for i := range spt {
		spt[i] = 1
	}
	perThread := ir.NumElements(shape) / int64(c.NumWarps*c.ThreadsPerWarp)
	if perThread >= 4 {
		spt[rank-1], spt[rank-2] = 2, 2
	}
	if perThread >= 16 {
		spt[rank-1], spt[rank-2] = 4, 4
	}
	spt[rank-1] = min(spt[rank-1], uint32(shape[rank-1]))
	spt[rank-2] = min(spt[rank-2], uint32(shape[rank-2]))
	order := make([]uint32, rank)
	for i := range order {
		order[i] = uint32(rank - 1 - i)
	}
	dEnc, err := c.blockedForShape(shape, spt, order)
	if err != nil {
		return err
	}
	retType := withEncoding(ctx, orig, dEnc)
	in := op.Adaptor(operands)
	a, b, acc := in.A(), in.B(), in.C()
	aType, bType := tensorType(a), tensorType(b)
	if aType.Encoding == nil || bType.Encoding == nil {
		return fmt.Errorf("operands have no encoding")
	}
	// Each conversion takes the location of the value it converts, as Triton's.
	if _, ok := aType.Encoding.(*ttg.DotOperandEncoding); !ok {
		a = ttg.BuildConvertLayout(rw, a.Location(), withEncoding(ctx, aType, ttg.DotOperand(ctx, 0, dEnc, 0)), a).Result()
	}
	if _, ok := bType.Encoding.(*ttg.DotOperandEncoding); !ok {
		b = ttg.BuildConvertLayout(rw, b.Location(), withEncoding(ctx, bType, ttg.DotOperand(ctx, 1, dEnc, 0)), b).Result()
	}
	acc = ttg.BuildConvertLayout(rw, acc.Location(), retType, acc).Result()
	replace(rw, op.Operation, []*ir.Value{a, b, acc}, []ir.Type{retType})
	return nil
}

// convertGather gives the row offsets of a descriptor gather the layout gather4 needs.
func (c *TypeConverter) convertGather(op tt.DescriptorGatherOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	return c.convertGatherScatter(op.Operation, op.Adaptor(operands).XOffsets(), operands, rw)
}

// convertScatter gives the row offsets of a descriptor scatter the layout scatter4 needs.
func (c *TypeConverter) convertScatter(op tt.DescriptorScatterOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	return c.convertGatherScatter(op.Operation, op.Adaptor(operands).XOffsets(), operands, rw)
}

// convertGatherScatter converts idx, the row offsets among the operands of a descriptor gather
// or scatter, to four consecutive indices per thread, and replaces op over them.
func (c *TypeConverter) convertGatherScatter(op *ir.Operation, idx *ir.Value, operands []*ir.Value, rw *conversion.Rewriter) error {
	types, err := rw.TypeConverter().ConvertTypes(op.ResultTypes())
	if err != nil {
		return err
	}
	t := tensorType(idx)
	ctx := rw.Ctx
	parent := ttg.Blocked(ctx, []uint32{1, 4}, []uint32{uint32(c.ThreadsPerWarp), 1}, []uint32{1, uint32(c.NumWarps)}, []uint32{1, 0}, nil)
	if enc := ttg.Slice(ctx, 0, parent); t.Encoding != ir.Attribute(enc) {
		newIdx := ttg.BuildConvertLayout(rw, rw.Loc, withEncoding(ctx, t, enc), idx).Result()
		operands = append([]*ir.Value(nil), operands...)
		for i, v := range operands {
			if v == idx {
				operands[i] = newIdx
				break
			}
		}
	}
	replace(rw, op, operands, types)
	return nil
}

// convertFunc converts a function whose tensor arguments have no layout, as Triton's
// TritonFuncOpPattern does: it keeps the function type and converts the entry block with an
// empty signature conversion, which drops the block's arguments. An argument still in use
// when the conversion ends fails it; unused ones leave a function that no longer matches its
// type, which the verifier reports.
func convertFunc(op tt.FuncOp, _ []*ir.Value, rw *conversion.Rewriter) error {
	if body := op.Body(); !body.Empty() {
		entry := body.Front()
		rw.ApplySignatureConversion(entry, conversion.NewSignatureConversion(entry.NumArguments()))
	}
	return nil
}

// convertFor replaces the loop by one over the converted operands, with converted result and
// region argument types (SCFForPattern).
func convertFor(op scf.ForOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	return convertLoop(op.Operation, operands, rw)
}

// convertWhile is convertFor for scf.while (SCFWhilePattern).
func convertWhile(op scf.WhileOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	return convertLoop(op.Operation, operands, rw)
}

func convertLoop(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	types, err := rw.TypeConverter().ConvertTypes(op.ResultTypes())
	if err != nil {
		return err
	}
	n := replace(rw, op, operands, types)
	for _, r := range n.Regions() {
		if _, err := rw.ConvertRegionTypes(r, nil); err != nil {
			return err
		}
	}
	return nil
}

// convertCondition takes the converted operands in place (SCFConditionPattern).
func convertCondition(op scf.ConditionOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	rw.ModifyOpInPlace(op.Operation, func() { op.SetOperands(operands) })
	return nil
}

// convertBranch replaces the branch over the converted operands and converts the argument
// types of the blocks of its region (CFBranchPattern).
func convertBranch(op cf.BranchOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	return convertTerminator(op.Operation, operands, rw)
}

// convertCondBranch is convertBranch for cf.cond_br (CFCondBranchPattern).
func convertCondBranch(op cf.CondBranchOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	return convertTerminator(op.Operation, operands, rw)
}

func convertTerminator(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	region := op.ParentRegion()
	replace(rw, op, operands, nil)
	_, err := rw.ConvertRegionTypes(region, nil)
	return err
}
