package tl

import (
	"fmt"
	"math"
)

// Policy is a type-promotion policy: the rules that give the common dtype of the operands of a
// binary operator and of the last two operands of Where.
type Policy int

const (
	// TritonPolicy is Triton's promotion (triton.language's computation type): double, then
	// float, then half (float32 for / and %), bfloat16 only with bfloat16 (float32 otherwise),
	// the same fp8 or float16 for two fp8s, then C's usual arithmetic conversions on integers.
	// A scalar literal of a kind lower than or equal to the tensor's does not take part.
	TritonPolicy Policy = iota
	// StrictPolicy is kernel_float's promotion: bool yields the other type, an integer with a
	// float gives the float, of two floats the wider (two different floats of one width give
	// the next wider: float16 for fp8s, float32 for float16 with bfloat16), of two integers of
	// one signedness the wider; mixing signed and unsigned integers is an error.
	StrictPolicy
)

// String names the policy.
func (p Policy) String() string {
	if p == StrictPolicy {
		return "strict"
	}
	return "triton"
}

// LiteralDType returns the dtype Triton gives a Python number: int1 for a bool; the first of
// int32, uint32, int64, uint64 that holds an integer; float32 for a float that float32 holds
// (zero, infinities and NaN included), float64 otherwise.
func LiteralDType(l Literal) (*DType, error) {
	switch l.kind {
	case KindBool:
		return Int1, nil
	case KindIntegral:
		v := l.i
		switch {
		case l.big:
			return Uint64, nil
		case v >= math.MinInt32 && v <= math.MaxInt32:
			return Int32, nil
		case v > 0 && v <= math.MaxUint32:
			return Uint32, nil
		}
		return Int64, nil
	}
	a := math.Abs(l.f)
	if a == 0 || math.IsInf(a, 0) || math.IsNaN(a) || (a >= 0x1p-126 && a <= math.MaxFloat32) {
		return Float32, nil
	}
	return Float64, nil
}

// Promote returns the dtype both operands of a binary operation take under policy p: a of dtype
// aType (a scalar literal when aScalar) and b likewise; divOrMod is set for /, // and %.
func Promote(p Policy, aType *DType, aScalar bool, bType *DType, bScalar bool, divOrMod bool) (*DType, error) {
	if aScalar != bScalar {
		scalar, tensor := aType, bType
		if bScalar {
			scalar, tensor = bType, aType
		}
		if scalar.kind <= tensor.kind {
			if p == TritonPolicy && divOrMod && (tensor == Float16 || tensor == BFloat16) {
				return Float32, nil
			}
			return tensor, nil
		}
	}
	if p == StrictPolicy {
		return promoteStrict(aType, bType)
	}
	return promoteTriton(aType, bType, divOrMod)
}

// promoteTriton is Triton's computation type of two dtypes.
func promoteTriton(a, b *DType, divOrMod bool) (*DType, error) {
	either := func(d *DType) bool { return a == d || b == d }
	switch {
	case either(Float64):
		return Float64, nil
	case either(Float32):
		return Float32, nil
	case either(Float16):
		if divOrMod {
			return Float32, nil
		}
		return Float16, nil
	case a == BFloat16 && b == BFloat16:
		if divOrMod {
			return Float32, nil
		}
		return BFloat16, nil
	case either(BFloat16):
		return Float32, nil
	case a.IsFP8() && b.IsFP8():
		if a == b {
			return a, nil
		}
		return Float16, nil
	case !a.IsInt() || !b.IsInt():
		return nil, fmt.Errorf("unexpected type %s and %s", a, b)
	case divOrMod && unsignedInTriton(a) != unsignedInTriton(b):
		return nil, fmt.Errorf("cannot use /, // or %% with %s and %s because they have different signedness; cast them to the same signedness", a, b)
	}
	return promoteIntegers(a, b), nil
}

// unsignedInTriton reports the signedness Triton's dtype gives d: int1 is one of its unsigned
// integer types.
func unsignedInTriton(d *DType) bool { return d.unsigned || d == Int1 }

// promoteIntegers is C's usual arithmetic conversion of two integer dtypes: the wider of one
// signedness; with mixed signedness the unsigned one unless the signed one is wider.
func promoteIntegers(a, b *DType) *DType {
	switch {
	case a.unsigned == b.unsigned:
		if a.width > b.width {
			return a
		}
		return b
	case a.unsigned:
		if a.width >= b.width {
			return a
		}
		return b
	}
	if b.width >= a.width {
		return b
	}
	return a
}

// promoteStrict is kernel_float's promotion of two dtypes.
func promoteStrict(a, b *DType) (*DType, error) {
	switch {
	case a == b:
		return a, nil
	case a.IsBool():
		return b, nil
	case b.IsBool():
		return a, nil
	case a.IsFloat() && !b.IsFloat():
		return a, nil
	case b.IsFloat() && !a.IsFloat():
		return b, nil
	case a.IsFloat():
		switch {
		case a.width > b.width:
			return a, nil
		case b.width > a.width:
			return b, nil
		case a.width == 8:
			return Float16, nil
		}
		return Float32, nil
	case a.unsigned != b.unsigned:
		return nil, fmt.Errorf("strict promotion: cannot mix %s and %s (signed with unsigned); cast one of them", a, b)
	case a.width > b.width:
		return a, nil
	}
	return b, nil
}
