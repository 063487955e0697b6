package math

import (
	gomath "math"
	"math/big"
	"math/bits"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/internal/libm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/softfloat"
)

// The fold hooks of the math ops (MathOps.cpp, MLIR 22). Transcendental functions fold only
// on f32 and f64, as MLIR calls the host's libm for those two formats alone: mlir-opt-22 on
// x86-64 calls glibc 2.36 (Debian's, which selects builds compiled with -mfma on CPUs with
// FMA), whose algorithms internal/libm reproduces step by step, in float for its float
// functions.

// withFold sets the fold hook of d.
func withFold(d *ir.OpDef, f ir.FoldFunc) *ir.OpDef {
	d.Fold = f
	return d
}

// elemKind is the float kind of operand i's element type.
func elemKind(op *ir.Operation, i int) (ir.FloatKind, bool) {
	ft, ok := ir.ElementTypeOrSelf(op.Operand(i).Type()).(*ir.FloatType)
	if !ok {
		return 0, false
	}
	return ft.Kind, true
}

// foldLibm folds a function of float64 arguments on f32 and f64 elements; valid rejects
// arguments MLIR does not fold.
func foldLibm(fn func(xs ...float64) float64, valid func(xs ...float64) bool) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		k, ok := elemKind(op, 0)
		if !ok || (k != ir.F32 && k != ir.F64) {
			return nil, false
		}
		return arith.FoldElementwise(op, operands, libmElem(op.Name(), k, fn, valid))
	}
}

// libmElem computes fn on one element of each operand of format k (f32 or f64) as the host
// libm does, or reports that MLIR does not fold those arguments.
func libmElem(name string, k ir.FloatKind, fn func(xs ...float64) float64, valid func(xs ...float64) bool) func(xs []uint64) (uint64, bool) {
	return func(xs []uint64) (uint64, bool) {
		args := make([]float64, len(xs))
		for i, x := range xs {
			args[i] = k.BitsToFloat64(x)
			if gomath.IsNaN(args[i]) && x>>(k.Semantics().Width-1) != 0 {
				args[i] = gomath.Copysign(args[i], -1)
			}
		}
		// MLIR's checks see the sign of a NaN too (a negative NaN is not folded by sqrt).
		if valid != nil && !valid(args...) {
			return 0, false
		}
		if name == "math.powf" {
			if r, ok := powNaN(k, xs); ok {
				return r, true
			}
		}
		for _, i := range nanOrder(name, len(xs)) {
			if gomath.IsNaN(args[i]) {
				// libm returns a NaN argument quieted.
				return xs[i] | quietBit(k), true
			}
		}
		if f, f2 := float32Funcs[name], float32Binary[name]; (f != nil || f2 != nil) && k == ir.F32 {
			var r float32
			if f != nil {
				r = f(float32(args[0]))
			} else {
				r = f2(float32(args[0]), float32(args[1]))
			}
			if r != r {
				return invalidNaN(name, k), true
			}
			return uint64(gomath.Float32bits(r)), true
		}
		r := fn(args...)
		if gomath.IsNaN(r) {
			return invalidNaN(name, k), true
		}
		if k == ir.F32 {
			return uint64(gomath.Float32bits(float32(r))), true
		}
		return gomath.Float64bits(r), true
	}
}

// nanOrder is the order in which the host function of op looks at its n arguments for a NaN
// to return: atan2(y, x) returns x + y, x's NaN before y's (x86 returns the first operand's).
func nanOrder(op string, n int) []int {
	if op == "math.atan2" {
		return []int{1, 0}
	}
	return []int{0, 1}[:n]
}

// quietBit is the quiet bit of the NaNs of format k (f32 or f64).
func quietBit(k ir.FloatKind) uint64 { return 1 << (k.Semantics().MantBits - 1) }

// powNaN is C's pow and powf of the bits xs (x, y) of format k where one is NaN and the
// result is not that NaN quieted: 1 for y = ±0 or x = 1 (unless the other is a signaling NaN),
// and for a NaN x and a finite nonzero y, x quieted with its sign flipped when it is negative
// and y an odd integer (glibc negates x*x there). ok is false for the other arguments.
func powNaN(k ir.FloatKind, xs []uint64) (uint64, bool) {
	signaling := func(b uint64) bool { return gomath.IsNaN(k.BitsToFloat64(b)) && b&quietBit(k) == 0 }
	x, y := k.BitsToFloat64(xs[0]), k.BitsToFloat64(xs[1])
	switch {
	case y == 0 && !signaling(xs[0]) || x == 1 && !signaling(xs[1]):
		return k.Float64ToBits(1), true
	case gomath.IsNaN(x) && y != 0 && !gomath.IsNaN(y) && !gomath.IsInf(y, 0):
		r := xs[0] | quietBit(k)
		if xs[0]&k.SignBit() != 0 && gomath.Abs(gomath.Mod(y, 2)) == 1 {
			r ^= k.SignBit()
		}
		return r, true
	}
	return 0, false
}

