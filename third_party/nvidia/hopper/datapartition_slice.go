package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// toBeRemovedAttr marks the loops and conditions a slice replaced, erased once the slice is
// done.
const toBeRemovedAttr = "to_be_removed"

// slicer makes one slice (offset) of the ops of a partition scheme: each op is cloned with
// its operands' slices and its result sliced along its dimension (Triton's sliceOp and its
// IRMappings).
type slicer struct {
	scheme *partitionScheme
	offset int
	// values maps an original value to its slice; ops an original op to its slice.
	values map[*ir.Value]*ir.Value
	ops    map[*ir.Operation]*ir.Operation
	// made holds the ops this slicer made (the reverse mapping of ops).
	made map[*ir.Operation]bool
	err  error
}

func newSlicer(scheme *partitionScheme, offset int) *slicer {
	return &slicer{scheme: scheme, offset: offset, values: map[*ir.Value]*ir.Value{},
		ops: map[*ir.Operation]*ir.Operation{}, made: map[*ir.Operation]bool{}}
}

// fail records the first op the slicer cannot handle.
func (sl *slicer) fail(op *ir.Operation, format string, args ...any) {
	if sl.err == nil {
		sl.err = ir.OpError(op, format, args...)
	}
}

// sliceValue slices the op defining v, or owning the block of a block argument.
func (sl *slicer) sliceValue(v *ir.Value) *ir.Operation {
	if v.IsBlockArgument() {
		return sl.sliceOp(v.OwnerBlock().ParentOp())
	}
	return sl.sliceOp(v.DefiningOp())
}

// mapValue records newV as the slice of v.
func (sl *slicer) mapValue(v, newV *ir.Value) { sl.values[v] = newV }

// sliceTaskIDs is the task ids of the slice of an op with the given ids: its consumer of
// this offset, and the producer when the op has both.
func (sl *slicer) sliceTaskIDs(op *ir.Operation) ([]int32, bool) {
	ids := asyncTaskIDs(op)
	n := sl.scheme.numPartitions
	switch {
	case len(ids) == n:
		return []int32{ids[sl.offset]}, true
	case len(ids) == 1:
		return []int32{ids[0]}, true
	case len(ids) > n:
		return []int32{ids[0], ids[sl.offset+1]}, true
	}
	return nil, false
}

// sliceOp is Triton's sliceOp: it makes the slice of op (once per slicer) and returns it, or
// op itself when op is not to slice.
func (sl *slicer) sliceOp(op *ir.Operation) *ir.Operation {
	if sl.err != nil || !sl.scheme.ops.has[op] {
		return op
	}
	if n, ok := sl.ops[op]; ok {
		return n
	}
	if sl.made[op] {
		return op
	}
	dim := sl.scheme.dimOf(op)
	ids, ok := sl.sliceTaskIDs(op)
	if !ok {
		sl.fail(op, "data partitioning cannot split the async tasks %v of this op", asyncTaskIDs(op))
		return op
	}
	newOp := sl.sliceByKind(op, dim, ids)
	if sl.err != nil || newOp == nil {
		return op
	}
	sl.ops[op] = newOp
	sl.made[newOp] = true
	return newOp
}

