package arith

import (
	"math"

	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
)

// This file holds the machinery of constant folding: reading the elements of constant
// operands, computing on them as MLIR's APInt and APFloat do, and building the folded
// attribute. Integers are held as their bits masked to the element width (64 for index);
// floats as the bits of their format.

// elemWidth is the bit width of an integer, index or float element type (0 for others, and
// for integers wider than 64 bits, which are not folded).
func elemWidth(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IndexType:
		return 64
	case *ir.IntegerType:
		if t.Width > 64 {
			return 0
		}
		return t.Width
	case *ir.FloatType:
		return ir.IntOrFloatBitWidth(t)
	}
	return 0
}

// floatKind returns the kind of a float type.
func floatKind(t ir.Type) (ir.FloatKind, bool) {
	ft, ok := t.(*ir.FloatType)
	if !ok {
		return 0, false
	}
	return ft.Kind, true
}

// foldableFloat returns the kind of the float formats whose arithmetic folds in float64:
// those that float64 holds with more than twice their precision (f80 and f128 fold with
// softfloat instead).
func foldableFloat(t ir.Type) (ir.FloatKind, bool) {
	k, ok := floatKind(t)
	if !ok || k.IsWide() {
		return 0, false
	}
	return k, true
}

func mask(v uint64, w int) uint64 {
	if w >= 64 {
		return v
	}
	return v & (1<<w - 1)
}

func sext(v uint64, w int) int64 { return ir.SignExtend(v, w) }

// stored converts masked element bits to the form ir keeps for element type t: signless and
// signed integers sign-extended, unsigned ones zero-extended, floats as they are.
func stored(t ir.Type, v uint64) uint64 {
	if it, ok := t.(*ir.IntegerType); ok && it.Signedness != ir.Unsigned {
		return uint64(sext(v, it.Width))
	}
	return v
}

// storedElem is stored for an element of a dense attribute, where an i1 is kept as 0 or 1 (as
// the parser keeps `true`), so that folded and parsed dense booleans are one attribute, and a
// float as its encoding (ir.FloatBitsEncoding), which drops what a scalar keeps above the
// format's width.
func storedElem(t ir.Type, v uint64) uint64 {
	if it, ok := t.(*ir.IntegerType); ok && it.Width == 1 {
		return v & 1
	}
	if ft, ok := t.(*ir.FloatType); ok {
		return ft.Kind.FloatBitsEncoding(v)
	}
	return stored(t, v)
}

// constElems returns the element bits of a constant operand of element width w: a scalar
// integer or float, or a dense elements attribute; dense reports the latter.
func constElems(a ir.Attribute, w int) (bits []uint64, splat, dense, ok bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if a.Big != nil {
			return nil, false, false, false
		}
		return []uint64{mask(uint64(a.Value), w)}, true, false, true
	case *ir.FloatAttr:
		if a.Wide != nil {
			return nil, false, false, false
		}
		return []uint64{a.Bits}, true, false, true
	case *ir.DenseElementsAttr:
		if a.Wide != nil {
			return nil, false, false, false
		}
		bits = make([]uint64, len(a.Data))
		for i, d := range a.Data {
			bits[i] = mask(d, w)
		}
		return bits, a.Splat, true, true
	}
	return nil, false, false, false
}

// makeConst builds the attribute of type t from masked element bits (one for a splat).
func makeConst(ctx *ir.Context, t ir.Type, data []uint64) ir.Attribute {
	elem := ir.ElementTypeOrSelf(t)
	if st, ok := t.(ir.ShapedType); ok {
		out := make([]uint64, len(data))
		for i, d := range data {
			out[i] = storedElem(elem, d)
		}
		return ctx.DenseElementsAttr(st, out)
	}
	if ft, ok := t.(*ir.FloatType); ok {
		return ctx.FloatAttrFromBits(ft, data[0])
	}
	return ctx.IntegerAttr(t, int64(stored(t, data[0])))
}

