package arith

import (
	"math"
	"math/big"

	"github.com/ttgo/ttgo/ir"
)

// Folding of integers wider than 64 bits, of f80 and f128, and of casts between them and
// narrower types: elements are computed as big integers holding the unsigned value of their
// bits (an integer's value modulo 2^width, a float's encoding).

// elemBits is the bit width of an integer, index or float element type, or 0.
func elemBits(t ir.Type) int {
	if ft, ok := t.(*ir.FloatType); ok {
		return ft.Kind.Semantics().Width
	}
	return intWidth(t)
}

// wideElems returns the elements of a constant of element type t: integers as unsigned values
// below 2^width, floats as their encodings (a scalar of the f4 and f6 formats keeps the
// category marker of ir.FloatBitsEncoding); dense reports an elements attribute.
func wideElems(a ir.Attribute, t ir.Type) (vals []*big.Int, dense, ok bool) {
	_, isFloat := t.(*ir.FloatType)
	mod := pow2(elemBits(t))
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if isFloat {
			return nil, false, false
		}
		v := a.Big
		if v == nil {
			v = big.NewInt(a.Value)
		}
		return []*big.Int{new(big.Int).Mod(v, mod)}, false, true
	case *ir.FloatAttr:
		if !isFloat {
			return nil, false, false
		}
		return []*big.Int{a.Encoding()}, false, true
	case *ir.DenseElementsAttr:
		if a.Wide != nil {
			for _, v := range a.Wide {
				vals = append(vals, new(big.Int).Mod(v, mod))
			}
		} else {
			for _, d := range a.Data {
				vals = append(vals, new(big.Int).Mod(big.NewInt(int64(d)), mod))
			}
		}
		return vals, true, true
	}
	return nil, false, false
}

// makeWideConst builds the constant of type t from its elements' unsigned values (floats'
// encodings).
func makeWideConst(ctx *ir.Context, t ir.Type, vals []*big.Int) ir.Attribute {
	elem := ir.ElementTypeOrSelf(t)
	st, shaped := t.(ir.ShapedType)
	if ft, ok := elem.(*ir.FloatType); ok {
		switch {
		case !shaped:
			return ctx.FloatAttrFromEncoding(ft, vals[0])
		case ft.Kind.IsWide():
			return ctx.WideDenseElementsAttr(st, vals)
		}
	}
	w := elemBits(elem)
	if w <= 64 {
		data := make([]uint64, len(vals))
		for i, v := range vals {
			data[i] = mask(new(big.Int).And(v, pow2m1(64)).Uint64(), w)
		}
		return makeConst(ctx, t, data)
	}
	signed := true
	if it, ok := elem.(*ir.IntegerType); ok && it.Signedness == ir.Unsigned {
		signed = false
	}
	out := make([]*big.Int, len(vals))
	for i, v := range vals {
		out[i] = new(big.Int).Set(v)
		if signed && v.Bit(w-1) == 1 {
			out[i].Sub(out[i], pow2(w))
		}
	}
	if shaped {
		return ctx.WideDenseElementsAttr(st, out)
	}
	return ctx.BigIntegerAttr(t, out[0])
}

func pow2m1(n int) *big.Int { return new(big.Int).Sub(pow2(n), big.NewInt(1)) }

// wideMap folds an elementwise op of which an operand or the result is an integer wider than
// 64 bits, f80 or f128: fn computes one result element from one element of each operand (see
// wideElems; w is the first operand's width) or gives up. Integer results are taken modulo
// 2^width.
func wideMap(op *ir.Operation, operands []ir.Attribute, rt ir.Type, fn func(xs []*big.Int, w int) (*big.Int, bool)) ([]ir.FoldResult, bool) {
	rw := elemBits(ir.ElementTypeOrSelf(rt))
	if rw == 0 || len(operands) == 0 {
		return nil, false
	}
	in := make([][]*big.Int, len(operands))
	n, dense := 1, false
	for i, a := range operands {
		t := ir.ElementTypeOrSelf(op.Operand(i).Type())
		if a == nil || elemBits(t) == 0 {
			return nil, false
		}
		vals, d, ok := wideElems(a, t)
		if !ok || (i > 0 && d != dense) {
			return nil, false
		}
		dense = d
		if len(vals) != 1 {
			if n != 1 && n != len(vals) {
				return nil, false
			}
			n = len(vals)
		}
		in[i] = vals
	}
	if _, shaped := rt.(ir.ShapedType); shaped != dense {
		return nil, false
	}
	w := elemBits(ir.ElementTypeOrSelf(op.Operand(0).Type()))
	_, isFloat := ir.ElementTypeOrSelf(rt).(*ir.FloatType)
	mod := pow2(rw)
	out := make([]*big.Int, n)
	xs := make([]*big.Int, len(in))
	for i := range out {
		for j, vals := range in {
			xs[j] = vals[min(i, len(vals)-1)]
		}
		r, ok := fn(xs, w)
		if !ok {
			return nil, false
		}
		if !isFloat {
			r = r.Mod(r, mod)
		}
		out[i] = r
	}
	return fold(makeWideConst(op.Context(), rt, out)), true
}