// sliceByKind makes the slice of op along dim for the tasks ids.
func (sl *slicer) sliceByKind(op *ir.Operation, dim int, ids []int32) *ir.Operation {
	switch {
	case dim == noPartitionDim || op.HasTrait(ir.Elementwise) || is[ttg.ConvertLayoutOp](op) ||
		is[tt.BroadcastOp](op) || is[tt.SplatOp](op) || is[tt.ExpandDimsOp](op) || is[tt.FpToFpOp](op) ||
		is[tt.AtomicRmwOp](op) || is[ttg.LocalAllocOp](op) || is[tt.StoreOp](op) || is[tt.LoadOp](op):
		for _, v := range op.Operands() {
			sl.sliceValue(v)
		}
		return sl.cloneSliced(op, dim, ids)
	case is[arith.ConstantOp](op):
		return sl.sliceConstant(op, dim)
	case is[tt.MakeRangeOp](op):
		return sl.sliceMakeRange(op, ids)
	case is[tt.DescriptorLoadOp](op) || is[tt.DescriptorStoreOp](op):
		return sl.sliceDescriptorAccess(op, dim, ids)
	case is[tt.MakeTensorDescriptorOp](op) || is[ttng.ReinterpretTensorDescriptorOp](op):
		return sl.cloneSliced(op, dim, ids)
	case is[tt.TransOp](op):
		sl.sliceValue(ir.View[tt.TransOp](op).Src())
		return sl.cloneSliced(op, dim, ids)
	case is[ttg.MemdescTransOp](op):
		sl.sliceValue(ir.View[ttg.MemdescTransOp](op).Src())
		return sl.cloneSliced(op, dim, ids)
	case is[ttng.WarpGroupDotOp](op):
		return sl.sliceDot(op, dim, ids)
	case is[scf.ForOp](op):
		return sl.sliceLoop(ir.View[scf.ForOp](op), ids)
	case is[scf.IfOp](op):
		return sl.sliceIf(ir.View[scf.IfOp](op))
	case is[scf.YieldOp](op):
		n := op.NumOperands()
		for i := range n {
			v := op.Operand(i)
			sl.sliceValue(v)
			if newV, ok := sl.values[v]; ok {
				op.SetOperands(append(op.Operands(), newV))
			}
		}
		return op
	case is[tt.ReduceOp](op):
		if axis, _ := ir.View[tt.ReduceOp](op).Axis(); int(axis) == dim {
			sl.fail(op, "data partitioning would split the reduced dimension")
			return nil
		}
		for _, v := range op.Operands() {
			sl.sliceValue(v)
		}
		newOp := sl.cloneSliced(op, dim, ids)
		newOp.Walk(func(o *ir.Operation) ir.WalkResult {
			setAsyncTaskIDs(o, ids)
			return ir.WalkAdvance
		})
		return newOp
	}
	sl.fail(op, "data partitioning does not handle this op")
	return nil
}

// slicedResult is the result a slice retypes, as Triton's cloneAndSetResultType does: the
// first, whatever the op.
const slicedResult = 0

// cloneSliced clones op before it with the slices of its operands and the tasks ids, its
// first result sliced along dim unless the op is duplicated (Triton's cloneAndSetResultType).
func (sl *slicer) cloneSliced(op *ir.Operation, dim int, ids []int32) *ir.Operation {
	newOp := op.Clone(sl.values)
	op.Block().InsertBefore(newOp, op)
	setAsyncTaskIDs(newOp, ids)
	sl.ops[op] = newOp
	sl.made[newOp] = true
	if op.NumResults() == 0 {
		return newOp
	}
	v, newV := op.Result(slicedResult), newOp.Result(slicedResult)
	retype := dim != noPartitionDim
	if is[ttng.WarpGroupDotOp](op) {
		operand := sl.scheme.dotOperand[op]
		if (dim == 0 && operand == 1) || (dim == 1 && operand == 0) {
			retype = false
		}
	}
	if retype {
		if t := sl.slicedType(op.Context(), v.Type(), dim); t != nil {
			newV.SetType(t)
		}
	}
	sl.mapValue(v, newV)
	return newOp
}

// slicedType is t with its dimension dim divided among the partitions; nil for a type that
// has no shape to slice.
func (sl *slicer) slicedType(ctx *ir.Context, t ir.Type, dim int) ir.Type {
	shape := slices.Clone(shapeOf(t))
	if dim < 0 || dim >= len(shape) {
		return nil
	}
	shape[dim] /= int64(sl.scheme.numPartitions)
	switch t := t.(type) {
	case *ttg.MemDescType:
		return ttg.MemDesc(ctx, shape, t.Elem, t.Encoding, t.MemorySpace, t.Mutable, nil)
	case *ir.RankedTensorType:
		return ctx.RankedTensorType(shape, t.Elem, t.Encoding)
	case *tt.TensorDescType:
		b := t.BlockType
		return tt.TensorDesc(ctx, ctx.RankedTensorType(shape, b.Elem, b.Encoding))
	}
	return nil
}

