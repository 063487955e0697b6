package tl

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// pointerOperands checks a pointer operand and broadcasts the optional mask (which must be
// int1) and value to its shape. An absent optional Value is the zero Value.
func (k *Kernel) pointerOperands(what string, ptr Value, opt ...*Value) bool {
	if !k.operands(ptr) {
		return false
	}
	if !ptr.t.Pointer {
		k.errorf("%s expects a pointer, not %s", what, ptr.t)
		return false
	}
	for _, v := range opt {
		if v.k == nil {
			continue
		}
		if !k.operands(*v) {
			return false
		}
		if !ptr.t.IsBlock() && v.t.IsBlock() {
			k.errorf("%s: a block argument (%s) needs a block of pointers, not %s", what, v.t, ptr.t)
			return false
		}
		if ptr.t.IsBlock() {
			*v = k.BroadcastTo(*v, ptr.t.Shape)
		}
	}
	return k.err == nil
}

// checkMask checks that a mask, when given, is int1.
func (k *Kernel) checkMask(mask Value) bool {
	if mask.k != nil && (mask.t.Pointer || !mask.t.Elem.IsBool()) {
		k.errorf("mask must have boolean scalar type, not %s", mask.t)
		return false
	}
	return true
}

// CacheModifier is a load's or store's cache_modifier (tt.load's cacheModifier).
type CacheModifier int64

// The cache modifiers, as Triton spells them: "" (none), ".ca", ".cg", ".wb", ".cs", ".wt", ".cv".
const (
	CacheNone CacheModifier = CacheModifier(tt.CacheNone)
	CacheCA   CacheModifier = CacheModifier(tt.CacheCA)
	CacheCG   CacheModifier = CacheModifier(tt.CacheCG)
	CacheWB   CacheModifier = CacheModifier(tt.CacheWB)
	CacheCS   CacheModifier = CacheModifier(tt.CacheCS)
	CacheWT   CacheModifier = CacheModifier(tt.CacheWT)
	CacheCV   CacheModifier = CacheModifier(tt.CacheCV)
)

// EvictionPolicy is a load's or store's eviction_policy.
type EvictionPolicy int64

// The eviction policies: "" (normal), "evict_first", "evict_last".
const (
	EvictNormal EvictionPolicy = EvictionPolicy(tt.EvictNormal)
	EvictFirst  EvictionPolicy = EvictionPolicy(tt.EvictFirst)
	EvictLast   EvictionPolicy = EvictionPolicy(tt.EvictLast)
)

// MemoryHints are the optional cache and eviction hints of LoadWith and StoreWith; the zero
// value gives none, as Load and Store.
type MemoryHints struct {
	Cache    CacheModifier
	Evict    EvictionPolicy
	Volatile bool
}

// attrs returns the hints that differ from the defaults as tt.load/tt.store attributes.
func (h MemoryHints) attrs(ctx *ir.Context, load bool) []ir.NamedAttribute {
	var out []ir.NamedAttribute
	if h.Cache != 0 && h.Cache != CacheNone {
		out = append(out, ir.NamedAttribute{Name: "cache", Value: ctx.I32Attr(int32(h.Cache))})
	}
	if h.Evict != 0 && h.Evict != EvictNormal {
		out = append(out, ir.NamedAttribute{Name: "evict", Value: ctx.I32Attr(int32(h.Evict))})
	}
	if h.Volatile && load {
		out = append(out, ir.NamedAttribute{Name: "isVolatile", Value: ctx.BoolAttr(true)})
	}
	return out
}

// Load loads from ptr (tl.load): where mask (optional, the zero Value for none) is false the
// result is other (optional, cast to the pointee dtype); both broadcast to ptr's shape.
func (k *Kernel) Load(ptr, mask, other Value) Value {
	return k.LoadWith(ptr, mask, other, MemoryHints{})
}

