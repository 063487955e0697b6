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
	loc      ir.Location
	p        blockPtr
	expanded map[int]*ir.Value
}

func newBlockPtrBuilder(ctx *ir.Context, at *ir.Operation, p blockPtr) *blockPtrBuilder {
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(at)
	return &blockPtrBuilder{b: b, loc: at.Loc(), p: p, expanded: map[int]*ir.Value{}}
}

// splat creates a tt.splat of v to t.
func (g *blockPtrBuilder) splat(v *ir.Value, t ir.Type) *ir.Value {
	return tt.BuildSplat(g.b, g.loc, t, v).Result()
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
	b, loc, ctx := g.b, g.loc, g.b.Ctx
	n := g.p.block[i]
	row := g.tensor([]int64{n}, ctx.I64())
	splat := g.splat(g.p.offsets[i], row)
	rng := tt.BuildMakeRange(b, loc, g.tensor([]int64{n}, ctx.I32()),
		ir.NamedAttribute{Name: "start", Value: ctx.I32Attr(0)}, ir.NamedAttribute{Name: "end", Value: ctx.I32Attr(int32(n))}).Result()
	v := arith.BuildAddI(b, loc, splat, arith.BuildExtSI(b, loc, row, rng).Out()).Result()
	shape := []int64{n}
	for j := range g.p.block {
		if j == i {
			continue
		}
		shape = slices.Insert(shape, j, 1)
		v = tt.BuildExpandDims(b, loc, g.tensor(shape, ctx.I64()), v,
			ir.NamedAttribute{Name: "axis", Value: ctx.I32Attr(int32(j))}).Result()
	}
	g.expanded[i] = v
	return v
}

// pointers returns splat(base) advanced by the offsets times the strides of every dimension.
func (g *blockPtrBuilder) pointers() *ir.Value {
	b, loc, ctx := g.b, g.loc, g.b.Ctx
	ptrs := g.tensor(g.p.block, g.p.base.Type())
	ptr := g.splat(g.p.base, ptrs)
	for i := range g.p.block {
		off := g.offsetRange(i)
		stride := g.splat(g.p.strides[i], off.Type())
		scaled := arith.BuildMulI(b, loc, off, stride).Result()
		wide := tt.BuildBroadcast(b, loc, g.tensor(g.p.block, ctx.I64()), scaled).Result()
		ptr = tt.BuildAddptr(b, loc, ptrs, ptr, wide).Result()
	}
	return ptr
}

// mask returns the conjunction of 0 <= offset < shape over the checked dimensions, in their
// order, or nil when no dimension is checked.
func (g *blockPtrBuilder) mask(check []int) *ir.Value {
	b, loc, ctx := g.b, g.loc, g.b.Ctx
	var mask *ir.Value
	for _, i := range check {
		off := g.offsetRange(i)
		bits := g.tensor(off.Type().(*ir.RankedTensorType).Dims, ctx.I1())
		zero := arith.BuildConstant(b, loc, ctx.I64(), ir.NamedAttribute{Name: "value", Value: ctx.I64Attr(0)}).Result()
		lower := g.cmp("sge", off, g.splat(zero, off.Type()), bits)
		upper := g.cmp("slt", off, g.splat(g.p.shape[i], off.Type()), bits)
		both := arith.BuildAndI(b, loc, lower, upper).Result()
		wide := tt.BuildBroadcast(b, loc, g.tensor(g.p.block, ctx.I1()), both).Result()
		if mask == nil {
			mask = wide
		} else {
			mask = arith.BuildAndI(b, loc, mask, wide).Result()
		}
	}
	return mask
}

func (g *blockPtrBuilder) cmp(pred string, x, y *ir.Value, t ir.Type) *ir.Value {
	ctx := g.b.Ctx
	return arith.BuildCmpI(g.b, g.loc, t, x, y,
		ir.NamedAttribute{Name: "predicate", Value: ctx.IntegerAttr(ctx.I64(), int64(slices.Index(arith.CmpIPredicates, pred)))}).Result()
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
	c := arith.BuildConstant(g.b, g.loc, elem, ir.NamedAttribute{Name: "value", Value: value}).Result()
	return g.splat(c, g.tensor(g.p.block, elem)), nil
}

// quietNaN returns the encoding of APFloat's default NaN of t's format.
func quietNaN(t *ir.FloatType) uint64 {
	if t.Kind == ir.F64 {
		return 0x7ff8000000000000
	}
	return t.Kind.Float64ToBits(math.NaN())
}
