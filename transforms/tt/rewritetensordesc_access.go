package ttpasses

import (
	"math"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
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

// castToI64 sign-extends each i32 value to i64 and folds the extension right away, as MLIR's
// OpBuilder::createOrFold: a fold into a constant leaves the dialect's materialized constant
// in its place, a fold into an existing value leaves nothing.
func (l *descLowering) castToI64(vs []*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(vs))
	for i, v := range vs {
		ext := arith.BuildExtSI(l.b, descValueLoc(v), l.ctx.I64(), v)
		out[i] = ext.Out()
		if res, ok := l.fold(ext.Operation); ok && len(res) > 0 {
			ext.Erase()
			out[i] = res[0]
		}
	}
	return out
}

// splat builds a tt.splat of v to t at loc.
func (l *descLowering) splat(loc ir.Location, t ir.Type, v *ir.Value) *ir.Value {
	return tt.BuildSplat(l.b, loc, t, v).Result()
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
		offsets = tt.BuildExpandDims(l.b, loc, l.tensor(shape, src.Elem), offsets,
			ir.NamedAttribute{Name: "axis", Value: l.ctx.I32Attr(int32(j))}).Result()
	}
	return offsets
}

// offsetRange is offset + [0, blockShape[dim]) as i64, expanded to the block's rank.
func (l *descLowering) offsetRange(loc ir.Location, blockShape []int64, offset *ir.Value, dim int) *ir.Value {
	n := blockShape[dim]
	row := l.tensor([]int64{n}, l.ctx.I64())
	splat := l.splat(loc, row, offset)
	rng := tt.BuildMakeRange(l.b, loc, l.tensor([]int64{n}, l.ctx.I32()),
		ir.NamedAttribute{Name: "start", Value: l.ctx.I32Attr(0)}, ir.NamedAttribute{Name: "end", Value: l.ctx.I32Attr(int32(n))}).Result()
	ext := arith.BuildExtSI(l.b, loc, row, rng).Out()
	sum := arith.BuildAddI(l.b, loc, splat, ext).Result()
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
	ptr := l.splat(loc, ptrs, d.base)
	for i, r := range ranges {
		stride := l.splat(loc, r.Type(), d.strides[i])
		mul := arith.BuildMulI(l.b, loc, r, stride).Result()
		b := tt.BuildBroadcast(l.b, loc, index, mul).Result()
		ptr = tt.BuildAddptr(l.b, loc, ptrs, ptr, b).Result()
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
		zero := arith.BuildConstant(l.b, loc, l.ctx.I64(), ir.NamedAttribute{Name: "value", Value: l.ctx.I64Attr(0)}).Result()
		lower := l.splat(loc, rt, zero)
		ge := arith.BuildCmpI(l.b, loc, cmpType, r, lower, ir.NamedAttribute{Name: "predicate", Value: l.ctx.I64Attr(descCmpSGE)}).Result()
		upper := l.splat(loc, rt, d.shape[i])
		lt := arith.BuildCmpI(l.b, loc, cmpType, r, upper, ir.NamedAttribute{Name: "predicate", Value: l.ctx.I64Attr(descCmpSLT)}).Result()
		in := arith.BuildAndI(l.b, loc, ge, lt).Result()
		b := tt.BuildBroadcast(l.b, loc, maskType, in).Result()
		if mask == nil {
			mask = b
		} else {
			mask = arith.BuildAndI(l.b, loc, mask, b).Result()
		}
	}
	return mask
}

