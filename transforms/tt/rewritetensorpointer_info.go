package ttpasses

import (
	"math"
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// blockPtr is what a block pointer stands for once its tt.make_tensor_ptr is gone: the base
// pointer, the i64 shape and strides of the whole tensor, the i64 offsets of the block and the
// block's shape. Infos are values: tt.advance, loops and ifs derive new ones with new offsets.
type blockPtr struct {
	base                    *ir.Value
	shape, strides, offsets []*ir.Value
	block                   []int64
}

// withOffsets returns a copy of p at the given offsets.
func (p blockPtr) withOffsets(offsets []*ir.Value) blockPtr {
	p.offsets = offsets
	return p
}

// elemType returns the pointee type of the base pointer.
func (p blockPtr) elemType() ir.Type { return p.base.Type().(*tt.PointerType).Pointee }

// blockPtrBuilder creates the tensors of pointers, masks and padding of one tt.load or tt.store
// before it, all at its location. The expanded offsets of each dimension are built once and
// shared by the pointer and the mask, as Triton caches them per access.
type blockPtrBuilder struct {
	b        *ir.Builder
	p        blockPtr
	expanded map[int]*ir.Value
}

func newBlockPtrBuilder(ctx *ir.Context, at *ir.Operation, p blockPtr) *blockPtrBuilder {
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(at)
	b.Loc = at.Loc()
	return &blockPtrBuilder{b: b, p: p, expanded: map[int]*ir.Value{}}
}

// op creates an op with one result of type t.
func (g *blockPtrBuilder) op(name string, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttribute) *ir.Value {
	return g.b.Create(&ir.OperationState{Name: name, Operands: operands, Types: []ir.Type{t}, Attrs: attrs}).Result(0)
}

func (g *blockPtrBuilder) tensor(shape []int64, elem ir.Type) *ir.RankedTensorType {
	return g.b.Ctx.RankedTensorType(shape, elem, nil)
}

// offsetRange returns offsets[i] + [0, block[i]) as i64, expanded with unit dimensions to the
// block's rank (tensor<1x..xNx..x1xi64>).
func (g *blockPtrBuilder) offsetRange(i int) *ir.Value {
	if v, ok := g.expanded[i]; ok {
		return v
	}
	ctx := g.b.Ctx
	n := g.p.block[i]
	row := g.tensor([]int64{n}, ctx.I64())
	splat := g.op("tt.splat", []*ir.Value{g.p.offsets[i]}, row)
	rng := g.op("tt.make_range", nil, g.tensor([]int64{n}, ctx.I32()),
		ir.NamedAttribute{Name: "start", Value: ctx.I32Attr(0)}, ir.NamedAttribute{Name: "end", Value: ctx.I32Attr(int32(n))})
	v := g.op("arith.addi", []*ir.Value{splat, g.op("arith.extsi", []*ir.Value{rng}, row)}, row)
	shape := []int64{n}
	for j := range g.p.block {
		if j == i {
			continue
		}
		shape = slices.Insert(shape, j, 1)
		v = g.op("tt.expand_dims", []*ir.Value{v}, g.tensor(shape, ctx.I64()),
			ir.NamedAttribute{Name: "axis", Value: ctx.I32Attr(int32(j))})
	}
	g.expanded[i] = v
	return v
}

// pointers returns splat(base) advanced by the offsets times the strides of every dimension.
func (g *blockPtrBuilder) pointers() *ir.Value {
	ctx := g.b.Ctx
	ptrs := g.tensor(g.p.block, g.p.base.Type())
	ptr := g.op("tt.splat", []*ir.Value{g.p.base}, ptrs)
	for i := range g.p.block {
		off := g.offsetRange(i)
		stride := g.op("tt.splat", []*ir.Value{g.p.strides[i]}, off.Type())
		scaled := g.op("arith.muli", []*ir.Value{off, stride}, off.Type())
		wide := g.op("tt.broadcast", []*ir.Value{scaled}, g.tensor(g.p.block, ctx.I64()))
		ptr = g.op("tt.addptr", []*ir.Value{ptr, wide}, ptrs)
	}
	return ptr
}

// mask returns the conjunction of 0 <= offset < shape over the checked dimensions, in their
// order, or nil when no dimension is checked.
func (g *blockPtrBuilder) mask(check []int) *ir.Value {
	ctx := g.b.Ctx
	var mask *ir.Value
	for _, i := range check {
		off := g.offsetRange(i)
		bits := g.tensor(off.Type().(*ir.RankedTensorType).Dims, ctx.I1())
		zero := g.op("arith.constant", nil, ctx.I64(), ir.NamedAttribute{Name: "value", Value: ctx.I64Attr(0)})
		lower := g.cmp("sge", off, g.op("tt.splat", []*ir.Value{zero}, off.Type()), bits)
		upper := g.cmp("slt", off, g.op("tt.splat", []*ir.Value{g.p.shape[i]}, off.Type()), bits)
		both := g.op("arith.andi", []*ir.Value{lower, upper}, bits)
		wide := g.op("tt.broadcast", []*ir.Value{both}, g.tensor(g.p.block, ctx.I1()))
		if mask == nil {
			mask = wide
		} else {
			mask = g.op("arith.andi", []*ir.Value{mask, wide}, wide.Type())
		}
	}
	return mask
}

func (g *blockPtrBuilder) cmp(pred string, a, b *ir.Value, t ir.Type) *ir.Value {
	return g.op("arith.cmpi", []*ir.Value{a, b}, t,
		ir.NamedAttribute{Name: "predicate", Value: g.b.Ctx.IntegerAttr(g.b.Ctx.I64(), int64(slices.Index(arith.CmpIPredicates, pred)))})
}

// other returns the splat padding value of a load: zero, or NaN for padding = nan. It fails on
// NaN padding of a non-float element type.
func (g *blockPtrBuilder) other(load *ir.Operation, nan bool) (*ir.Value, error) {
	ctx := g.b.Ctx
	elem := g.p.elemType()
	var value ir.Attribute
	switch et := elem.(type) {
	case *ir.FloatType:
		value = ctx.FloatAttr(et, 0)
		if nan {
			value = ctx.FloatAttrFromBits(et, quietNaN(et))
		}
	case *ir.IntegerType:
		if nan {
			return nil, ir.OpError(load, "triton-rewrite-tensor-pointer: NaN padding of a non-float tensor (%s)", asm.TypeString(elem))
		}
		value = ctx.IntegerAttr(et, 0)
	default:
		return nil, ir.OpError(load, "triton-rewrite-tensor-pointer: no padding value of type %s", asm.TypeString(elem))
	}
	c := g.op("arith.constant", nil, elem, ir.NamedAttribute{Name: "value", Value: value})
	return g.op("tt.splat", []*ir.Value{c}, g.tensor(g.p.block, elem)), nil
}

// quietNaN returns the encoding of APFloat's default NaN of t's format.
func quietNaN(t *ir.FloatType) uint64 {
	if t.Kind == ir.F64 {
		return 0x7ff8000000000000
	}
	return t.Kind.Float64ToBits(math.NaN())
}
