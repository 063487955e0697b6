package tt

import (
	"strconv"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

func TestEnumRoundTrip(t *testing.T) {
	enums := []*Enum{CacheModifierEnum(), EvictionPolicyEnum(), MemSemanticEnum(), MemSyncScopeEnum(), PaddingOptionEnum(),
		RMWOpEnum(), DescriptorReduceKindEnum(), ProgramDimEnum(), RoundingModeEnum(), PropagateNanEnum(), InputPrecisionEnum(),
		ScaleDotElemTypeEnum()}
	for _, e := range enums {
		for _, c := range e.Cases {
			kw, ok := e.Keyword(c.Value)
			v, ok2 := e.Value(c.Keyword)
			if !ok || !ok2 || kw != c.Keyword || v != c.Value {
				t.Errorf("%s: case %d %q round-trips to %d %q", e.Name, c.Value, c.Keyword, v, kw)
			}
		}
	}
	cases := map[string]int64{"evict_last": EvictLast, "cv": CacheCV, "ieee": InputPrecisionIEEE}
	for kw, want := range cases {
		for _, e := range []*Enum{CacheModifierEnum(), EvictionPolicyEnum(), InputPrecisionEnum()} {
			if v, ok := e.Value(kw); ok && v != want {
				t.Errorf("%s: %q = %d, want %d", e.Name, kw, v, want)
			}
		}
	}
	if v, _ := PropagateNanEnum().Value("all"); v != 0xFFFF {
		t.Errorf("propagateNan all = %#x", v)
	}
}

func TestDefaults(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(Dialect())
	load := ctx.OpDef("tt.load")
	want := map[string]ir.Attribute{
		"cache": ctx.I32Attr(1), "evict": ctx.I32Attr(1), "isVolatile": ctx.BoolAttr(false), "boundaryCheck": ctx.DenseI32ArrayAttr(nil),
	}
	for name, w := range want {
		s := load.Attr(name)
		if s == nil || s.Default == nil || s.Default(ctx) != w {
			t.Errorf("tt.load %s: default is not %v", name, w)
		}
	}
	if s := ctx.OpDef("tt.dot").Attr("inputPrecision"); s.Default(ctx) != ctx.I32Attr(int32(InputPrecisionIEEE)) {
		t.Errorf("tt.dot inputPrecision default is not ieee")
	}
}

// build creates op name with operands of the given types (block arguments) and results.
func build(t *testing.T, ctx *ir.Context, name string, operands, results []ir.Type, attrs ...ir.NamedAttribute) *ir.Operation {
	t.Helper()
	b := ir.NewBlock(operands, nil)
	return ctx.Create(&ir.OperationState{Name: name, Operands: b.Arguments(), Types: results, Attrs: attrs})
}

func TestVerifiers(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(Dialect())
	i32, f32, f16 := ctx.I32(), ctx.F32(), ctx.F16()
	tensor := func(elem ir.Type, dims ...int64) ir.Type { return ctx.RankedTensorType(dims, elem, nil) }
	order := func(vs ...int32) ir.NamedAttribute {
		return ir.NamedAttribute{Name: "order", Value: ctx.DenseI32ArrayAttr(vs)}
	}
	i32a := func(name string, v int32) ir.NamedAttribute {
		return ir.NamedAttribute{Name: name, Value: ctx.I32Attr(v)}
	}
	ptr := Pointer(ctx, f32, 1)
	tests := []struct {
		op   *ir.Operation
		want string // substring of the error, "" for none
	}{
		{build(t, ctx, "tt.make_range", nil, []ir.Type{tensor(i32, 128)}, i32a("start", 0), i32a("end", 128)), ""},
		{build(t, ctx, "tt.make_range", nil, []ir.Type{tensor(i32, 128)}, i32a("start", 4), i32a("end", 4)), "'tt.make_range' op start must be less than end"},
		{build(t, ctx, "tt.make_range", nil, []ir.Type{tensor(i32, 64)}, i32a("start", 0), i32a("end", 128)),
			"'tt.make_range' op number of elements in returned tensor, 64, must match size of range [0, 128), which has 128 elements"},
		{build(t, ctx, "tt.make_range", nil, []ir.Type{tensor(ctx.I64(), 128)}, i32a("start", 0), i32a("end", 128)), "returned tensor must have i32 elements"},
		{build(t, ctx, "tt.trans", []ir.Type{tensor(f32, 4, 8)}, []ir.Type{tensor(f32, 8, 4)}, order(1, 0)), ""},
		{build(t, ctx, "tt.trans", []ir.Type{tensor(f32, 4, 8)}, []ir.Type{tensor(f32, 8, 4)}, order(0, 0)), "order must be a permutation of 0..n-1"},
		{build(t, ctx, "tt.trans", []ir.Type{tensor(f32, 4, 8)}, []ir.Type{tensor(f32, 4, 8)}, order(1, 0)), "'tt.trans' op inferred type(s) 'tensor<8x4xf32>' are incompatible with return type(s) of operation 'tensor<4x8xf32>'"},
		{build(t, ctx, "tt.broadcast", []ir.Type{tensor(f32, 1, 8)}, []ir.Type{tensor(f32, 4, 8)}), ""},
		{build(t, ctx, "tt.broadcast", []ir.Type{tensor(f32, 2, 8)}, []ir.Type{tensor(f32, 4, 8)}),
			"Different dimensions at index 0 between source and result.  Broadcast requires the source dimension to be 1."},
		{build(t, ctx, "tt.bitcast", []ir.Type{f32}, []ir.Type{i32}), ""},
		{build(t, ctx, "tt.bitcast", []ir.Type{f32}, []ir.Type{f16}), "Cannot bitcast data-type of size 32 to data-type of size 16"},
		{build(t, ctx, "tt.bitcast", []ir.Type{ptr}, []ir.Type{ctx.I64()}), "Cannot bitcast pointer to non-pointer type"},
		{build(t, ctx, "tt.fp_to_fp", []ir.Type{f32}, []ir.Type{f16}), "Rounding mode is required for FP downcast"},
		{build(t, ctx, "tt.reshape", []ir.Type{tensor(f32, 4, 8)}, []ir.Type{tensor(f32, 16)}), "number of src and dst elements of reshape must be the same"},
		{build(t, ctx, "tt.load", []ir.Type{ptr}, []ir.Type{f32}), ""},
		{build(t, ctx, "tt.load", []ir.Type{ptr}, []ir.Type{f16}), "'tt.load' op failed to verify that result matches ptr type"},
		{build(t, ctx, "tt.store", []ir.Type{ptr, f16}, nil), "'tt.store' op failed to verify that value type matches ptr type"},
		{build(t, ctx, "tt.unsplat", []ir.Type{tensor(f32, 2)}, []ir.Type{f32}), "source tensor must have exactly one element"},
		{build(t, ctx, "tt.splat", []ir.Type{f32}, []ir.Type{tensor(f16, 4)}), "'tt.splat' op requires the same element type for all operands and results"},
		{build(t, ctx, "tt.int_to_ptr", []ir.Type{tensor(ctx.I64(), 4)}, []ir.Type{tensor(ptr, 8)}), "'tt.int_to_ptr' op requires the same shape for all operands and results"},
		{build(t, ctx, "tt.join", []ir.Type{tensor(f32, 4), tensor(f32, 4)}, []ir.Type{tensor(f32, 4, 4)}), "'tt.join' op result shape must be (4, 2), but got 4, 4"},
	}
	for _, tc := range tests {
		err := ir.Verify(tc.op)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: unexpected error %v", tc.op.Name(), err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: got %v, want %q", tc.op.Name(), err, tc.want)
		}
	}
}

