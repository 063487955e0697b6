package ttpasses

import (
	"math"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// descParts is a descriptor's expansion, as Triton's unpackDescriptor splits it.
type descParts struct {
	base           *ir.Value
	shape, strides []*ir.Value
	padNaN         *ir.Value
}

// unpack returns the parts of the descriptor v, an operand of user.
func (l *descLowering) unpack(user *ir.Operation, v *ir.Value) descParts {
	ps := l.partsOf(user, v)
	rank := (len(ps) - 2) / 2
	return descParts{base: ps[0], shape: ps[1 : 1+rank], strides: ps[1+rank : 1+2*rank], padNaN: ps[1+2*rank]}
}

// descValueLoc returns a value's location: a block argument's own, or its defining op's.
func descValueLoc(v *ir.Value) ir.Location {
	if d := v.DefiningOp(); d != nil {
		return d.Loc()
	}
	return v.Loc
}

// op builds a single-result op at the insertion point.
func (l *descLowering) op(name string, loc ir.Location, t ir.Type, operands []*ir.Value, attrs ...ir.NamedAttribute) *ir.Value {
	return l.create(&ir.OperationState{Name: name, Loc: loc, Operands: operands, Types: []ir.Type{t}, Attrs: attrs}).Result(0)
}

// createOrFold builds a single-result op and folds it right away, as MLIR's
// OpBuilder::createOrFold: a fold into a constant leaves the dialect's materialized constant
// in the op's place, a fold into an existing value leaves nothing.
func (l *descLowering) createOrFold(name string, loc ir.Location, t ir.Type, operands []*ir.Value) *ir.Value {
	o := l.create(&ir.OperationState{Name: name, Loc: loc, Operands: operands, Types: []ir.Type{t}})
	res, ok := l.fold(o)
	if !ok || len(res) == 0 {
		return o.Result(0)
	}
	o.Erase()
	return res[0]
}

// castToI64 sign-extends each i32 value to i64, folding where MLIR folds.
func (l *descLowering) castToI64(vs []*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(vs))
	for i, v := range vs {
		out[i] = l.createOrFold("arith.extsi", descValueLoc(v), l.ctx.I64(), []*ir.Value{v})
	}
	return out
}

// tensor is tensor<shape x elem>, without encoding.
func (l *descLowering) tensor(shape []int64, elem ir.Type) *ir.RankedTensorType {
	return l.ctx.RankedTensorType(shape, elem, nil)
}

// expandOffsets inserts unit dimensions around a 1-D offsets tensor for every dimension of
// the block but dim.
func (l *descLowering) expandOffsets(loc ir.Location, rank int, offsets *ir.Value, dim int) *ir.Value {
	for j := range rank {
		if j == dim {
			continue
		}
		src := offsets.Type().(*ir.RankedTensorType)
		shape := append(append(append([]int64(nil), src.Dims[:j]...), 1), src.Dims[j:]...)
		offsets = l.op("tt.expand_dims", loc, l.tensor(shape, src.Elem), []*ir.Value{offsets},
			ir.NamedAttribute{Name: "axis", Value: l.ctx.I32Attr(int32(j))})
	}
	return offsets
}

// offsetRange is offset + [0, blockShape[dim]) as i64, expanded to the block's rank.
func (l *descLowering) offsetRange(loc ir.Location, blockShape []int64, offset *ir.Value, dim int) *ir.Value {
	n := blockShape[dim]
	row := l.tensor([]int64{n}, l.ctx.I64())
	splat := l.op("tt.splat", loc, row, []*ir.Value{offset})
	rng := l.op("tt.make_range", loc, l.tensor([]int64{n}, l.ctx.I32()), nil,
		ir.NamedAttribute{Name: "start", Value: l.ctx.I32Attr(0)}, ir.NamedAttribute{Name: "end", Value: l.ctx.I32Attr(int32(n))})
	ext := l.op("arith.extsi", loc, row, []*ir.Value{rng})
	sum := l.op("arith.addi", loc, row, []*ir.Value{splat, ext})
	return l.expandOffsets(loc, len(blockShape), sum, dim)
}

