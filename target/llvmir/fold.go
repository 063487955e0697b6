package llvmir

import (
	"math/big"
	"slices"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// MLIR's translation builds instructions with LLVM's IRBuilder, whose constant folder turns
// an instruction of constant operands into a constant. The folds below follow it for the
// cases Triton's modules have: integer arithmetic and comparisons, selects, integer casts and
// address arithmetic on globals. Constant expressions LLVM's parser folds itself (bitcasts of
// constants, getelementptr) are written as expressions.

// isConstant reports whether v is a constant.
func isConstant(v value.Value) bool {
	_, ok := v.(constant.Constant)
	return ok
}

// intOperands returns x and y as integer constants of one type, unsigned, or false.
func intOperands(x, y value.Value) (a, b *big.Int, t *types.IntType, ok bool) {
	cx, okx := x.(*constant.Int)
	cy, oky := y.(*constant.Int)
	if !okx || !oky {
		return nil, nil, nil, false
	}
	return unsignedValue(cx), unsignedValue(cy), cx.Typ, true
}

// unsignedValue returns c's value modulo 2^width.
func unsignedValue(c *constant.Int) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(c.Typ.BitSize))
	return new(big.Int).Mod(c.X, mod)
}

// signedValue returns c's value read as a two's complement number of its width.
func signedValue(c *constant.Int) *big.Int {
	u := unsignedValue(c)
	width := uint(c.Typ.BitSize)
	if u.Bit(int(width)-1) == 1 {
		u.Sub(u, new(big.Int).Lsh(big.NewInt(1), width))
	}
	return u
}

// foldBinary returns the constant of a binary op of two integer or float constants, or of
// two constant vectors element by element, or nil.
// Division by zero and oversized shifts are left to the instruction.
func foldBinary(opcode string, x, y value.Value) value.Value {
	if c := foldElementwise(x, y, func(a, b value.Value) value.Value { return foldBinary(opcode, a, b) }); c != nil {
		return c
	}
	if c := foldFloatBinary(opcode, x, y); c != nil {
		return c
	}
	a, b, t, ok := intOperands(x, y)
	if !ok {
		return nil
	}
	width := int64(t.BitSize)
	r := new(big.Int)
	switch opcode {
	case "add":
		r.Add(a, b)
	case "sub":
		r.Sub(a, b)
	case "mul":
		r.Mul(a, b)
	case "and":
		r.And(a, b)
	case "or":
		r.Or(a, b)
	case "xor":
		r.Xor(a, b)
	case "shl", "lshr", "ashr":
		if b.Cmp(big.NewInt(width)) >= 0 {
			return nil
		}
		switch opcode {
		case "shl":
			r.Lsh(a, uint(b.Uint64()))
		case "lshr":
			r.Rsh(a, uint(b.Uint64()))
		default:
			r.Rsh(signedValue(x.(*constant.Int)), uint(b.Uint64()))
		}
	case "udiv", "urem":
		if b.Sign() == 0 {
			return nil
		}
		if opcode == "udiv" {
			r.Quo(a, b)
		} else {
			r.Rem(a, b)
		}
	case "sdiv", "srem":
		if b.Sign() == 0 {
			return nil
		}
		sa, sb := signedValue(x.(*constant.Int)), signedValue(y.(*constant.Int))
		if opcode == "sdiv" {
			r.Quo(sa, sb)
		} else {
			r.Rem(sa, sb)
		}
	default:
		return nil
	}
	return intConstant(t, r)
}

// foldICmp returns the i1 constant of a comparison of two integer constants, or nil.
func foldICmp(pred enum.IPred, x, y value.Value) value.Value {
	a, b, _, ok := intOperands(x, y)
	if !ok {
		return nil
	}
	sc := signedValue(x.(*constant.Int)).Cmp(signedValue(y.(*constant.Int)))
	uc := a.Cmp(b)
	var r bool
	switch pred {
	case enum.IPredEQ:
		r = uc == 0
	case enum.IPredNE:
		r = uc != 0
	case enum.IPredSLT:
		r = sc < 0
	case enum.IPredSLE:
		r = sc <= 0
	case enum.IPredSGT:
		r = sc > 0
	case enum.IPredSGE:
		r = sc >= 0
	case enum.IPredULT:
		r = uc < 0
	case enum.IPredULE:
		r = uc <= 0
	case enum.IPredUGT:
		r = uc > 0
	case enum.IPredUGE:
		r = uc >= 0
	}
	return constant.NewBool(r)
}