// other is the value masked-off lanes load: zero, or NaN when the descriptor pads with NaN
// (a select on the padding flag) for float elements.
func (l *descLowering) other(loc ir.Location, elem ir.Type, blockShape []int64, padNaN *ir.Value) *ir.Value {
	t := l.tensor(blockShape, elem)
	constant := func(bits uint64) *ir.Value {
		return arith.BuildConstant(l.b, loc, t, ir.NamedAttribute{Name: "value", Value: l.ctx.DenseElementsAttr(t, []uint64{bits})}).Result()
	}
	ft, ok := elem.(*ir.FloatType)
	if !ok {
		return constant(0)
	}
	nan := constant(descNaNBits(ft.Kind))
	zero := constant(0)
	return arith.BuildSelect(l.b, loc, t, padNaN, nan, zero).Result()
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
func (l *descLowering) convertMakeDesc(mk tt.MakeTensorDescriptorOp) {
	ps := append([]*ir.Value{mk.Base()}, l.castToI64(mk.Shape())...)
	ps = append(ps, mk.Strides()...)
	pad, _ := mk.Padding()
	ps = append(ps, arith.BuildConstant(l.b, mk.Loc(), l.ctx.I1(), ir.NamedAttribute{Name: "value", Value: l.ctx.BoolAttr(pad == 2)}).Result())
	l.replace(mk.Operation, ps)
}

// newLoad builds the tt.load that replaces op, whose result is result, with op's attributes,
// and rewires op's result, through an unrealized cast (MLIR's source materialization, built
// only for a used result) where op loaded a rank-reduced tensor.
func (l *descLowering) newLoad(op *ir.Operation, result, ptr, mask, other *ir.Value) {
	load := tt.BuildLoad(l.b, op.Loc(), other.Type(), ptr, mask, other, attrsOf(op)...).Result()
	if load.Type() != result.Type() && result.HasUses() {
		l.b.SetInsertionPointAfter(load.DefiningOp())
		load = builtin.BuildUnrealizedConversionCast(l.b, op.Loc(), []ir.Type{result.Type()}, []*ir.Value{load}).Outputs()[0]
	}
	l.replace(op, []*ir.Value{load})
}

// newStore builds the tt.store that replaces op, with op's attributes.
func (l *descLowering) newStore(op *ir.Operation, ptr, src, mask *ir.Value) {
	tt.BuildStore(l.b, op.Loc(), ptr, src, mask, op.AllAttrs()...)
	l.replace(op, nil)
}

// convertLoad turns tt.descriptor_load into a masked tt.load of the block.
func (l *descLowering) convertLoad(load tt.DescriptorLoadOp) {
	op, loc := load.Operation, load.Loc()
	block := descSignlessBlock(l.ctx, descType(load.Desc()))
	d := l.unpack(op, load.Desc())
	offsets := l.castToI64(load.Indices())
	other := l.other(loc, block.Elem, block.Dims, d.padNaN)
	ptr := l.ptrFromRanges(loc, block.Dims, d, l.offsetRanges(loc, block.Dims, offsets))
	mask := l.maskFromRanges(loc, block.Dims, d, l.offsetRanges(loc, block.Dims, offsets))
	l.newLoad(op, load.Result(), ptr, mask, other)
}

// convertStore turns tt.descriptor_store into a masked tt.store of the block.
func (l *descLowering) convertStore(store tt.DescriptorStoreOp) {
	op, loc := store.Operation, store.Loc()
	block := descSignlessBlock(l.ctx, descType(store.Desc()))
	d := l.unpack(op, store.Desc())
	offsets := l.castToI64(store.Indices())
	ptr := l.ptrFromRanges(loc, block.Dims, d, l.offsetRanges(loc, block.Dims, offsets))
	mask := l.maskFromRanges(loc, block.Dims, d, l.offsetRanges(loc, block.Dims, offsets))
	l.newStore(op, ptr, store.Src(), mask)
}

// gatherScatterPtrMask is the pointers and mask of the op's rows xOffsets of desc, columns
// yOffset onwards.
func (l *descLowering) gatherScatterPtrMask(op *ir.Operation, desc, xOffsets, yOffset *ir.Value, blockShape []int64) (ptr, mask *ir.Value) {
	loc := op.Loc()
	d := l.unpack(op, desc)
	x := l.expandOffsets(loc, len(blockShape), xOffsets, 0)
	y := l.castToI64([]*ir.Value{yOffset})[0]
	x = arith.BuildExtSI(l.b, loc, l.tensor(x.Type().(*ir.RankedTensorType).Dims, l.ctx.I64()), x).Out()
	ranges := []*ir.Value{x, l.offsetRange(loc, blockShape, y, 1)}
	return l.ptrFromRanges(loc, blockShape, d, ranges), l.maskFromRanges(loc, blockShape, d, ranges)
}

// convertGather turns tt.descriptor_gather into a masked tt.load of the gathered rows.
func (l *descLowering) convertGather(gather tt.DescriptorGatherOp) {
	op := gather.Operation
	shape := gather.Result().Type().(*ir.RankedTensorType).Dims
	ptr, mask := l.gatherScatterPtrMask(op, gather.Desc(), gather.XOffsets(), gather.YOffset(), shape)
	block := descSignlessBlock(l.ctx, descType(gather.Desc()))
	other := l.other(op.Loc(), block.Elem, shape, l.unpack(op, gather.Desc()).padNaN)
	l.newLoad(op, gather.Result(), ptr, mask, other)
}

// convertScatter turns tt.descriptor_scatter into a masked tt.store of the rows.
func (l *descLowering) convertScatter(scatter tt.DescriptorScatterOp) {
	op := scatter.Operation
	shape := scatter.Src().Type().(*ir.RankedTensorType).Dims
	ptr, mask := l.gatherScatterPtrMask(op, scatter.Desc(), scatter.XOffsets(), scatter.YOffset(), shape)
	l.newStore(op, ptr, scatter.Src(), mask)
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
func descReduceRMWKind(op tt.DescriptorReduceOp, desc *tt.TensorDescType) (int64, bool) {
	kind, _ := op.Kind()
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
func (l *descLowering) convertReduce(red tt.DescriptorReduceOp) {
	op, loc := red.Operation, red.Loc()
	desc := descType(red.Desc())
	block := descSignlessBlock(l.ctx, desc)
	d := l.unpack(op, red.Desc())
	offsets := l.castToI64(red.Indices())
	kind, _ := descReduceRMWKind(red, desc)
	ptr := l.ptrFromRanges(loc, block.Dims, d, l.offsetRanges(loc, block.Dims, offsets))
	mask := l.maskFromRanges(loc, block.Dims, d, l.offsetRanges(loc, block.Dims, offsets))
	tt.BuildAtomicRmw(l.b, loc, block, ptr, red.Src(), mask,
		ir.NamedAttribute{Name: "atomic_rmw_op", Value: l.ctx.I32Attr(int32(kind))},
		ir.NamedAttribute{Name: "sem", Value: l.ctx.I32Attr(descSemRelease)},
		ir.NamedAttribute{Name: "scope", Value: l.ctx.I32Attr(descScopeGPU)})
	l.replace(op, nil)
}