// offsetRanges is offsetRange for each dimension.
func (l *descLowering) offsetRanges(loc ir.Location, blockShape []int64, offsets []*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(offsets))
	for i, o := range offsets {
		out[i] = l.offsetRange(loc, blockShape, o, i)
	}
	return out
}

// ptrFromRanges is the tensor of pointers base + sum(range_i * stride_i).
func (l *descLowering) ptrFromRanges(loc ir.Location, blockShape []int64, d descParts, ranges []*ir.Value) *ir.Value {
	index := l.tensor(blockShape, l.ctx.I64())
	ptrs := l.tensor(blockShape, d.base.Type())
	ptr := l.op("tt.splat", loc, ptrs, []*ir.Value{d.base})
	for i, r := range ranges {
		stride := l.op("tt.splat", loc, r.Type(), []*ir.Value{d.strides[i]})
		mul := l.op("arith.muli", loc, r.Type(), []*ir.Value{r, stride})
		b := l.op("tt.broadcast", loc, index, []*ir.Value{mul})
		ptr = l.op("tt.addptr", loc, ptrs, []*ir.Value{ptr, b})
	}
	return ptr
}

// maskFromRanges is the conjunction over dimensions of 0 <= range_i < shape_i.
func (l *descLowering) maskFromRanges(loc ir.Location, blockShape []int64, d descParts, ranges []*ir.Value) *ir.Value {
	maskType := l.tensor(blockShape, l.ctx.I1())
	var mask *ir.Value
	for i, r := range ranges {
		rt := r.Type().(*ir.RankedTensorType)
		cmpType := l.tensor(rt.Dims, l.ctx.I1())
		zero := l.op("arith.constant", loc, l.ctx.I64(), nil, ir.NamedAttribute{Name: "value", Value: l.ctx.I64Attr(0)})
		lower := l.op("tt.splat", loc, rt, []*ir.Value{zero})
		ge := l.op("arith.cmpi", loc, cmpType, []*ir.Value{r, lower}, ir.NamedAttribute{Name: "predicate", Value: l.ctx.I64Attr(descCmpSGE)})
		upper := l.op("tt.splat", loc, rt, []*ir.Value{d.shape[i]})
		lt := l.op("arith.cmpi", loc, cmpType, []*ir.Value{r, upper}, ir.NamedAttribute{Name: "predicate", Value: l.ctx.I64Attr(descCmpSLT)})
		in := l.op("arith.andi", loc, cmpType, []*ir.Value{ge, lt})
		b := l.op("tt.broadcast", loc, maskType, []*ir.Value{in})
		if mask == nil {
			mask = b
		} else {
			mask = l.op("arith.andi", loc, maskType, []*ir.Value{mask, b})
		}
	}
	return mask
}

// other is the value masked-off lanes load: zero, or NaN when the descriptor pads with NaN
// (a select on the padding flag) for float elements.
func (l *descLowering) other(loc ir.Location, elem ir.Type, blockShape []int64, padNaN *ir.Value) *ir.Value {
	t := l.tensor(blockShape, elem)
	constant := func(bits uint64) *ir.Value {
		return l.op("arith.constant", loc, t, nil, ir.NamedAttribute{Name: "value", Value: l.ctx.DenseElementsAttr(t, []uint64{bits})})
	}
	ft, ok := elem.(*ir.FloatType)
	if !ok {
		return constant(0)
	}
	nan := constant(descNaNBits(ft.Kind))
	zero := constant(0)
	return l.op("arith.select", loc, t, []*ir.Value{padNaN, nan, zero})
}

// descNaNBits is the encoding of APFloat::getNaN in format k.
func descNaNBits(k ir.FloatKind) uint64 {
	switch k {
	case ir.F64:
		return 0x7FF8 << 48
	case ir.F32:
		return 0x7FC00000
	}
	return k.Float64ToBits(math.NaN())
}