// mapElems folds an elementwise op whose operands are all constants (all scalars or all
// dense): fn computes one result element from one element of each operand, or gives up.
func mapElems(op *ir.Operation, operands []ir.Attribute, fn func(xs []uint64) (uint64, bool)) ([]ir.FoldResult, bool) {
	if op.NumResults() != 1 {
		return nil, false
	}
	return mapElemsTo(op, operands, op.Result(0).Type(), fn)
}

// mapElemsTo is mapElems with the result type rt.
func mapElemsTo(op *ir.Operation, operands []ir.Attribute, rt ir.Type, fn func(xs []uint64) (uint64, bool)) ([]ir.FoldResult, bool) {
	if len(operands) == 0 {
		return nil, false
	}
	in := make([][]uint64, len(operands))
	n, dense := 1, false
	for i, a := range operands {
		w := elemWidth(ir.ElementTypeOrSelf(op.Operand(i).Type()))
		if a == nil || w == 0 {
			return nil, false
		}
		bits, splat, d, ok := constElems(a, w)
		if !ok || (i > 0 && d != dense) {
			return nil, false
		}
		dense = d
		if !splat {
			if n != 1 && n != len(bits) {
				return nil, false
			}
			n = len(bits)
		}
		in[i] = bits
	}
	rw := elemWidth(ir.ElementTypeOrSelf(rt))
	if rw == 0 {
		return nil, false
	}
	if _, shaped := rt.(ir.ShapedType); shaped != dense {
		return nil, false
	}
	if _, isFloat := ir.ElementTypeOrSelf(rt).(*ir.FloatType); isFloat {
		// A scalar NaN or infinity of the f4 and f6 formats carries its category, and a
		// scalar f8E8M0FNU its sign, above the format's width (ir.FloatBitsEncoding); dense
		// elements keep only the encoding (storedElem), as MLIR's do.
		rw = 64
	}
	out := make([]uint64, n)
	xs := make([]uint64, len(in))
	for i := range out {
		for j, bits := range in {
			xs[j] = bits[min(i, len(bits)-1)]
		}
		r, ok := fn(xs)
		if !ok {
			return nil, false
		}
		out[i] = mask(r, rw)
	}
	return fold(makeConst(op.Context(), rt, out)), true
}

// fold wraps one attribute result.
func fold(a ir.Attribute) []ir.FoldResult { return []ir.FoldResult{{Attr: a}} }

// forward wraps one value result.
func forward(v *ir.Value) []ir.FoldResult { return []ir.FoldResult{{Value: v}} }

// splatInt returns the value (masked to the element width) of an integer constant operand
// that is a scalar or a splat, as MLIR's m_ConstantInt matches it.
func splatInt(a ir.Attribute, t ir.Type) (uint64, bool) {
	w := elemWidth(ir.ElementTypeOrSelf(t))
	if w == 0 {
		return 0, false
	}
	if _, ok := ir.ElementTypeOrSelf(t).(*ir.FloatType); ok {
		return 0, false
	}
	// The splat element as constElems reads it, without building the element vector.
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if a.Big == nil {
			return mask(uint64(a.Value), w), true
		}
	case *ir.DenseElementsAttr:
		if a.Wide == nil && a.Splat && len(a.Data) > 0 {
			return mask(a.Data[0], w), true
		}
	}
	return 0, false
}

// isIntConst reports whether operand i of op is the integer constant v (masked).
func isIntConst(op *ir.Operation, operands []ir.Attribute, i int, v uint64) bool {
	c, ok := splatInt(operands[i], op.Operand(i).Type())
	return ok && c == mask(v, elemWidth(ir.ElementTypeOrSelf(op.Operand(i).Type())))
}

// isNaN reports whether bits encode a NaN of format k.
func isNaN(k ir.FloatKind, bits uint64) bool { return math.IsNaN(floatOf(k, bits)) }

// ieeeNaN reports whether format k has IEEE NaNs with a quiet bit (the formats with
// infinities do; the FN and FNUZ formats have a single NaN pattern or none).
func ieeeNaN(k ir.FloatKind) bool { return k.Semantics().HasInf }