// positiveNaNFuncs are the functions whose glibc versions return a positive quiet NaN for an
// argument outside their domain; the others compute one with x86 arithmetic, whose default NaN
// is negative (as observed from mlir-opt-22 on x86-64 with glibc 2.36, in f32 and f64 alike).
var positiveNaNFuncs = map[string]bool{"math.acos": true, "math.asin": true, "math.log10": true}

// invalidNaN is the NaN the host libm returns from op's function for an invalid argument.
func invalidNaN(op string, k ir.FloatKind) uint64 {
	nan := uint64(0xFFC00000)
	if k == ir.F64 {
		nan = 0xFFF8000000000000
	}
	if positiveNaNFuncs[op] {
		nan &^= k.SignBit()
	}
	return nan
}

func unary(f func(float64) float64) func(xs ...float64) float64 {
	return func(xs ...float64) float64 { return f(xs[0]) }
}

func binary(f func(a, b float64) float64) func(xs ...float64) float64 {
	return func(xs ...float64) float64 { return f(xs[0], xs[1]) }
}

// foldAtan2 folds atan2: two zeros give the format's NaN in every format (MLIR checks them
// before anything else), other values go through libm on f32 and f64 only.
func foldAtan2(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	k, ok := elemKind(op, 0)
	if ok && k.IsWide() {
		return arith.FoldWideFloatElementwise(op, operands, func(xs []softfloat.Float) (softfloat.Float, bool) {
			return softfloat.DefaultNaN(k), xs[0].IsZero() && xs[1].IsZero()
		})
	}
	if !ok {
		return nil, false
	}
	host := libmElem(op.Name(), k, binary(libm.Atan2), nil)
	return arith.FoldElementwise(op, operands, func(xs []uint64) (uint64, bool) {
		if k.BitsToFloat64(xs[0]) == 0 && k.BitsToFloat64(xs[1]) == 0 {
			nan := uint64(0x7FF8000000000000) // APFloat::getNaN: positive, quiet, no payload
			if k != ir.F64 {
				nan = k.Float64ToBits(gomath.NaN())
			}
			return nan, gomath.IsNaN(k.BitsToFloat64(nan))
		}
		if k != ir.F32 && k != ir.F64 {
			return 0, false
		}
		return host(xs)
	})
}

// notNegative rejects negative arguments (MLIR's isNegative, which holds for -0 too).
func notNegative(xs ...float64) bool { return !gomath.Signbit(xs[0]) }

// anyFloat folds fn on the bits of any float format of at most 64 bits, and wide on the
// values of f80 and f128.
func anyFloat(fn func(k ir.FloatKind, xs []uint64) (uint64, bool), wide func(xs []softfloat.Float) softfloat.Float) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		k, ok := elemKind(op, 0)
		switch {
		case !ok:
			return nil, false
		case k.IsWide():
			return arith.FoldWideFloatElementwise(op, operands, func(xs []softfloat.Float) (softfloat.Float, bool) { return wide(xs), true })
		}
		return arith.FoldElementwise(op, operands, func(xs []uint64) (uint64, bool) { return fn(k, xs) })
	}
}

// absF is absf on bits of format k.
func absF(k ir.FloatKind, xs []uint64) (uint64, bool) { return xs[0] &^ k.SignBit(), true }

// copySign is copysign on bits of format k.
func copySign(k ir.FloatKind, xs []uint64) (uint64, bool) {
	return xs[0]&^k.SignBit() | xs[1]&k.SignBit(), true
}

// roundToIntegral folds ceil, floor and roundeven (f in float64, rm for APFloat), which MLIR
// folds with APFloat on every format (round and trunc go through libm, on f32 and f64 only).
func roundToIntegral(f func(float64) float64, rm softfloat.RoundingMode) ir.FoldFunc {
	wide := func(xs []softfloat.Float) softfloat.Float {
		r, _ := softfloat.RoundToIntegral(xs[0], rm)
		return r
	}
	return anyFloat(func(k ir.FloatKind, xs []uint64) (uint64, bool) {
		v := k.BitsToFloat64(xs[0])
		if gomath.IsNaN(v) {
			// A NaN rounds to itself, quieted (the NaNs of formats without infinity are).
			if !k.Semantics().HasInf {
				return xs[0], true
			}
			return xs[0] | 1<<(k.Semantics().MantBits-1), true
		}
		r := f(v)
		if k == ir.F8E8M0FNU && gomath.Abs(v) < 1 {
			r = roundOneBit(f, v)
		}
		out := k.Float64ToBits(r)
		if k.BitsToFloat64(out) != r {
			return 0, false
		}
		return out, true
	}, wide)
}