func TestTypeRules(t *testing.T) {
	ctx := ir.NewContext()
	f32 := ctx.F32()
	ptr := Pointer(ctx, f32, 1)
	ptrs := ctx.RankedTensorType([]int64{128}, ptr, nil)
	if got := pointeeRule(ptrs); got != ctx.RankedTensorType([]int64{128}, f32, nil) {
		t.Errorf("pointee of tensor of pointers: %v", got)
	}
	if got := maskRule(ptrs); got != ctx.RankedTensorType([]int64{128}, ctx.I1(), nil) {
		t.Errorf("mask of tensor of pointers: %v", got)
	}
	if got := maskRule(ptr); got != ctx.I1() {
		t.Errorf("mask of pointer: %v", got)
	}
	block := Pointer(ctx, ctx.RankedTensorType([]int64{64, 64}, ctx.F16(), nil), 1)
	if got := tensorPtrBaseRule(block); got != Pointer(ctx, ctx.F16(), 1) {
		t.Errorf("base of block pointer: %v", got)
	}
}

func TestOperandGroups(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(Dialect())
	f32 := ctx.F32()
	ptr := Pointer(ctx, f32, 1)
	i32 := ctx.I32()
	load := build(t, ctx, "tt.load", []ir.Type{ptr, ctx.I1()}, []ir.Type{f32},
		ir.NamedAttribute{Name: "operandSegmentSizes", Value: ctx.DenseI32ArrayAttr([]int32{1, 1, 0})})
	l, ok := AsLoad(load)
	if !ok || l.Ptr() != load.Operand(0) || l.Mask() != load.Operand(1) || l.Other() != nil {
		t.Errorf("tt.load view: ptr %v mask %v other %v", l.Ptr(), l.Mask(), l.Other())
	}
	st := build(t, ctx, "tt.store", []ir.Type{ptr, f32}, nil)
	if s, _ := AsStore(st); s.Mask() != nil || s.Value() != st.Operand(1) {
		t.Errorf("tt.store view: mask %v", s.Mask())
	}
	mtp := build(t, ctx, "tt.make_tensor_ptr", []ir.Type{ptr, ctx.I64(), ctx.I64(), ctx.I64(), ctx.I64(), i32, i32},
		[]ir.Type{Pointer(ctx, ctx.RankedTensorType([]int64{8, 8}, f32, nil), 1)})
	if g := (MakeTensorPtrOp{mtp}).Strides(); len(g) != 2 || g[0] != mtp.Operand(3) {
		t.Errorf("make_tensor_ptr strides: %v", g)
	}
	if g := (MakeTensorPtrOp{mtp}).Offsets(); len(g) != 2 || g[1] != mtp.Operand(6) {
		t.Errorf("make_tensor_ptr offsets: %v", g)
	}
	if _, ok := AsDot(load); ok {
		t.Errorf("AsDot accepted tt.load")
	}
	if s, _ := AsMakeTensorPtr(mtp); len(s.Shape()) != 2 || s.Base() != mtp.Operand(0) {
		t.Errorf("make_tensor_ptr view: shape %v base %v", s.Shape(), s.Base())
	}

	// Setters keep the operand segments in step.
	mask, other := l.Mask(), load.Operand(0)
	l.SetMask(nil)
	if load.NumOperands() != 1 || l.Mask() != nil || segments(load) != "1,0,0" {
		t.Errorf("after SetMask(nil): %d operands, segments %s", load.NumOperands(), segments(load))
	}
	l.SetOther(other)
	l.SetMask(mask)
	if l.Mask() != mask || l.Other() != other || segments(load) != "1,1,1" {
		t.Errorf("after SetOther, SetMask: mask %v other %v segments %s", l.Mask(), l.Other(), segments(load))
	}
	if c, ok := l.Cache(); !ok || c != CacheNone {
		t.Errorf("default cache modifier = %d, %v; want %d", c, ok, CacheNone)
	}
	l.SetCache(CacheCG)
	if c, _ := l.Cache(); c != CacheCG {
		t.Errorf("cache modifier after SetCache = %d", c)
	}
}

func segments(op *ir.Operation) string {
	var parts []string
	for _, v := range ir.IntsAttrValue(op.Attr(ir.OperandSegmentSizesAttr)) {
		parts = append(parts, strconv.FormatInt(v, 10))
	}
	return strings.Join(parts, ",")
}
