package tl_test

import (
	"math"
	"testing"

	"github.com/ttgo/ttgo/frontend/tl"
)

// TestPromotionRulesOfTriton checks each rule of Triton's computation type, both operand orders.
func TestPromotionRulesOfTriton(t *testing.T) {
	cases := []struct {
		a, b     *tl.DType
		divOrMod bool
		want     *tl.DType // nil: an error
	}{
		{tl.Float64, tl.Int8, false, tl.Float64},
		{tl.Float32, tl.Float64, false, tl.Float64},
		{tl.Float32, tl.Uint64, false, tl.Float32},
		{tl.Float16, tl.Float32, false, tl.Float32},
		{tl.Float16, tl.BFloat16, false, tl.Float16},
		{tl.Float16, tl.BFloat16, true, tl.Float32},
		{tl.Float16, tl.Int32, false, tl.Float16},
		{tl.Float16, tl.Int32, true, tl.Float32},
		{tl.BFloat16, tl.BFloat16, false, tl.BFloat16},
		{tl.BFloat16, tl.BFloat16, true, tl.Float32},
		{tl.BFloat16, tl.Int32, false, tl.Float32},
		{tl.BFloat16, tl.Fp8e5, false, tl.Float32},
		{tl.Fp8e4nv, tl.Fp8e5, false, tl.Float16},
		{tl.Fp8e4nv, tl.Fp8e4nv, false, tl.Fp8e4nv},
		{tl.Fp8e4b15, tl.Fp8e5b16, false, tl.Float16},
		{tl.Fp8e5, tl.Int8, false, nil},
		{tl.Int32, tl.Uint32, false, tl.Uint32},
		{tl.Int64, tl.Uint32, false, tl.Int64},
		{tl.Uint64, tl.Int8, false, tl.Uint64},
		{tl.Int8, tl.Int16, false, tl.Int16},
		{tl.Uint8, tl.Uint16, false, tl.Uint16},
		{tl.Int1, tl.Int8, false, tl.Int8},
		{tl.Int1, tl.Int1, false, tl.Int1},
		{tl.Int32, tl.Uint32, true, nil},
		{tl.Int32, tl.Int64, true, tl.Int64},
	}
	for _, c := range cases {
		for _, swap := range []bool{false, true} {
			a, b := c.a, c.b
			if swap {
				a, b = b, a
			}
			got, err := tl.Promote(tl.TritonPolicy, a, false, b, false, c.divOrMod)
			switch {
			case c.want == nil && err == nil:
				t.Errorf("promote(%s, %s, divOrMod=%v) = %s, want an error", a, b, c.divOrMod, got)
			case c.want != nil && got != c.want:
				t.Errorf("promote(%s, %s, divOrMod=%v) = %v (%v), want %s", a, b, c.divOrMod, got, err, c.want)
			}
		}
	}
}

// TestPromotionOfEveryPair checks the laws both policies keep over every pair of dtypes: the
// result is symmetric, a dtype with itself is itself, the result is of the higher kind, and
// not narrower than either operand of that kind.
func TestPromotionOfEveryPair(t *testing.T) {
	for _, p := range []tl.Policy{tl.TritonPolicy, tl.StrictPolicy} {
		for _, a := range tl.DTypes {
			for _, b := range tl.DTypes {
				ab, errAB := tl.Promote(p, a, false, b, false, false)
				ba, errBA := tl.Promote(p, b, false, a, false, false)
				if (errAB == nil) != (errBA == nil) || ab != ba {
					t.Errorf("%s: promote(%s, %s) = %v but promote(%s, %s) = %v", p, a, b, ab, b, a, ba)
					continue
				}
				if a == b && ab != a {
					t.Errorf("%s: promote(%s, %s) = %v", p, a, a, ab)
				}
				if errAB != nil {
					continue
				}
				if ab.Kind() != max(a.Kind(), b.Kind()) {
					t.Errorf("%s: promote(%s, %s) = %s, not of the higher kind", p, a, b, ab)
				}
				for _, x := range []*tl.DType{a, b} {
					if x.Kind() == ab.Kind() && x.Width() > ab.Width() {
						t.Errorf("%s: promote(%s, %s) = %s narrows %s", p, a, b, ab, x)
					}
				}
			}
		}
	}
}

