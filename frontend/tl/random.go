package tl

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/tt"
)

// Philox's constants (triton.language.random).
const (
	philoxKeyA   = 0x9E3779B9
	philoxKeyB   = 0xBB67AE85
	philoxRoundA = 0xD2511F53
	philoxRoundB = 0xCD9E8D57
	philoxRounds = 10
	// uniformScale maps a non-negative int32 into [0, 1).
	uniformScale = 4.6566127342e-10
)

// Tensor returns x as a value in the IR: a literal becomes a constant of its dtype (Triton's
// to_tensor, what assigning a constexpr to a variable does).
func (k *Kernel) Tensor(x Value) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if l, ok := x.IsLiteral(); ok {
		return k.constant(l, x.t)
	}
	return x
}

// Umulhi returns the high 32 bits of the 64-bit product of two uint32 or int32 values
// (tl.umulhi, tt.mulhiui).
func (k *Kernel) Umulhi(a, b Value) Value {
	a, b, ok := k.typeCheck(a, b, false, false, true, false)
	if !ok {
		return Value{k: k}
	}
	if !a.t.Elem.IsInt() || a.t.Elem.width != 32 {
		return k.errorf("umulhi expects 32-bit integers, not %s", a.t)
	}
	return k.wrap(tt.BuildMulhiui(k.b, k.location(), a.v, b.v).Result(), a.t)
}

// Rand returns uniform float32 random numbers in [0, 1) for a scalar int32 seed and a block
// of int32 offsets (tl.rand): Philox 4x32 with 10 rounds, as Triton computes it, through the
// same library calls.
func (k *Kernel) Rand(seed, offsets Value) Value {
	if !k.operands(seed, offsets) {
		return Value{k: k}
	}
	if seed.t.IsBlock() || seed.t.Pointer || seed.t.Elem != Int32 || offsets.t.Pointer || offsets.t.Elem != Int32 {
		return k.errorf("rand expects an int32 seed and int32 offsets, not %s and %s", seed.t, offsets.t)
	}
	seed, offsets = k.Tensor(seed), k.Tensor(offsets)
	sig := fmt.Sprintf("%s_%s", seed.t, offsets.t)
	return k.callHelper("triton.language.random.rand__"+sig, []Value{seed, offsets}, func(p []Value) Value {
		source := k.callHelper("triton.language.random.randint__"+sig, p, func(p []Value) Value {
			return k.callHelperN("triton.language.random.randint4x__"+sig, p, k.randint4x)[0]
		})
		return k.callHelper("triton.language.random.uint_to_uniform_float__"+source.t.String(), []Value{source}, func(p []Value) Value {
			return k.uintToUniformFloat(p[0])
		})
	})
}

// randint4x is the body of tl.randint4x: four blocks of random uint32.
func (k *Kernel) randint4x(p []Value) []Value {
	seed, offset := p[0], p[1]
	lo := k.Cast(offset, Uint32)
	zero := k.Mul(lo, k.Int(0))
	args := []Value{seed, lo, zero, zero, zero}
	return k.callHelperN(fmt.Sprintf("triton.language.random.philox__%s_%s", seed.t, lo.t), args, func(p []Value) []Value {
		seed := k.Cast(p[0], Uint64)
		mask := k.Const(Uint64Literal(0xffffffff))
		hi := k.Cast(k.And(k.Shr(seed, k.Int(32)), mask), Uint32)
		lo := k.Cast(k.And(seed, mask), Uint32)
		args := append(append([]Value(nil), p[1:]...), lo, hi)
		return k.callHelperN(fmt.Sprintf("triton.language.random.philox_impl__%s", p[1].t), args, k.philoxRounds)
	})
}

// philoxRounds is the body of tl.philox_impl: the rounds of Philox 4x32 on the counters
// c0..c3 with the key k0, k1.
func (k *Kernel) philoxRounds(p []Value) []Value {
	c0, c1, c2, c3, k0, k1 := p[0], p[1], p[2], p[3], p[4], p[5]
	for range philoxRounds {
		a := k.Tensor(k.Const(Uint64Literal(philoxRoundA)))
		b := k.Tensor(k.Const(Uint64Literal(philoxRoundB)))
		oldC0, oldC2 := c0, c2
		c0 = k.Xor(k.Xor(k.Umulhi(b, oldC2), c1), k0)
		c2 = k.Xor(k.Xor(k.Umulhi(a, oldC0), c3), k1)
		c1 = k.Mul(b, oldC2)
		c3 = k.Mul(a, oldC0)
		k0 = k.Add(k0, k.Const(Uint64Literal(philoxKeyA)))
		k1 = k.Add(k1, k.Const(Uint64Literal(philoxKeyB)))
	}
	return []Value{c0, c1, c2, c3}
}

// uintToUniformFloat is the body of tl.uint_to_uniform_float for uint32: the bits as int32,
// folded onto the non-negative ones, scaled into [0, 1).
func (k *Kernel) uintToUniformFloat(x Value) Value {
	x = k.Bitcast(x, Int32)
	scale := k.Tensor(k.Float(uniformScale))
	x = k.Where(k.Lt(x, k.Int(0)), k.Sub(k.Neg(x), k.Int(1)), x)
	return k.Mul(x, scale)
}