// convertMakeDesc replaces tt.make_tensor_descriptor by its parts: the base, the shape
// sign-extended to i64, the strides and the padding flag.
func (l *descLowering) convertMakeDesc(op *ir.Operation) {
	shape := tt.OperandGroup(op, "shape")
	ps := append([]*ir.Value{op.Operand(0)}, l.castToI64(shape)...)
	ps = append(ps, tt.OperandGroup(op, "strides")...)
	pad, _ := tt.IntAttr(op, "padding")
	ps = append(ps, l.op("arith.constant", op.Loc(), l.ctx.I1(), nil, ir.NamedAttribute{Name: "value", Value: l.ctx.BoolAttr(pad == 2)}))
	l.replace(op, ps)
}

// newLoad builds the tt.load that replaces op, with op's attributes, and rewires op's result,
// through an unrealized cast (MLIR's source materialization, built only for a used result)
// where op loaded a rank-reduced tensor.
func (l *descLowering) newLoad(op *ir.Operation, ptr, mask, other *ir.Value) {
	props := append([]ir.NamedAttribute{{Name: "operandSegmentSizes", Value: l.ctx.DenseI32ArrayAttr([]int32{1, 1, 1})}}, op.Props()...)
	load := l.create(&ir.OperationState{Name: "tt.load", Loc: op.Loc(), Operands: []*ir.Value{ptr, mask, other},
		Types: []ir.Type{other.Type()}, Props: props, Attrs: op.Attrs()}).Result(0)
	if load.Type() != op.Result(0).Type() && op.Result(0).HasUses() {
		l.b.SetInsertionPointAfter(load.DefiningOp())
		load = l.op("builtin.unrealized_conversion_cast", op.Loc(), op.Result(0).Type(), []*ir.Value{load})
	}
	l.replace(op, []*ir.Value{load})
}

// newStore builds the tt.store that replaces op, with op's attributes.
func (l *descLowering) newStore(op *ir.Operation, ptr, src, mask *ir.Value) {
	l.create(&ir.OperationState{Name: "tt.store", Loc: op.Loc(), Operands: []*ir.Value{ptr, src, mask}, Attrs: op.AllAttrs()})
	l.replace(op, nil)
}

// convertLoad turns tt.descriptor_load into a masked tt.load of the block.
func (l *descLowering) convertLoad(op *ir.Operation) {
	desc := op.Operand(0).Type().(*tt.TensorDescType)
	block := descSignlessBlock(l.ctx, desc)
	d := l.unpack(op, op.Operand(0))
	offsets := l.castToI64(op.Operands()[1:])
	other := l.other(op.Loc(), block.Elem, block.Dims, d.padNaN)
	ptr := l.ptrFromRanges(op.Loc(), block.Dims, d, l.offsetRanges(op.Loc(), block.Dims, offsets))
	mask := l.maskFromRanges(op.Loc(), block.Dims, d, l.offsetRanges(op.Loc(), block.Dims, offsets))
	l.newLoad(op, ptr, mask, other)
}

// convertStore turns tt.descriptor_store into a masked tt.store of the block.
func (l *descLowering) convertStore(op *ir.Operation) {
	block := descSignlessBlock(l.ctx, op.Operand(0).Type().(*tt.TensorDescType))
	d := l.unpack(op, op.Operand(0))
	offsets := l.castToI64(op.Operands()[2:])
	ptr := l.ptrFromRanges(op.Loc(), block.Dims, d, l.offsetRanges(op.Loc(), block.Dims, offsets))
	mask := l.maskFromRanges(op.Loc(), block.Dims, d, l.offsetRanges(op.Loc(), block.Dims, offsets))
	l.newStore(op, ptr, op.Operand(1), mask)
}

// gatherScatterPtrMask is the pointers and mask of rows x_offsets, columns y_offset onwards.
func (l *descLowering) gatherScatterPtrMask(op *ir.Operation, blockShape []int64) (ptr, mask *ir.Value) {
	loc := op.Loc()
	d := l.unpack(op, op.Operand(0))
	x := l.expandOffsets(loc, len(blockShape), op.Operand(1), 0)
	y := l.castToI64(op.Operands()[2:3])[0]
	x = l.op("arith.extsi", loc, l.tensor(x.Type().(*ir.RankedTensorType).Dims, l.ctx.I64()), []*ir.Value{x})
	ranges := []*ir.Value{x, l.offsetRange(loc, blockShape, y, 1)}
	return l.ptrFromRanges(loc, blockShape, d, ranges), l.maskFromRanges(loc, blockShape, d, ranges)
}

