package tl

import (
	"fmt"
	"math"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// Literal is a compile-time number, as a Python number or a tl.constexpr in Triton: it has no
// dtype of its own until an operation gives it one (LiteralDType, Promote).
type Literal struct {
	kind Kind
	i    int64
	big  bool // an integer in [2^63, 2^64): its bits are in i
	f    float64
}

// IntLiteral returns the integer literal v.
func IntLiteral(v int64) Literal { return Literal{kind: KindIntegral, i: v} }

// Uint64Literal returns the integer literal v, which may exceed the int64 range.
func Uint64Literal(v uint64) Literal {
	return Literal{kind: KindIntegral, i: int64(v), big: v > math.MaxInt64}
}

// FloatLiteral returns the float literal v.
func FloatLiteral(v float64) Literal { return Literal{kind: KindFloating, f: v} }

// BoolLiteral returns the bool literal v.
func BoolLiteral(v bool) Literal {
	if v {
		return Literal{kind: KindBool, i: 1}
	}
	return Literal{kind: KindBool}
}

// Kind returns the literal's kind.
func (l Literal) Kind() Kind { return l.kind }

// Int returns an integer or bool literal's value.
func (l Literal) Int() int64 { return l.i }

// Float returns the literal's value as a float64.
func (l Literal) Float() float64 {
	switch {
	case l.kind == KindFloating:
		return l.f
	case l.big:
		return float64(uint64(l.i))
	}
	return float64(l.i)
}

// String prints the literal as Python does.
func (l Literal) String() string {
	switch {
	case l.kind == KindBool:
		return map[bool]string{true: "True", false: "False"}[l.i != 0]
	case l.kind == KindFloating:
		return fmt.Sprint(l.f)
	case l.big:
		return fmt.Sprint(uint64(l.i))
	}
	return fmt.Sprint(l.i)
}

// Value is a value of a kernel: a scalar or a block, held in the IR, or a Literal not yet
// materialized. The zero Value, or one a failed call returned, is invalid.
type Value struct {
	k   *Kernel
	v   *ir.Value
	t   Type
	lit *Literal
}

// Const returns the literal l as a value of k.
func (k *Kernel) Const(l Literal) Value {
	d, err := LiteralDType(l)
	if err != nil {
		return k.failed(err)
	}
	return Value{k: k, t: Scalar(d), lit: &l}
}

// Int returns the integer literal v.
func (k *Kernel) Int(v int64) Value { return k.Const(IntLiteral(v)) }

// Float returns the float literal v.
func (k *Kernel) Float(v float64) Value { return k.Const(FloatLiteral(v)) }

// Bool returns the bool literal v.
func (k *Kernel) Bool(v bool) Value { return k.Const(BoolLiteral(v)) }

// Valid reports whether x holds a value.
func (x Value) Valid() bool { return x.k != nil && (x.v != nil || x.lit != nil) }

// Type returns x's type; a literal's is the dtype LiteralDType gives it.
func (x Value) Type() Type { return x.t }

// DType returns the dtype of x's elements (the pointee for pointers).
func (x Value) DType() *DType { return x.t.Elem }

// Shape returns x's shape, nil for a scalar.
func (x Value) Shape() []int64 { return x.t.Shape }

// IsLiteral reports whether x is a literal, and returns it.
func (x Value) IsLiteral() (Literal, bool) {
	if x.lit == nil {
		return Literal{}, false
	}
	return *x.lit, true
}

// IR returns the IR value of x, materializing a literal as a constant of its dtype.
func (x Value) IR() *ir.Value {
	if x.lit != nil && x.v == nil {
		return x.k.constant(*x.lit, x.t).v
	}
	return x.v
}

// Kernel returns the kernel x belongs to.
func (x Value) Kernel() *Kernel { return x.k }

// wrap returns the value v of type t.
func (k *Kernel) wrap(v *ir.Value, t Type) Value { return Value{k: k, v: v, t: t} }

// constant materializes literal l as an arith.constant of type t (a scalar, or a splat block).
func (k *Kernel) constant(l Literal, t Type) Value {
	if t.Elem.IsInt() {
		lo, hi := t.Elem.intRange()
		if f := l.Float(); l.kind != KindFloating && (f < lo || f > hi) {
			return k.errorf("scalar %s is out of range for type %s", l, t.Elem)
		}
	}
	ctx := k.Ctx
	elem := t.Elem.IRType(ctx)
	var bits uint64
	var scalar ir.Attribute
	switch {
	case t.Elem.IsFloat():
		ft := elem.(*ir.FloatType)
		bits = ft.Kind.Float64ToBits(l.Float())
		scalar = ctx.FloatAttrFromBits(ft, bits)
	case t.Elem.IsBool():
		if l.Float() != 0 {
			bits = 1
		}
		scalar = ctx.BoolAttr(bits != 0)
	default:
		if l.kind == KindFloating {
			bits = uint64(int64(l.f))
		} else {
			bits = uint64(l.i)
		}
		bits &= 1<<t.Elem.width - 1
		scalar = ctx.IntegerAttr(elem, signExtend(bits, t.Elem.width))
	}
	// As Triton's frontend, a block constant is a scalar constant splat: canonicalization folds
	// the pair, and the order it hoists constants in follows these ops.
	c := k.wrap(arith.BuildConstant(k.b, k.location(), elem, ir.NamedAttribute{Name: "value", Value: scalar}).Result(), t.ScalarType())
	k.constBits[c.v] = bits
	if t.IsBlock() {
		return k.Splat(c, t.Shape)
	}
	return c
}

// signExtend returns the low width bits of bits as a signed number.
func signExtend(bits uint64, width int) int64 {
	if width >= 64 {
		return int64(bits)
	}
	shift := 64 - width
	return int64(bits<<shift) >> shift
}

// Full returns a block of shape filled with v cast to d (tl.full).
func (k *Kernel) Full(shape []int64, v Value, d *DType) Value {
	if !v.Valid() {
		return k.invalid(v)
	}
	if l, ok := v.IsLiteral(); ok {
		return k.constant(l, Scalar(d).Block(shape...))
	}
	if v.t.IsBlock() {
		return k.errorf("full: the fill value must be a scalar, not %s", v.t)
	}
	return k.Splat(k.Cast(v, d), shape)
}

// Zeros returns a block of shape of zeros of dtype d (tl.zeros), from a call of a private
// function as Triton's frontend makes it.
func (k *Kernel) Zeros(shape []int64, d *DType) Value {
	if k.err != nil {
		return Value{k: k}
	}
	name := fmt.Sprintf("triton.language.standard.zeros__%v_%s", shape, d)
	return k.callHelper(name, nil, func([]Value) Value { return k.Full(shape, k.Int(0), d) })
}

// Arange returns the block [start, end) of int32 (tl.arange); start and end are literals, the
// size a power of two.
func (k *Kernel) Arange(start, end int64) Value {
	n := end - start
	switch {
	case k.err != nil:
		return Value{k: k}
	case n <= 0:
		return k.errorf("arange's end must be greater than start: arange(%d, %d)", start, end)
	case n&(n-1) != 0:
		return k.errorf("arange's range must be a power of 2: arange(%d, %d) has %d elements", start, end, n)
	case start < math.MinInt32 || end > math.MaxInt32:
		return k.errorf("arange's bounds must fit int32: arange(%d, %d)", start, end)
	}
	t := Scalar(Int32).Block(n)
	r := tt.BuildMakeRange(k.b, k.location(), t.IRType(k.Ctx),
		ir.NamedAttribute{Name: "start", Value: k.Ctx.I32Attr(int32(start))}, ir.NamedAttribute{Name: "end", Value: k.Ctx.I32Attr(int32(end))})
	return k.wrap(r.Result(), t)
}

// ProgramID returns the index of the program along axis 0, 1 or 2 (tl.program_id).
func (k *Kernel) ProgramID(axis int) Value {
	if k.err != nil {
		return Value{k: k}
	}
	if axis < 0 || axis > 2 {
		return k.errorf("program_id axis must be 0, 1, or 2 but got %d", axis)
	}
	op := tt.BuildGetProgramId(k.b, k.location(), k.Ctx.I32(), ir.NamedAttribute{Name: "axis", Value: k.Ctx.I32Attr(int32(axis))})
	return k.wrap(op.Result(), Scalar(Int32))
}

// NumPrograms returns the number of programs along axis 0, 1 or 2 (tl.num_programs).
func (k *Kernel) NumPrograms(axis int) Value {
	if k.err != nil {
		return Value{k: k}
	}
	if axis < 0 || axis > 2 {
		return k.errorf("num_programs axis must be 0, 1, or 2 but got %d", axis)
	}
	op := tt.BuildGetNumPrograms(k.b, k.location(), k.Ctx.I32(), ir.NamedAttribute{Name: "axis", Value: k.Ctx.I32Attr(int32(axis))})
	return k.wrap(op.Result(), Scalar(Int32))
}

// invalid returns an invalid value after an invalid operand: the error is already recorded.
func (k *Kernel) invalid(Value) Value {
	if k.err == nil {
		k.fail(k.location(), "use of an invalid value")
	}
	return Value{k: k}
}

// operands checks the operands of an operation: all valid and of this kernel.
func (k *Kernel) operands(xs ...Value) bool {
	if k.err != nil {
		return false
	}
	for _, x := range xs {
		if !x.Valid() {
			k.fail(k.location(), "use of an invalid value")
			return false
		}
		if x.k != k {
			k.fail(k.location(), "a value of another kernel")
			return false
		}
	}
	return true
}