// signedOf is the value of the w-bit pattern u read as two's complement.
func signedOf(u *big.Int, w int) *big.Int {
	v := new(big.Int).Set(u)
	if u.Bit(w-1) == 1 {
		v.Sub(v, pow2(w))
	}
	return v
}

// wideCast folds an integer cast where one side is wider than 64 bits: a truncation, or a
// sign (signed) or zero extension.
func wideCast(op *ir.Operation, operands []ir.Attribute, signed bool) ([]ir.FoldResult, bool) {
	return wideMap(op, operands, op.Result(0).Type(), func(xs []*big.Int, w int) (*big.Int, bool) {
		if signed {
			return signedOf(xs[0], w), true
		}
		return new(big.Int).Set(xs[0]), true
	})
}

// wideBinary folds an integer binary op on operands wider than 64 bits with fn, which gets the
// unsigned values and the width and computes (any value; it is reduced modulo 2^w).
func wideBinary(op *ir.Operation, operands []ir.Attribute, fn func(a, b *big.Int, w int) (*big.Int, bool)) ([]ir.FoldResult, bool) {
	return wideMap(op, operands, op.Result(0).Type(), func(xs []*big.Int, w int) (*big.Int, bool) { return fn(xs[0], xs[1], w) })
}

// wideOp is the big-integer semantics of an integer binary op: fn gets unsigned operand values
// of width w; last says that only the last element's ok decides whether the op folds (as for
// intBinaryLast), the others fail on any element.
type wideOp struct {
	fn   func(a, b *big.Int, w int) (*big.Int, bool)
	last bool
}

func bigOp(f func(z, a, b *big.Int) *big.Int) wideOp {
	return wideOp{fn: func(a, b *big.Int, _ int) (*big.Int, bool) { return f(new(big.Int), a, b), true }}
}

// wideBinaryOps mirror the uint64 folds of the same ops in fold.go.
var wideBinaryOps = map[string]wideOp{
	"arith.addi": bigOp((*big.Int).Add),
	"arith.subi": bigOp((*big.Int).Sub),
	"arith.muli": bigOp((*big.Int).Mul),
	"arith.andi": bigOp((*big.Int).And),
	"arith.ori":  bigOp((*big.Int).Or),
	"arith.xori": bigOp((*big.Int).Xor),
	"arith.divui": {fn: func(a, b *big.Int, _ int) (*big.Int, bool) {
		if b.Sign() == 0 {
			return nil, false
		}
		return new(big.Int).Quo(a, b), true
	}},
	"arith.remui": {fn: func(a, b *big.Int, _ int) (*big.Int, bool) {
		if b.Sign() == 0 {
			return nil, false
		}
		return new(big.Int).Rem(a, b), true
	}},
	"arith.ceildivui": {fn: func(a, b *big.Int, _ int) (*big.Int, bool) {
		if b.Sign() == 0 {
			return nil, false
		}
		q, r := new(big.Int).QuoRem(a, b, new(big.Int))
		if r.Sign() != 0 {
			q.Add(q, big.NewInt(1))
		}
		return q, true
	}},
	"arith.divsi": {fn: func(a, b *big.Int, w int) (*big.Int, bool) {
		x, y := signedOf(a, w), signedOf(b, w)
		if y.Sign() == 0 || isMinusOneOverflow(x, y, w) {
			return nil, false
		}
		return new(big.Int).Quo(x, y), true
	}},
	"arith.remsi": {fn: func(a, b *big.Int, w int) (*big.Int, bool) {
		x, y := signedOf(a, w), signedOf(b, w)
		if y.Sign() == 0 {
			return nil, false
		}
		return new(big.Int).Rem(x, y), true
	}},
	"arith.ceildivsi": {fn: func(a, b *big.Int, w int) (*big.Int, bool) {
		x, y := signedOf(a, w), signedOf(b, w)
		switch {
		case y.Sign() == 0:
			return nil, false
		case x.Sign() == 0:
			return new(big.Int), true
		case x.Sign() < 0 || y.Sign() < 0:
			// MLIR negates the negative operands first and gives up when that overflows.
			if x.Cmp(minSignedBig(w)) == 0 || y.Cmp(minSignedBig(w)) == 0 {
				return nil, false
			}
		}
		q, r := new(big.Int).QuoRem(x, y, new(big.Int))
		if r.Sign() != 0 && (x.Sign() < 0) == (y.Sign() < 0) {
			q.Add(q, big.NewInt(1))
		}
		return q, true
	}},
	"arith.floordivsi": {last: true, fn: func(a, b *big.Int, w int) (*big.Int, bool) {
		x, y := signedOf(a, w), signedOf(b, w)
		if y.Sign() == 0 || isMinusOneOverflow(x, y, w) {
			return new(big.Int).Set(a), false
		}
		q, r := new(big.Int).QuoRem(x, y, new(big.Int))
		if r.Sign() != 0 && (x.Sign() < 0) != (y.Sign() < 0) {
			q.Sub(q, big.NewInt(1))
		}
		return q, true
	}},
	"arith.shli": {last: true, fn: func(a, b *big.Int, w int) (*big.Int, bool) {
		if b.Cmp(big.NewInt(int64(w))) >= 0 {
			return new(big.Int), false
		}
		return new(big.Int).Lsh(a, uint(b.Uint64())), true
	}},
	"arith.shrui": {last: true, fn: func(a, b *big.Int, w int) (*big.Int, bool) {
		if b.Cmp(big.NewInt(int64(w))) >= 0 {
			return new(big.Int), false
		}
		return new(big.Int).Rsh(a, uint(b.Uint64())), true
	}},
	"arith.shrsi": {last: true, fn: func(a, b *big.Int, w int) (*big.Int, bool) {
		s := uint(w)
		if b.Cmp(big.NewInt(int64(w))) < 0 {
			s = uint(b.Uint64())
		}
		return new(big.Int).Rsh(signedOf(a, w), s), b.Cmp(big.NewInt(int64(w))) < 0
	}},
	"arith.maxsi": {fn: pick(true, false)},
	"arith.minsi": {fn: pick(true, true)},
	"arith.maxui": {fn: pick(false, false)},
	"arith.minui": {fn: pick(false, true)},
}