// convertGather turns tt.descriptor_gather into a masked tt.load of the gathered rows.
func (l *descLowering) convertGather(op *ir.Operation) {
	shape := op.Result(0).Type().(*ir.RankedTensorType).Dims
	ptr, mask := l.gatherScatterPtrMask(op, shape)
	block := descSignlessBlock(l.ctx, op.Operand(0).Type().(*tt.TensorDescType))
	other := l.other(op.Loc(), block.Elem, shape, l.unpack(op, op.Operand(0)).padNaN)
	l.newLoad(op, ptr, mask, other)
}

// convertScatter turns tt.descriptor_scatter into a masked tt.store of the rows.
func (l *descLowering) convertScatter(op *ir.Operation) {
	shape := op.Operand(3).Type().(*ir.RankedTensorType).Dims
	ptr, mask := l.gatherScatterPtrMask(op, shape)
	l.newStore(op, ptr, op.Operand(3), mask)
}

// arith.cmpi predicates.
const (
	descCmpSLT = 2
	descCmpSGE = 5
)

// Triton's MemSemantic and MemSyncScope values of a reduction's atomic.
const (
	descSemRelease = 3
	descScopeGPU   = 1
)

// Triton's RMWOp values.
const (
	descRMWAnd  = 1
	descRMWOr   = 2
	descRMWXor  = 3
	descRMWAdd  = 4
	descRMWFAdd = 5
	descRMWMax  = 6
	descRMWMin  = 7
	descRMWUMax = 8
	descRMWUMin = 9
)

// descReduceRMWKind is the atomic_rmw kind of a descriptor_reduce, as Triton's
// translateReduceKind: min and max need a signed or unsigned integer element type, inc and
// dec have none.
func descReduceRMWKind(op *ir.Operation, desc *tt.TensorDescType) (int64, bool) {
	kind, _ := tt.IntAttr(op, "kind")
	it, isInt := desc.BlockType.Elem.(*ir.IntegerType)
	switch kind {
	case 1: // add
		if isInt {
			return descRMWAdd, true
		}
		return descRMWFAdd, true
	case 2, 3: // min, max
		if !isInt || it.Signedness == ir.Signless {
			return 0, false
		}
		unsigned := it.Signedness == ir.Unsigned
		switch {
		case kind == 2 && unsigned:
			return descRMWUMin, true
		case kind == 2:
			return descRMWMin, true
		case unsigned:
			return descRMWUMax, true
		}
		return descRMWMax, true
	case 6:
		return descRMWAnd, true
	case 7:
		return descRMWOr, true
	case 8:
		return descRMWXor, true
	}
	return 0, false
}

// convertReduce turns tt.descriptor_reduce into a masked tt.atomic_rmw with release
// semantics at GPU scope; the attributes of the reduction are not kept.
func (l *descLowering) convertReduce(op *ir.Operation) {
	desc := op.Operand(0).Type().(*tt.TensorDescType)
	block := descSignlessBlock(l.ctx, desc)
	d := l.unpack(op, op.Operand(0))
	offsets := l.castToI64(op.Operands()[2:])
	kind, _ := descReduceRMWKind(op, desc)
	ptr := l.ptrFromRanges(op.Loc(), block.Dims, d, l.offsetRanges(op.Loc(), block.Dims, offsets))
	mask := l.maskFromRanges(op.Loc(), block.Dims, d, l.offsetRanges(op.Loc(), block.Dims, offsets))
	l.create(&ir.OperationState{Name: "tt.atomic_rmw", Loc: op.Loc(), Operands: []*ir.Value{ptr, op.Operand(1), mask},
		Types: []ir.Type{block}, Attrs: []ir.NamedAttribute{
			{Name: "atomic_rmw_op", Value: l.ctx.I32Attr(int32(kind))},
			{Name: "sem", Value: l.ctx.I32Attr(descSemRelease)},
			{Name: "scope", Value: l.ctx.I32Attr(descScopeGPU)},
		}})
	l.replace(op, nil)
}