// LoadWith is Load with cache and eviction hints.
func (k *Kernel) LoadWith(ptr, mask, other Value, hints MemoryHints) Value {
	if mask.k == nil && other.k != nil {
		return k.errorf("load: other cannot be given without a mask")
	}
	if !k.pointerOperands("load", ptr, &mask, &other) || !k.checkMask(mask) {
		return Value{k: k}
	}
	ptr, isBool := k.boolPointerAsInt8(ptr)
	elem := ptr.t.Elem
	var maskIR, otherIR *ir.Value
	if mask.k != nil {
		maskIR = mask.IR()
	}
	if other.k != nil {
		otherIR = k.Cast(other, elem).IR()
	}
	t := Type{Elem: elem, Shape: ptr.t.Shape}
	op := tt.BuildLoad(k.b, k.location(), t.IRType(k.Ctx), ptr.IR(), maskIR, otherIR, hints.attrs(k.Ctx, true)...)
	if isBool {
		return k.Cast(k.wrap(op.Result(), t), Int1)
	}
	return k.wrap(op.Result(), t)
}

// boolPointerAsInt8 returns a pointer to int1 as a pointer to int8 (tt.bitcast), as Triton
// loads and stores bools as bytes, and whether it was one.
func (k *Kernel) boolPointerAsInt8(ptr Value) (Value, bool) {
	if !ptr.t.Elem.IsBool() {
		return ptr, false
	}
	t := ptr.t
	t.Elem = Int8
	return k.wrap(tt.BuildBitcast(k.b, k.location(), t.IRType(k.Ctx), ptr.IR()).Result(), t), true
}

// Store stores value, cast to the pointee dtype and broadcast to ptr's shape, to ptr where
// mask (optional) is true (tl.store).
func (k *Kernel) Store(ptr, value, mask Value) { k.StoreWith(ptr, value, mask, MemoryHints{}) }

// StoreWith is Store with cache and eviction hints (Volatile does not apply).
func (k *Kernel) StoreWith(ptr, value, mask Value, hints MemoryHints) {
	if !k.pointerOperands("store", ptr, &value, &mask) || !k.checkMask(mask) {
		return
	}
	var maskIR *ir.Value
	if mask.k != nil {
		maskIR = mask.IR()
	}
	ptr, _ = k.boolPointerAsInt8(ptr)
	v := k.Cast(value, ptr.t.Elem)
	if k.err != nil {
		return
	}
	tt.BuildStore(k.b, k.location(), ptr.IR(), v.IR(), maskIR, hints.attrs(k.Ctx, false)...)
}

// AtomicOp is a read-modify-write operation of Atomic.
type AtomicOp int

// The atomic read-modify-write operations.
const (
	AtomicAdd AtomicOp = iota
	AtomicMax
	AtomicMin
	AtomicAnd
	AtomicOr
	AtomicXor
	AtomicXchg
)

// Atomic applies op to *ptr and value atomically (tl.atomic_add, ...: acq_rel, gpu scope) where
// mask (optional; all true when absent) holds, and returns the old values.
func (k *Kernel) Atomic(op AtomicOp, ptr, value, mask Value) Value {
	if !k.pointerOperands("atomic", ptr, &value, &mask) || !k.checkMask(mask) {
		return Value{k: k}
	}
	elem := ptr.t.Elem
	value = k.Cast(value, elem)
	if mask.k == nil {
		mask = k.Full(ptr.t.Shape, k.Bool(true), Int1)
		if !ptr.t.IsBlock() {
			mask = k.constant(BoolLiteral(true), Scalar(Int1))
		}
	}
	if k.err != nil {
		return Value{k: k}
	}
	var kind int64
	switch {
	case op == AtomicAdd && elem.IsFloat():
		kind = 5
	case op == AtomicAdd:
		kind = 4
	case op == AtomicMax && elem.unsigned:
		kind = 8
	case op == AtomicMax:
		kind = 6
	case op == AtomicMin && elem.unsigned:
		kind = 9
	case op == AtomicMin:
		kind = 7
	case op == AtomicXchg:
		kind = 10
	default:
		if elem.IsFloat() {
			return k.errorf("atomic bitwise operations need integers, not %s", elem)
		}
		kind = map[AtomicOp]int64{AtomicAnd: 1, AtomicOr: 2, AtomicXor: 3}[op]
	}
	if elem.IsFloat() && (op == AtomicMax || op == AtomicMin) {
		return k.errorf("atomic max and min of floats are not supported by this front end")
	}
	t := Type{Elem: elem, Shape: ptr.t.Shape}
	rmw := tt.BuildAtomicRmw(k.b, k.location(), t.IRType(k.Ctx), ptr.IR(), value.IR(), mask.IR(),
		ir.NamedAttribute{Name: "atomic_rmw_op", Value: k.Ctx.I32Attr(int32(kind))},
		ir.NamedAttribute{Name: "sem", Value: k.Ctx.I32Attr(4)},
		ir.NamedAttribute{Name: "scope", Value: k.Ctx.I32Attr(1)})
	return k.wrap(rmw.Result(), t)
}

