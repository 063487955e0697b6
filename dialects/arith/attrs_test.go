package arith_test

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/ir"
)

func TestFlagStrings(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{arith.FastMathNone.String(), "none"},
		{arith.FastMathFast.String(), "fast"},
		{(arith.FastMathNNaN | arith.FastMathNInf).String(), "nnan,ninf"},
		{(arith.FastMathReassoc | arith.FastMathAFN).String(), "reassoc,afn"},
		{arith.OverflowNone.String(), "none"},
		{arith.OverflowNSW.String(), "nsw"},
		{arith.OverflowNUW.String(), "nuw"},
		{(arith.OverflowNSW | arith.OverflowNUW).String(), "nsw, nuw"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestAttrsAreUniqued(t *testing.T) {
	ctx := ir.NewContext()
	if a, b := arith.FastMath(ctx, arith.FastMathFast), arith.FastMath(ctx, arith.FastMathFast); a != b {
		t.Error("fastmath attributes are not uniqued")
	}
	if arith.FastMath(ctx, arith.FastMathNone) == arith.FastMath(ctx, arith.FastMathFast) {
		t.Error("different fastmath flags compare equal")
	}
	if a, b := arith.Overflow(ctx, arith.OverflowNSW), arith.Overflow(ctx, arith.OverflowNSW); a != b {
		t.Error("overflow attributes are not uniqued")
	}
}

// TestConstantNames checks the SSA name hints of arith.constant.
func TestConstantNames(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(arith.Dialect)
	for _, c := range []struct {
		value ir.Attribute
		want  string
	}{
		{ctx.I32Attr(0), "c0_i32"},
		{ctx.IntegerAttr(ctx.IndexType(), 42), "c42"},
		{ctx.BoolAttr(true), "true"},
		{ctx.BoolAttr(false), "false"},
		{ctx.IntegerAttr(ctx.IntegerType(8), 255), "c-1_i8"},
		{ctx.FloatAttr(ctx.F32(), 1), "cst"},
	} {
		op := ctx.Create(&ir.OperationState{
			Name:  arith.ConstantDef.Name,
			Types: []ir.Type{c.value.(ir.TypedAttr).AttrType()},
			Attrs: []ir.NamedAttribute{{Name: "value", Value: c.value}},
		})
		got := ""
		arith.ConstantDef.ResultNames(op, func(_ *ir.Value, name string) { got = name })
		if got != c.want {
			t.Errorf("name of %v: got %q, want %q", c.value, got, c.want)
		}
		if err := ir.Verify(op); err != nil {
			t.Errorf("verify: %v", err)
		}
	}
}