// sliceConstant makes a splat constant of the sliced shape, keeping the original's task ids
// (constant folding may merge the slices back).
func (sl *slicer) sliceConstant(op *ir.Operation, dim int) *ir.Operation {
	c := ir.View[arith.ConstantOp](op)
	dense, ok := c.ValueAttr().(*ir.DenseElementsAttr)
	if !ok || !dense.Splat {
		sl.fail(op, "data partitioning slices splat constants only")
		return nil
	}
	newType, ok := sl.slicedType(op.Context(), c.Result().Type(), dim).(ir.ShapedType)
	if !ok {
		sl.fail(op, "data partitioning cannot slice this constant along dimension %d", dim)
		return nil
	}
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPoint(op)
	ctx := op.Context()
	newConst := arith.BuildConstant(b, op.Loc(), newType, ir.NamedAttribute{Name: "value", Value: ctx.DenseElementsAttr(newType, dense.Data)})
	setAsyncTaskIDs(newConst.Operation, asyncTaskIDs(op))
	sl.mapValue(c.Result(), newConst.Result())
	return newConst.Operation
}

// sliceMakeRange makes the part of a range this offset covers.
func (sl *slicer) sliceMakeRange(op *ir.Operation, ids []int32) *ir.Operation {
	r := ir.View[tt.MakeRangeOp](op)
	start, _ := r.Start()
	end, _ := r.End()
	size := (end - start) / int64(sl.scheme.numPartitions)
	start += int64(sl.offset) * size
	t := r.Result().Type().(*ir.RankedTensorType)
	ctx := op.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	newRange := tt.BuildMakeRange(b, op.Loc(), ctx.RankedTensorType([]int64{size}, ctx.I32(), t.Encoding),
		ir.NamedAttribute{Name: "end", Value: ctx.I32Attr(int32(start + size))},
		ir.NamedAttribute{Name: "start", Value: ctx.I32Attr(int32(start))})
	setAsyncTaskIDs(newRange.Operation, ids)
	sl.mapValue(r.Result(), newRange.Result())
	return newRange.Operation
}

// sliceDescriptorAccess slices a descriptor load or store: its descriptor is sliced and the
// coordinate along dim moves by the offset's share of the block.
func (sl *slicer) sliceDescriptorAccess(op *ir.Operation, dim int, ids []int32) *ir.Operation {
	var coord *ir.Value
	var shape []int64
	if load, ok := tt.AsDescriptorLoad(op); ok {
		sl.sliceValue(load.Desc())
		coord = load.Indices()[dim]
		shape = shapeOf(load.Result().Type())
	} else {
		store := ir.View[tt.DescriptorStoreOp](op)
		sl.sliceValue(store.Desc())
		coord = store.Indices()[dim]
		shape = shapeOf(store.Src().Type())
	}
	if sl.offset != 0 {
		ctx := op.Context()
		b := ir.NewBuilder(ctx)
		if def := coord.DefiningOp(); def != nil {
			b.SetInsertionPointAfter(def)
		} else {
			b.SetInsertionPointToStart(coord.OwnerBlock())
		}
		shift := int64(sl.offset) * shape[dim] / int64(sl.scheme.numPartitions)
		c := arith.BuildConstant(b, op.Loc(), ctx.I32(), ir.NamedAttribute{Name: "value", Value: ctx.I32Attr(int32(shift))})
		setAsyncTaskIDs(c.Operation, ids)
		add := arith.BuildAddI(b, op.Loc(), coord, c.Result())
		setAsyncTaskIDs(add.Operation, ids)
		sl.mapValue(coord, add.Result())
	}
	return sl.cloneSliced(op, dim, ids)
}

