package llvmir

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/ttopt"
)

func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(ttopt.DefaultRegistry().Dialects...)
	f, err := asm.ParseSource(ctx, "test.mlir", src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return f.Op
}

func TestFloatConstantIdent(t *testing.T) {
	tests := []struct {
		c    FloatConstant
		want string
	}{
		{FloatConstant{Typ: types.Half, Kind: ir.F16, Bits: 0x3C00}, "0xH3C00"},
		{FloatConstant{Typ: &BFloatType{}, Kind: ir.BF16, Bits: 0x3F80}, "0xR3F80"},
		{FloatConstant{Typ: types.Float, Kind: ir.F32, Bits: 0xBF800000}, "0xBFF0000000000000"},
		{FloatConstant{Typ: types.Float, Kind: ir.F32, Bits: 0xFF800000}, "0xFFF0000000000000"},
		{FloatConstant{Typ: types.Double, Kind: ir.F64, Bits: 0x4000000000000000}, "0x4000000000000000"},
	}
	for _, tt := range tests {
		if got := tt.c.Ident(); got != tt.want {
			t.Errorf("%s constant %#x: got %s, want %s", tt.c.Kind, tt.c.Bits, got, tt.want)
		}
	}
}

func i8(v int64) *constant.Int { return intConstant(types.I8, big.NewInt(v)) }

func TestFoldIntegers(t *testing.T) {
	tests := []struct {
		opcode string
		x, y   int64
		want   string // "" when the op must not fold
	}{
		{"add", 127, 1, "-128"},
		{"sub", 0, 1, "-1"},
		{"mul", 16, 16, "0"},
		{"sdiv", -7, 2, "-3"},
		{"udiv", -7, 2, "124"},
		{"srem", -7, 2, "-1"},
		{"lshr", -128, 7, "1"},
		{"ashr", -128, 7, "-1"},
		{"shl", 1, 8, ""},
		{"udiv", 1, 0, ""},
	}
	for _, tt := range tests {
		got := foldBinary(tt.opcode, i8(tt.x), i8(tt.y))
		switch {
		case tt.want == "" && got != nil:
			t.Errorf("%s i8 %d, %d folded to %s", tt.opcode, tt.x, tt.y, got)
		case tt.want != "" && (got == nil || got.Ident() != tt.want):
			t.Errorf("%s i8 %d, %d = %v, want %s", tt.opcode, tt.x, tt.y, got, tt.want)
		}
	}
	if got := foldICmp(enum.IPredSLT, i8(-1), i8(1)); got.Ident() != "true" {
		t.Errorf("icmp slt -1, 1 = %s", got)
	}
	if got := foldICmp(enum.IPredULT, i8(-1), i8(1)); got.Ident() != "false" {
		t.Errorf("icmp ult 255, 1 = %s", got)
	}
}

func TestFoldBitcast(t *testing.T) {
	negInf := &FloatConstant{Typ: types.Float, Kind: ir.F32, Bits: 0xFF800000}
	vec := &AggregateConstant{Typ: types.NewVector(1, types.Float), Elems: []value.Value{negInf}}
	if got := foldBitcast(vec, types.I32); got == nil || got.Ident() != "-8388608" {
		t.Errorf("bitcast <1 x float> <-inf> to i32 = %v, want -8388608", got)
	}
	one := &FloatConstant{Typ: types.Half, Kind: ir.F16, Bits: 0x3C00}
	pair := &AggregateConstant{Typ: types.NewVector(2, types.Half), Elems: []value.Value{one, constant.NewUndef(types.Half)}}
	if got := foldBitcast(pair, types.I32); got != nil {
		t.Errorf("bitcast of a vector with an undef element folded to %s", got)
	}
}

func TestConstantOffset(t *testing.T) {
	st := types.NewStruct(types.I8, types.I32, types.NewArray(4, types.Half))
	idx := func(vs ...int64) []value.Value {
		out := make([]value.Value, len(vs))
		for i, v := range vs {
			out[i] = constant.NewInt(types.I32, v)
		}
		return out
	}
	tests := []struct {
		elem    types.Type
		indices []value.Value
		want    int64
	}{
		{types.Float, idx(16), 64},
		{st, idx(1), 16},
		{st, idx(0, 1), 4},
		{st, idx(0, 2, 3), 14},
		{types.NewVector(3, types.Float), idx(1), 16},
	}
	for _, tt := range tests {
		got, ok := constantOffset(tt.elem, tt.indices)
		if !ok || got != tt.want {
			t.Errorf("offset of %s %v = %d, %v; want %d", tt.elem, tt.indices, got, ok, tt.want)
		}
	}
}

func TestMangleType(t *testing.T) {
	c := newTypeConverter(ir.NewContext())
	tests := []struct {
		t    types.Type
		want string
	}{
		{types.Float, "f32"}, {types.Half, "f16"}, {types.I32, "i32"}, {c.bfloat, "bf16"},
		{types.NewVector(4, types.Float), "v4f32"}, {c.pointer(3), "p3"},
	}
	for _, tt := range tests {
		if got := mangleType(tt.t); got != tt.want {
			t.Errorf("mangleType(%s) = %s, want %s", tt.t, got, tt.want)
		}
	}
}

// TestTranslateErrors checks that input the translation does not support gets a diagnostic
// at the offending op, never a panic.
func TestTranslateErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"unknown op", "llvm.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  llvm.return %0 : i32\n}\n",
			"'arith.addi' op has no translation to LLVM IR"},
		{"fp8 type", "llvm.func @f(%a: f8E4M3FN) {\n  llvm.return\n}\n", "has no LLVM IR counterpart"},
		{"atomic load", "llvm.func @f(%p: !llvm.ptr) -> i32 {\n  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32\n  llvm.return %0 : i32\n}\n",
			"atomic loads are not supported"},
		{"noalias on an integer", "llvm.func @f(%a: i32 {llvm.noalias}) {\n  llvm.return\n}\n",
			`"llvm.noalias" attribute attached to non-pointer LLVM type`},
		{"unknown callee", "llvm.func @f() {\n  llvm.call @g() : () -> ()\n  llvm.return\n}\n",
			"does not reference a valid LLVM function"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			module := parse(t, tt.src)
			_, err := Translate(module)
			var d *ir.Diagnostic
			if !errors.As(err, &d) {
				t.Fatalf("got %v, want a diagnostic", err)
			}
			if !strings.Contains(d.Message, tt.want) {
				t.Errorf("diagnostic %q, want %q", d.Message, tt.want)
			}
			if _, _, _, ok := ir.FileLineCol(d.Loc); !ok {
				t.Errorf("diagnostic without a file location: %v", d)
			}
		})
	}
}