// foldSelect returns the chosen operand of a select whose condition and operands are
// constants, or nil.
func foldSelect(cond, t, f value.Value) value.Value {
	c, ok := cond.(*constant.Int)
	if !ok || !isConstant(t) || !isConstant(f) {
		return nil
	}
	if c.X.Sign() != 0 {
		return t
	}
	return f
}

// foldCast returns the constant of a conversion of a constant, or nil: integer extensions and
// truncations are computed, bitcasts and pointer casts become constant expressions.
func foldCast(opcode string, x value.Value, to types.Type) value.Value {
	if !isConstant(x) {
		return nil
	}
	if c, ok := x.(*constant.Int); ok {
		if it, ok := to.(*types.IntType); ok {
			switch opcode {
			case "zext", "trunc":
				return intConstant(it, unsignedValue(c))
			case "sext":
				return intConstant(it, signedValue(c))
			}
		}
	}
	if c := foldFloatCast(opcode, x, to); c != nil {
		return c
	}
	if opcode == "bitcast" {
		if x.Type().Equal(to) {
			return x
		}
		if c := foldBitcast(x, to); c != nil {
			return c
		}
	}
	switch opcode {
	case "bitcast", "ptrtoint", "inttoptr", "addrspacecast":
		return &ConstantCast{Opcode: opcode, From: x, To: to}
	}
	return nil
}

// foldGEP returns the constant of a getelementptr of constants as LLVM's folder leaves it:
// the base when the offset is zero, else a byte offset from the base,
// `getelementptr (i8, ptr @g, i64 N)`. Indices that are not integer constants keep the
// expression as it is.
func foldGEP(c *ConstantGEP) value.Value {
	off, ok := constantOffset(c.ElemType, c.Indices)
	if !ok {
		return c
	}
	if off == 0 && c.Base.Type().Equal(c.Typ) {
		return c.Base
	}
	base, flags := c.Base, c.Flags
	// A byte offset from a byte offset is one byte offset, with the flags both have.
	if inner, ok := base.(*ConstantGEP); ok && inner.ElemType.Equal(types.I8) && len(inner.Indices) == 1 {
		if innerOff, ok := constantOffset(types.I8, inner.Indices); ok {
			base, off = inner.Base, off+innerOff
			flags = commonFlags(flags, inner.Flags)
		}
	}
	return &ConstantGEP{Flags: flags, ElemType: types.I8, Base: base,
		Indices: []value.Value{constant.NewInt(types.I64, off)}, Typ: c.Typ}
}

// commonFlags returns the flags of a that b has too.
func commonFlags(a, b []string) []string {
	var out []string
	for _, f := range a {
		if slices.Contains(b, f) {
			out = append(out, f)
		}
	}
	return out
}

// ConstantCast is a cast constant expression: `bitcast (i32 1 to <2 x i16>)`.
type ConstantCast struct {
	// Opcode is "bitcast", "ptrtoint", "inttoptr" or "addrspacecast".
	Opcode string
	// From is the constant converted.
	From value.Value
	// To is the result type.
	To types.Type
}

// IsConstant marks ConstantCast as an llir/llvm constant.
func (*ConstantCast) IsConstant() {}

// String returns the type and the expression.
func (c *ConstantCast) String() string { return c.To.String() + " " + c.Ident() }

// Type returns the result type.
func (c *ConstantCast) Type() types.Type { return c.To }

// Ident writes the expression.
func (c *ConstantCast) Ident() string {
	return c.Opcode + " (" + c.From.String() + " to " + c.To.String() + ")"
}