// pick is a signed or unsigned min (less) or max.
func pick(signed, less bool) func(a, b *big.Int, w int) (*big.Int, bool) {
	return func(a, b *big.Int, w int) (*big.Int, bool) {
		x, y := a, b
		if signed {
			x, y = signedOf(a, w), signedOf(b, w)
		}
		if (x.Cmp(y) < 0) == less {
			return new(big.Int).Set(a), true
		}
		return new(big.Int).Set(b), true
	}
}

func minSignedBig(w int) *big.Int { return new(big.Int).Neg(pow2(w - 1)) }

// isMinusOneOverflow reports whether x / y overflows w bits (the minimum divided by -1).
func isMinusOneOverflow(x, y *big.Int, w int) bool {
	return y.Cmp(big.NewInt(-1)) == 0 && x.Cmp(minSignedBig(w)) == 0
}

// wideIntBinary folds op, an integer binary op on operands wider than 64 bits, with its
// entry in wideBinaryOps.
func wideIntBinary(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	o, ok := wideBinaryOps[op.Name()]
	if !ok {
		return nil, false
	}
	last := true
	r, ok := wideBinary(op, operands, func(a, b *big.Int, w int) (*big.Int, bool) {
		v, ok := o.fn(a, b, w)
		if o.last {
			last = ok
			return v, true
		}
		return v, ok
	})
	return r, ok && last
}

// FoldWideElementwise is FoldElementwise for integer ops whose operands or result are wider
// than 64 bits: fn gets the unsigned values of one element of each operand and the first
// operand's width, and returns the result element (reduced modulo 2^width of the result).
func FoldWideElementwise(op *ir.Operation, operands []ir.Attribute, fn func(xs []*big.Int, w int) (*big.Int, bool)) ([]ir.FoldResult, bool) {
	if op.NumResults() != 1 {
		return nil, false
	}
	return wideMap(op, operands, op.Result(0).Type(), fn)
}

// wideBitcast folds a bitcast where a side is an integer wider than 64 bits, f80 or f128: the
// bits move as they are, but for a scalar float, which APFloat reads and writes back (see
// ir.FloatKind.CanonicalEncoding).
func wideBitcast(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	inT, outT := ir.ElementTypeOrSelf(op.Operand(0).Type()), ir.ElementTypeOrSelf(op.Result(0).Type())
	if elemBits(inT) != elemBits(outT) {
		return nil, false
	}
	return wideMap(op, operands, op.Result(0).Type(), func(xs []*big.Int, _ int) (*big.Int, bool) { return xs[0], true })
}

// isWide reports whether t's elements are integers wider than 64 bits, f80 or f128.
func isWide(t ir.Type) bool {
	switch e := ir.ElementTypeOrSelf(t).(type) {
	case *ir.IntegerType:
		return e.Width > 64
	case *ir.FloatType:
		return e.Kind == ir.F80 || e.Kind == ir.F128
	}
	return false
}