// AtomicCAS compares *ptr with cmp and, where equal, stores value, atomically
// (tl.atomic_cas); it returns the old values.
func (k *Kernel) AtomicCAS(ptr, cmp, value Value) Value {
	if !k.pointerOperands("atomic_cas", ptr, &cmp, &value) {
		return Value{k: k}
	}
	elem := ptr.t.Elem
	cmp, value = k.Cast(cmp, elem), k.Cast(value, elem)
	if k.err != nil {
		return Value{k: k}
	}
	t := Type{Elem: elem, Shape: ptr.t.Shape}
	op := tt.BuildAtomicCas(k.b, k.location(), t.IRType(k.Ctx), ptr.IR(), cmp.IR(), value.IR(),
		ir.NamedAttribute{Name: "sem", Value: k.Ctx.I32Attr(4)}, ir.NamedAttribute{Name: "scope", Value: k.Ctx.I32Attr(1)})
	return k.wrap(op.Result(), t)
}

// Dot returns the matrix product a @ b plus acc (tl.dot): a is MxK, b is KxN, both of one
// dtype; acc (optional) is MxN, zeros of float32 (int32 for int8 inputs) when absent.
func (k *Kernel) Dot(a, b, acc Value) Value {
	if !k.operands(a, b) {
		return Value{k: k}
	}
	if len(a.t.Shape) != 2 || len(b.t.Shape) != 2 || a.t.Pointer || b.t.Pointer {
		return k.errorf("dot expects two 2-D blocks of numbers, not %s and %s", a.t, b.t)
	}
	if a.t.Shape[1] != b.t.Shape[0] {
		return k.errorf("dot: the inner dimensions must match: %s and %s", a.t, b.t)
	}
	if a.t.Elem != b.t.Elem {
		return k.errorf("dot: both operands must have the same dtype: %s and %s", a.t.Elem, b.t.Elem)
	}
	shape := []int64{a.t.Shape[0], b.t.Shape[1]}
	for _, n := range []int64{shape[0], shape[1], a.t.Shape[1]} {
		if n < 16 {
			return k.errorf("dot: every dimension must be at least 16: %s and %s", a.t, b.t)
		}
	}
	out := Float32
	if a.t.Elem.IsInt() {
		out = Int32
	}
	if acc.k == nil {
		acc = k.Full(shape, k.Int(0), out)
	} else {
		if !k.operands(acc) {
			return Value{k: k}
		}
		if !sameShape(acc.t.Shape, shape) {
			return k.errorf("dot: the accumulator must be %v, not %s", shape, acc.t)
		}
		out = acc.t.Elem
	}
	t := Scalar(out).Block(shape...)
	op := tt.BuildDot(k.b, k.location(), t.IRType(k.Ctx), a.IR(), b.IR(), acc.IR(),
		ir.NamedAttribute{Name: "inputPrecision", Value: k.Ctx.I32Attr(0)},
		ir.NamedAttribute{Name: "maxNumImpreciseAcc", Value: k.Ctx.I32Attr(0)})
	return k.wrap(op.D(), t)
}