// roundOneBit is APFloat's roundToIntegral of v, below 1 in magnitude, in f8E8M0FNU: it adds
// 2^(p-1) = 1 with v's sign and subtracts it again, rounding the sum to a one-bit significand
// (where a tie, 1.5, rounds away from zero) as f rounds, and a zero result becomes the smallest
// value with v's sign (the format has no zero).
func roundOneBit(f func(float64) float64, v float64) float64 {
	r := f(v)
	if gomath.Abs(v) == 0.5 && r == 0 && f(-v) == 0 {
		// f rounds to nearest (ceil and floor take ±0.5 apart): 1.5 rounds to 2.
		r = gomath.Copysign(1, v)
	}
	if r == 0 {
		return gomath.Copysign(0x1p-127, v)
	}
	return r
}

// classify folds isfinite, isinf, isnan and isnormal on scalars and splats: MLIR's folder
// builds a non-splat result with the operand's float type and so never folds one. f takes a
// float64 value of format k, wide an f80 or f128 value.
func classify(f func(k ir.FloatKind, v float64) bool, wide func(x softfloat.Float) bool) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		if d, ok := operands[0].(*ir.DenseElementsAttr); ok && !d.Splat {
			return nil, false
		}
		k, ok := elemKind(op, 0)
		switch {
		case !ok:
			return nil, false
		case k.IsWide():
			return arith.FoldWideElementwise(op, operands, func(xs []*big.Int, _ int) (*big.Int, bool) {
				if wide(softfloat.Decode(k, xs[0])) {
					return big.NewInt(1), true
				}
				return new(big.Int), true
			})
		}
		return arith.FoldElementwise(op, operands, func(xs []uint64) (uint64, bool) {
			if f(k, k.BitsToFloat64(xs[0])) {
				return 1, true
			}
			return 0, true
		})
	}
}

// isNormal reports whether v is a normal number of format k.
func isNormal(k ir.FloatKind, v float64) bool {
	if v == 0 || gomath.IsNaN(v) || gomath.IsInf(v, 0) {
		return false
	}
	s := k.Semantics()
	return gomath.Abs(v) >= gomath.Ldexp(1, 1-s.Bias)
}

// intUnary folds an integer op on one operand of width w; wide computes it on operands wider
// than 64 bits.
func intUnary(f func(a uint64, w int) uint64, wide func(a *big.Int, w int) *big.Int) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		w := intWidth(op)
		if w > 64 {
			return arith.FoldWideElementwise(op, operands, func(xs []*big.Int, w int) (*big.Int, bool) { return wide(xs[0], w), true })
		}
		if w == 0 {
			return nil, false
		}
		return arith.FoldElementwise(op, operands, func(xs []uint64) (uint64, bool) { return f(xs[0], w), true })
	}
}

// intWidth is the element width of op's first operand (64 for index), or 0.
func intWidth(op *ir.Operation) int {
	switch t := ir.ElementTypeOrSelf(op.Operand(0).Type()).(type) {
	case *ir.IntegerType:
		return t.Width
	case *ir.IndexType:
		return 64
	}
	return 0
}

func ctlz(a uint64, w int) uint64 { return uint64(bits.LeadingZeros64(a) - (64 - w)) }

func cttz(a uint64, w int) uint64 {
	if a == 0 {
		return uint64(w)
	}
	return uint64(bits.TrailingZeros64(a))
}

func ctpop(a uint64, _ int) uint64 { return uint64(bits.OnesCount64(a)) }

func absi(a uint64, w int) uint64 {
	if w < 64 && a>>(w-1)&1 == 1 || w == 64 && int64(a) < 0 {
		return -a
	}
	return a
}

// foldIPowI folds math.ipowi by squaring, in the operands' width; 0 to a negative power is
// not folded, other negative powers give 0, 1 or -1 as MLIR's folder says.
func foldIPowI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	w := intWidth(op)
	if w > 64 {
		return arith.FoldWideElementwise(op, operands, func(xs []*big.Int, w int) (*big.Int, bool) { return wideIPowI(xs[0], xs[1], w) })
	}
	if w == 0 {
		return nil, false
	}
	mask := ^uint64(0)
	if w < 64 {
		mask = 1<<w - 1
	}
	return arith.FoldElementwise(op, operands, func(xs []uint64) (uint64, bool) {
		base, power := xs[0]&mask, xs[1]&mask
		switch {
		case power == 0:
			return 1, true
		case power>>(w-1)&1 == 1:
			switch base {
			case 0:
				return 0, false
			case 1:
				return 1, true
			case mask:
				if power&1 == 1 {
					return mask, true
				}
				return 1, true
			}
			return 0, true
		}
		result := uint64(1)
		for {
			if power&1 == 1 {
				result = result * base & mask
			}
			power >>= 1
			if power == 0 {
				return result, true
			}
			base = base * base & mask
		}
	})
}