// sliceDot slices a warp group dot through the operand the scheme names (and the other one
// when the dot is sliced along K) and its accumulator.
func (sl *slicer) sliceDot(op *ir.Operation, dim int, ids []int32) *ir.Operation {
	operand := sl.scheme.dotOperand[op]
	sl.sliceValue(op.Operand(operand))
	if (dim == 0 && operand == 1) || (dim == 1 && operand == 0) {
		sl.sliceValue(op.Operand(1 - operand))
	}
	sl.sliceValue(ir.View[ttng.WarpGroupDotOp](op).C())
	return sl.cloneSliced(op, dim, ids)
}

// sliceLoop replaces a loop by one carrying the slices of its sliced values too; the old
// loop, emptied, is erased once the slice is done.
func (sl *slicer) sliceLoop(loop scf.ForOp, ids []int32) *ir.Operation {
	inits := loop.InitArgs()
	newInits := slices.Clone(inits)
	body := loop.Region().Front()
	added := map[int]int{}
	for i, v := range inits {
		sl.sliceValue(v)
		newV, ok := sl.values[v]
		if !ok {
			continue
		}
		newInits = append(newInits, newV)
		body.AddArgument(newV.Type(), loop.Loc())
		added[i] = len(newInits) - 1
	}
	types := make([]ir.Type, len(newInits))
	for i, v := range newInits {
		types[i] = v.Type()
	}
	b := ir.NewBuilder(loop.Context())
	b.SetInsertionPoint(loop.Operation)
	newLoop := scf.BuildFor(b, loop.Loc(), types, loop.LowerBound(), loop.UpperBound(), loop.Step(), newInits)
	setAsyncTaskIDs(newLoop.Operation, ids)
	newLoop.SetProps(loop.Props())
	newLoop.SetAttrs(loop.Attrs())
	sl.scheme.ops.insert(newLoop.Operation)
	newLoop.Region().TakeBody(loop.Region())
	for i, r := range loop.Results() {
		r.ReplaceAllUsesWith(newLoop.Results()[i])
	}
	loop.SetAttr(toBeRemovedAttr, loop.Context().UnitAttr())
	newBody := newLoop.Region().Front()
	for from, to := range added {
		sl.mapValue(newLoop.Results()[from], newLoop.Results()[to])
		sl.mapValue(newBody.Argument(from+1), newBody.Argument(to+1))
	}
	return newLoop.Operation
}

// sliceIf replaces an scf.if by one yielding the slices of its sliced results too.
func (sl *slicer) sliceIf(ifOp scf.IfOp) *ir.Operation {
	if ifOp.ElseRegion().Empty() {
		sl.fail(ifOp.Operation, "data partitioning slices scf.if with an else branch only")
		return nil
	}
	thenYield := ifOp.ThenRegion().Front().Terminator()
	elseYield := ifOp.ElseRegion().Front().Terminator()
	sl.sliceOp(thenYield)
	sl.sliceOp(elseYield)
	types := thenYield.OperandTypes()
	b := ir.NewBuilder(ifOp.Context())
	b.SetInsertionPoint(ifOp.Operation)
	newIf := scf.BuildIf(b, ifOp.Loc(), types, ifOp.Condition())
	newIf.ThenRegion().TakeBody(ifOp.ThenRegion())
	newIf.ElseRegion().TakeBody(ifOp.ElseRegion())
	newIf.SetProps(ifOp.Props())
	newIf.SetAttrs(ifOp.Attrs())
	sl.scheme.ops.insert(newIf.Operation)
	ifOp.SetAttr(toBeRemovedAttr, ifOp.Context().UnitAttr())
	for i, r := range ifOp.Results() {
		r.ReplaceAllUsesWith(newIf.Results()[i])
	}
	for i, v := range thenYield.Operands() {
		if i >= ifOp.NumResults() {
			break
		}
		newV, ok := sl.values[v]
		if !ok {
			continue
		}
		j := slices.Index(thenYield.Operands(), newV)
		if j < 0 {
			continue
		}
		sl.mapValue(newIf.Results()[i], newIf.Results()[j])
	}
	return newIf.Operation
}
