package tl

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// reduceKind is a built-in combine function.
type reduceKind int

const (
	reduceSum reduceKind = iota
	reduceMax
	reduceMin
)

// combine emits the scalar or elementwise combination of a and b of dtype d.
func (k *Kernel) combine(d *DType, a, b *ir.Value, kind reduceKind) *ir.Value {
	loc := k.location()
	switch {
	case kind == reduceSum && d.IsFloat():
		return arith.BuildAddF(k.b, loc, a, b).Result()
	case kind == reduceSum:
		return arith.BuildAddI(k.b, loc, a, b).Result()
	case kind == reduceMax && d.IsFloat():
		return arith.BuildMaxNumF(k.b, loc, a, b).Result()
	case kind == reduceMax && d.unsigned:
		return arith.BuildMaxUI(k.b, loc, a, b).Result()
	case kind == reduceMax:
		return arith.BuildMaxSI(k.b, loc, a, b).Result()
	case d.IsFloat():
		return arith.BuildMinNumF(k.b, loc, a, b).Result()
	case d.unsigned:
		return arith.BuildMinUI(k.b, loc, a, b).Result()
	}
	return arith.BuildMinSI(k.b, loc, a, b).Result()
}

// CombineFunc combines the partial results lhs and rhs of a reduction or a scan (one scalar of
// each operand, in order) into one scalar per operand, building in the kernel it is given.
type CombineFunc func(k *Kernel, lhs, rhs []Value) []Value

// reducedType returns the type of a reduction of t along axis: a scalar for a 1-D block.
func reducedType(t Type, axis int) Type {
	if len(t.Shape) == 1 {
		return t.ScalarType()
	}
	shape := append(append([]int64(nil), t.Shape[:axis]...), t.Shape[axis+1:]...)
	return t.Block(shape...)
}

// checkAxis normalizes axis for operands of one shape and checks them.
func (k *Kernel) checkAxis(what string, xs []Value, axis int) (int, bool) {
	if !k.operands(xs...) {
		return 0, false
	}
	shape := xs[0].t.Shape
	for _, x := range xs {
		if !x.t.IsBlock() || !sameShape(x.t.Shape, shape) {
			k.errorf("%s expects blocks of one shape, not %s", what, x.t)
			return 0, false
		}
	}
	if axis < 0 {
		axis += len(shape)
	}
	if axis < 0 || axis >= len(shape) {
		k.errorf("%s axis %d is out of range for a block of rank %d", what, axis, len(shape))
		return 0, false
	}
	return axis, true
}

// Reduce reduces the blocks xs (of one shape) along axis with combine (tl.reduce): one result
// per operand, a scalar when the blocks are 1-D.
func (k *Kernel) Reduce(xs []Value, axis int, combine CombineFunc) []Value {
	axis, ok := k.checkAxis("reduce", xs, axis)
	if !ok {
		return k.invalids(len(xs))
	}
	srcs := make([]*ir.Value, len(xs))
	types := make([]ir.Type, len(xs))
	results := make([]Type, len(xs))
	for i, x := range xs {
		srcs[i] = x.IR()
		results[i] = reducedType(x.t, axis)
		types[i] = results[i].IRType(k.Ctx)
	}
	op := tt.BuildReduce(k.b, k.location(), types, srcs, ir.NamedAttribute{Name: "axis", Value: k.Ctx.I32Attr(int32(axis))})
	if !k.combineRegion(op.Region(0), xs, combine, func(vs []*ir.Value) { tt.BuildReduceReturn(k.b, k.location(), vs) }) {
		return k.invalids(len(xs))
	}
	out := make([]Value, len(xs))
	for i := range xs {
		out[i] = k.wrap(op.Result(i), results[i])
	}
	return out
}

// Scan computes the inclusive prefix combination of the blocks xs along axis (tl.associative_scan).
func (k *Kernel) Scan(xs []Value, axis int, reverse bool, combine CombineFunc) []Value {
	axis, ok := k.checkAxis("scan", xs, axis)
	if !ok {
		return k.invalids(len(xs))
	}
	srcs := make([]*ir.Value, len(xs))
	types := make([]ir.Type, len(xs))
	for i, x := range xs {
		srcs[i] = x.IR()
		types[i] = x.t.IRType(k.Ctx)
	}
	op := tt.BuildScan(k.b, k.location(), types, srcs, ir.NamedAttribute{Name: "axis", Value: k.Ctx.I32Attr(int32(axis))},
		ir.NamedAttribute{Name: "reverse", Value: k.Ctx.BoolAttr(reverse)})
	if !k.combineRegion(op.Region(0), xs, combine, func(vs []*ir.Value) { tt.BuildScanReturn(k.b, k.location(), vs) }) {
		return k.invalids(len(xs))
	}
	out := make([]Value, len(xs))
	for i, x := range xs {
		out[i] = k.wrap(op.Result(i), x.t)
	}
	return out
}