func TestStrictPromotion(t *testing.T) {
	cases := []struct {
		a, b *tl.DType
		want *tl.DType // nil: an error
	}{
		{tl.Int1, tl.Float16, tl.Float16},
		{tl.Int1, tl.Uint8, tl.Uint8},
		{tl.Int32, tl.Float16, tl.Float16},
		{tl.Uint64, tl.BFloat16, tl.BFloat16},
		{tl.Float16, tl.BFloat16, tl.Float32},
		{tl.Fp8e4nv, tl.Fp8e5, tl.Float16},
		{tl.Float16, tl.Float64, tl.Float64},
		{tl.Int8, tl.Int64, tl.Int64},
		{tl.Uint8, tl.Uint32, tl.Uint32},
		{tl.Int32, tl.Uint32, nil},
		{tl.Int64, tl.Uint8, nil},
	}
	for _, c := range cases {
		got, err := tl.Promote(tl.StrictPolicy, c.a, false, c.b, false, false)
		if (c.want == nil) != (err != nil) || got != c.want {
			t.Errorf("strict promote(%s, %s) = %v, %v; want %v", c.a, c.b, got, err, c.want)
		}
	}
}

// TestScalarPromotion covers the scalar rules of "Triton Semantics": a literal of a kind lower
// than or equal to the tensor's does not take part; one of a higher kind takes the lowest of
// int32 < uint32 < int64 < uint64 or float32 < float64 that holds it.
func TestScalarPromotion(t *testing.T) {
	cases := []struct {
		tensor *tl.DType
		lit    tl.Literal
		want   *tl.DType
	}{
		{tl.Uint8, tl.IntLiteral(300), tl.Uint8},
		{tl.Int16, tl.FloatLiteral(4), tl.Float32},
		{tl.Int16, tl.FloatLiteral(1e300), tl.Float64},
		{tl.Float16, tl.FloatLiteral(2), tl.Float16},
		{tl.BFloat16, tl.IntLiteral(3), tl.BFloat16},
		{tl.Int1, tl.IntLiteral(3), tl.Int32},
		{tl.Int1, tl.IntLiteral(1 << 31), tl.Uint32},
		{tl.Int1, tl.IntLiteral(1 << 32), tl.Int64},
		{tl.Int1, tl.Uint64Literal(math.MaxUint64), tl.Uint64},
		{tl.Int1, tl.FloatLiteral(0.5), tl.Float32},
		{tl.Int8, tl.BoolLiteral(true), tl.Int8},
	}
	for _, c := range cases {
		ld, err := tl.LiteralDType(c.lit)
		if err != nil {
			t.Fatal(err)
		}
		got, err := tl.Promote(tl.TritonPolicy, c.tensor, false, ld, true, false)
		if err != nil || got != c.want {
			t.Errorf("promote(%s tensor, %s) = %v, %v; want %s", c.tensor, c.lit, got, err, c.want)
		}
	}
	if got, _ := tl.Promote(tl.TritonPolicy, tl.Float16, false, tl.Int32, true, true); got != tl.Float32 {
		t.Errorf("fp16 tensor / int scalar = %v, want fp32", got)
	}
}

// TestLiteralDivision checks Python's floor rules on literals.
func TestLiteralDivision(t *testing.T) {
	cases := []struct {
		op   tl.BinaryOp
		a, b tl.Literal
		want float64
	}{
		{tl.OpFloorDiv, tl.IntLiteral(-7), tl.IntLiteral(2), -4},
		{tl.OpMod, tl.IntLiteral(-7), tl.IntLiteral(2), 1},
		{tl.OpFloorDiv, tl.IntLiteral(7), tl.IntLiteral(-2), -4},
		{tl.OpMod, tl.IntLiteral(7), tl.IntLiteral(-2), -1},
		{tl.OpFloorDiv, tl.IntLiteral(-8), tl.IntLiteral(2), -4},
		{tl.OpDiv, tl.IntLiteral(-7), tl.IntLiteral(2), -3.5},
		{tl.OpFloorDiv, tl.FloatLiteral(-7.5), tl.IntLiteral(2), -4},
		{tl.OpMod, tl.FloatLiteral(-7.5), tl.IntLiteral(2), 0.5},
	}
	for _, c := range cases {
		got, err := tl.FoldLiterals(c.op, c.a, c.b)
		if err != nil || got.Float() != c.want {
			t.Errorf("%s %s %s = %v, %v; want %v", c.a, c.op, c.b, got, err, c.want)
		}
	}
	if _, err := tl.FoldLiterals(tl.OpFloorDiv, tl.IntLiteral(1), tl.IntLiteral(0)); err == nil {
		t.Error("1 // 0 folded")
	}
}