// quiet sets the quiet bit of a NaN, as APFloat::makeQuiet; the NaNs of the formats without
// IEEE NaNs are quiet as they are.
func quiet(k ir.FloatKind, bits uint64) uint64 {
	if !ieeeNaN(k) {
		return bits
	}
	return bits | 1<<(k.Semantics().MantBits-1)
}

// defaultNaN is the NaN APFloat makes for invalid operations: positive and quiet, with no
// payload.
func defaultNaN(k ir.FloatKind) uint64 {
	if s := k.Semantics(); ieeeNaN(k) {
		return (1<<s.ExpBits-1)<<s.MantBits | 1<<(s.MantBits-1)
	}
	return k.Float64ToBits(math.NaN())
}

// floatOf converts bits of format k to float64 (exactly, for the foldable formats).
func floatOf(k ir.FloatKind, bits uint64) float64 { return k.BitsToFloat64(bits) }

// floatBits rounds v to format k, with APFloat's default NaN.
func floatBits(k ir.FloatKind, v float64) uint64 {
	if math.IsNaN(v) {
		return defaultNaN(k)
	}
	return k.Float64ToBits(v)
}

// floatBinary folds an APFloat arithmetic operation: a NaN operand propagates quieted (the
// left one first), and fn computes in float64, which rounds each foldable format exactly
// once more than APFloat does yet gives the same result (float64 has more than twice their
// precision plus two bits). f80 and f128 fold with softfloat.
func floatBinary(op *ir.Operation, operands []ir.Attribute, fn func(a, b float64) float64) ([]ir.FoldResult, bool) {
	if _, ok := wideFloatKind(op.Result(0).Type()); ok {
		return wideFloatBinary(op, operands)
	}
	k, ok := foldableFloat(ir.ElementTypeOrSelf(op.Result(0).Type()))
	if !ok {
		return nil, false
	}
	return mapElems(op, operands, func(xs []uint64) (uint64, bool) {
		if !ieeeNaN(k) && (isNaN(k, xs[0]) || isNaN(k, xs[1])) {
			// APFloat passes a NaN operand of the formats without IEEE NaNs on as it is,
			// sign included.
			if isNaN(k, xs[0]) {
				return xs[0], true
			}
			return xs[1], true
		}
		switch {
		case isNaN(k, xs[0]):
			return quiet(k, xs[0]), true
		case isNaN(k, xs[1]):
			return quiet(k, xs[1]), true
		}
		return floatBits(k, fn(floatOf(k, xs[0]), floatOf(k, xs[1]))), true
	})
}

// materializeConstant builds arith.constant (or ub.poison for a poison value), as MLIR's
// ArithDialect::materializeConstant.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if _, ok := value.(*ub.PoisonAttr); ok {
		return b.Create(&ir.OperationState{Name: ub.PoisonDef.Name, Loc: loc, Types: []ir.Type{t},
			Attrs: []ir.NamedAttribute{{Name: "value", Value: value}}})
	}
	ta, ok := value.(ir.TypedAttr)
	if !ok || ta.AttrType() != t {
		return nil
	}
	switch value.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr:
	default:
		return nil
	}
	return b.Create(&ir.OperationState{Name: ConstantDef.Name, Loc: loc, Types: []ir.Type{t},
		Attrs: []ir.NamedAttribute{{Name: "value", Value: value}}})
}

// isPoison reports whether a constant operand is ub.poison.
func isPoison(a ir.Attribute) bool {
	_, ok := a.(*ub.PoisonAttr)
	return ok
}

// FoldElementwise folds an elementwise op whose operands are all constants (all scalars or
// all dense elements of one shape): fn computes one result element from one element of each
// operand, as raw bits (integers masked to their width, floats in their format), or gives up.
// The result is an attribute of the op's result type. Other dialects' folders use it.
func FoldElementwise(op *ir.Operation, operands []ir.Attribute, fn func(xs []uint64) (uint64, bool)) ([]ir.FoldResult, bool) {
	return mapElems(op, operands, fn)
}