// wideExtended folds addui_extended, mulsi_extended and mului_extended (kind "add", "muls",
// "mulu") on operands wider than 64 bits: the low half of the exact result, and the overflow
// bit or the high half.
func wideExtended(op *ir.Operation, operands []ir.Attribute, kind string) ([]ir.FoldResult, bool) {
	exact := func(xs []*big.Int, w int) *big.Int {
		switch kind {
		case "add":
			return new(big.Int).Add(xs[0], xs[1])
		case "muls":
			return new(big.Int).Mul(signedOf(xs[0], w), signedOf(xs[1], w))
		}
		return new(big.Int).Mul(xs[0], xs[1])
	}
	lo, ok := wideMap(op, operands, op.Result(0).Type(), func(xs []*big.Int, w int) (*big.Int, bool) { return exact(xs, w), true })
	if !ok {
		return nil, false
	}
	hi, ok := wideMap(op, operands, op.Result(1).Type(), func(xs []*big.Int, w int) (*big.Int, bool) {
		r := exact(xs, w)
		if kind == "add" {
			return big.NewInt(int64(r.Bit(w))), true
		}
		// The high half: the exact product shifted down (floor division for negatives).
		return r.Rsh(r, uint(w)), true
	})
	if !ok {
		return nil, false
	}
	return []ir.FoldResult{lo[0], hi[0]}, true
}

// wideIntToFloat folds sitofp and uitofp from integers wider than 64 bits into format k of
// at most 64 bits: rounding to nearest even, overflowing as Float64ToBits does.
func wideIntToFloat(op *ir.Operation, operands []ir.Attribute, k ir.FloatKind, signed bool) ([]ir.FoldResult, bool) {
	inT := ir.ElementTypeOrSelf(op.Operand(0).Type())
	w := intWidth(inT)
	if w == 0 {
		return nil, false
	}
	vals, dense, ok := wideElems(operands[0], inT)
	if _, shaped := op.Result(0).Type().(ir.ShapedType); !ok || shaped != dense {
		return nil, false
	}
	data := make([]uint64, len(vals))
	for i, u := range vals {
		v := u
		if signed {
			v = signedOf(u, w)
		}
		switch k {
		case ir.F64:
			f, _ := new(big.Float).SetInt(v).Float64()
			data[i] = math.Float64bits(f)
		case ir.F32:
			f, _ := new(big.Float).SetInt(v).Float32()
			data[i] = uint64(math.Float32bits(f))
		default:
			data[i] = k.Float64ToBits(bigRoundToOdd53(v))
		}
	}
	return fold(makeConst(op.Context(), op.Result(0).Type(), data)), true
}

// bigRoundToOdd53 is roundToOdd53 for a big integer below 2^1024 in magnitude.
func bigRoundToOdd53(v *big.Int) float64 {
	a := new(big.Int).Abs(v)
	s := max(a.BitLen()-53, 0)
	m := new(big.Int).Rsh(a, uint(s))
	if new(big.Int).Lsh(m, uint(s)).Cmp(a) != 0 {
		m.SetBit(m, 0, 1)
	}
	f := math.Ldexp(float64(m.Uint64()), s)
	if v.Sign() < 0 {
		f = -f
	}
	return f
}

// floatToWideInt folds fptosi and fptoui into integers wider than 64 bits: truncation toward
// zero, not folded for NaN, infinities or values out of the result's range.
func floatToWideInt(op *ir.Operation, operands []ir.Attribute, k ir.FloatKind, signed bool) ([]ir.FoldResult, bool) {
	rt := op.Result(0).Type()
	w := intWidth(ir.ElementTypeOrSelf(rt))
	var raw []uint64
	dense := false
	switch a := operands[0].(type) {
	case *ir.FloatAttr:
		raw = []uint64{a.Bits}
	case *ir.DenseElementsAttr:
		raw, dense = a.Data, true
	default:
		return nil, false
	}
	if _, shaped := rt.(ir.ShapedType); w == 0 || shaped != dense {
		return nil, false
	}
	lo, hi := new(big.Int), pow2(w)
	if signed {
		lo, hi = minSignedBig(w), pow2(w-1)
	}
	vals := make([]*big.Int, len(raw))
	for i, b := range raw {
		f := math.Trunc(floatOf(k, b))
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, false
		}
		v, _ := new(big.Float).SetFloat64(f).Int(nil)
		if v.Cmp(lo) < 0 || v.Cmp(hi) >= 0 {
			return nil, false
		}
		vals[i] = v.Mod(v, pow2(w))
	}
	return fold(makeWideConst(op.Context(), rt, vals)), true
}