// combineRegion fills the combine region of a reduce or scan: a block with the scalar lhs and
// rhs of each operand, the combination, and the terminator ret builds.
func (k *Kernel) combineRegion(r *ir.Region, xs []Value, combine CombineFunc, ret func([]*ir.Value)) bool {
	var types []ir.Type
	var locs []ir.Location
	for range 2 {
		for _, x := range xs {
			types = append(types, x.t.ScalarType().IRType(k.Ctx))
			locs = append(locs, k.location())
		}
	}
	block := ir.NewBlock(types, locs)
	r.Append(block)
	saved := *k.b
	defer func() { *k.b = saved }()
	k.b.SetInsertionPointToEnd(block)
	lhs := make([]Value, len(xs))
	rhs := make([]Value, len(xs))
	for i, x := range xs {
		lhs[i] = k.wrap(block.Argument(i), x.t.ScalarType())
		rhs[i] = k.wrap(block.Argument(len(xs)+i), x.t.ScalarType())
	}
	outs := combine(k, lhs, rhs)
	if k.err != nil {
		return false
	}
	if len(outs) != len(xs) {
		k.errorf("the combine function returned %d values for %d operands", len(outs), len(xs))
		return false
	}
	vs := make([]*ir.Value, len(outs))
	for i, o := range outs {
		o = k.Cast(o, xs[i].t.Elem)
		if k.err != nil {
			return false
		}
		if o.t.IsBlock() {
			k.errorf("the combine function must return scalars, not %s", o.t)
			return false
		}
		vs[i] = o.IR()
	}
	ret(vs)
	return true
}

// invalids returns n invalid values.
func (k *Kernel) invalids(n int) []Value { return make([]Value, n) }

// builtinCombine returns the combine function of a built-in reduction.
func builtinCombine(kind reduceKind) CombineFunc {
	return func(k *Kernel, lhs, rhs []Value) []Value {
		return []Value{k.wrap(k.combine(lhs[0].t.Elem, lhs[0].v, rhs[0].v, kind), lhs[0].t)}
	}
}

// Sum adds the elements of x along axis (tl.sum); integers narrower than 32 bits are summed as
// int32 (uint32 when unsigned), as Triton does.
func (k *Kernel) Sum(x Value, axis int) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if d := x.t.Elem; d.IsInt() && d.width < 32 {
		if d.unsigned {
			x = k.Cast(x, Uint32)
		} else {
			x = k.Cast(x, Int32)
		}
	}
	return k.Reduce([]Value{x}, axis, builtinCombine(reduceSum))[0]
}

// Max returns the largest element along axis (tl.max); types narrower than 32 bits are
// compared as float32 or int32.
func (k *Kernel) Max(x Value, axis int) Value { return k.minMaxReduce(x, axis, reduceMax) }

// Min returns the smallest element along axis (tl.min).
func (k *Kernel) Min(x Value, axis int) Value { return k.minMaxReduce(x, axis, reduceMin) }

// minMaxReduce is Max or Min.
func (k *Kernel) minMaxReduce(x Value, axis int, kind reduceKind) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if d := x.t.Elem; d.width < 32 {
		if d.IsFloat() {
			x = k.Cast(x, Float32)
		} else {
			x = k.Cast(x, Int32)
		}
	}
	return k.Reduce([]Value{x}, axis, builtinCombine(kind))[0]
}

// Argmax returns the index of the largest element along axis, the first on ties (tl.argmax).
func (k *Kernel) Argmax(x Value, axis int) Value { return k.argReduce(x, axis, OpGt) }

// Argmin returns the index of the smallest element along axis, the first on ties (tl.argmin).
func (k *Kernel) Argmin(x Value, axis int) Value { return k.argReduce(x, axis, OpLt) }

// argReduce reduces x with its indices (int32, broadcast along axis): the value wins if it is
// better, or equal with the lower index.
func (k *Kernel) argReduce(x Value, axis int, better BinaryOp) Value {
	axis, ok := k.checkAxis("argmax", []Value{x}, axis)
	if !ok {
		return Value{k: k}
	}
	shape := x.t.Shape
	index := k.Arange(0, shape[axis])
	if len(shape) > 1 {
		for d := range shape {
			if d != axis {
				index = k.ExpandDims(index, d)
			}
		}
		index = k.BroadcastTo(index, shape)
	}
	rs := k.Reduce([]Value{x, index}, axis, func(k *Kernel, lhs, rhs []Value) []Value {
		tie := k.And(k.Eq(lhs[0], rhs[0]), k.Lt(lhs[1], rhs[1]))
		wins := k.Or(k.Binary(better, lhs[0], rhs[0]), tie)
		return []Value{k.Where(wins, lhs[0], rhs[0]), k.Where(wins, lhs[1], rhs[1])}
	})
	return rs[1]
}

// Cumsum returns the inclusive prefix sums along axis (tl.cumsum); integers narrower than 32
// bits are summed as int32 or uint32.
func (k *Kernel) Cumsum(x Value, axis int) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if d := x.t.Elem; d.IsInt() && d.width < 32 {
		if d.unsigned {
			x = k.Cast(x, Uint32)
		} else {
			x = k.Cast(x, Int32)
		}
	}
	return k.Scan([]Value{x}, axis, false, builtinCombine(reduceSum))[0]
}
