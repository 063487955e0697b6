package tt

import (
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// EnumCase is one case of an enum attribute: its integer value and its keyword.
type EnumCase struct {
	Value   int64
	Keyword string
}

// Enum is an I32EnumAttr of Triton: an i32 integer attribute whose values have keywords.
// Where an assembly format names the attribute it prints as the bare keyword
// (`cacheModifier = ca`); in an attribute dictionary it prints as the integer
// (`{padding = 1 : i32}`).
type Enum struct {
	// Name is the C++ name MLIR uses in diagnostics ("::mlir::triton::CacheModifier").
	Name  string
	Cases []EnumCase
}

// Keyword returns the keyword of value v.
func (e *Enum) Keyword(v int64) (string, bool) {
	for _, c := range e.Cases {
		if c.Value == v {
			return c.Keyword, true
		}
	}
	return "", false
}

// Value returns the value of keyword kw.
func (e *Enum) Value(kw string) (int64, bool) {
	for _, c := range e.Cases {
		if c.Keyword == kw {
			return c.Value, true
		}
	}
	return 0, false
}

// Attr returns the i32 attribute holding v.
func (e *Enum) Attr(ctx *ir.Context, v int64) *ir.IntegerAttr {
	return ctx.IntegerAttr(ctx.I32(), v)
}

// Parse reads the keyword form of the enum and returns its attribute.
func (e *Enum) Parse(p ir.AsmParser) (ir.Attribute, error) {
	loc := p.Pos()
	kw, err := p.ParseKeywordOrString()
	if err != nil {
		return nil, err
	}
	v, ok := e.Value(kw)
	if !ok {
		kws := make([]string, len(e.Cases))
		for i, c := range e.Cases {
			kws[i] = c.Keyword
		}
		return nil, p.ErrorfAt(loc, "expected %s to be one of: %s", e.Name, strings.Join(kws, ", "))
	}
	return e.Attr(p.Context(), v), nil
}

// Print writes the keyword of the enum attribute a (the integer when a holds no case).
func (e *Enum) Print(p ir.AsmPrinter, a ir.Attribute) {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		if kw, ok := e.Keyword(ia.Value); ok {
			p.WriteString(kw)
			return
		}
	}
	p.PrintAttributeWithoutType(a)
}

// Spec returns the spec of a required inherent attribute of this enum.
func (e *Enum) Spec(name string) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Parse: e.Parse, Print: e.Print, Type: i32Type, Value: ir.IntValue}
}

// OptionalSpec returns the spec of an OptionalAttr of this enum.
func (e *Enum) OptionalSpec(name string) ir.AttrSpec {
	s := e.Spec(name)
	s.Optional = true
	return s
}

// DefaultSpec returns the spec of a DefaultValuedAttr of this enum whose default is def.
func (e *Enum) DefaultSpec(name string, def int64) ir.AttrSpec {
	s := e.Spec(name)
	s.Default = func(ctx *ir.Context) ir.Attribute { return e.Attr(ctx, def) }
	return s
}

func i32Type(ctx *ir.Context) ir.Type { return ctx.I32() }

// CacheModifier values.
const (
	CacheNone int64 = 1 + iota
	CacheCA
	CacheCG
	CacheWB
	CacheCS
	CacheWT
	CacheCV
)

// CacheModifierEnum returns the CacheModifier enum (none, ca, cg, wb, cs, wt, cv).
func CacheModifierEnum() *Enum {
	return &Enum{"::mlir::triton::CacheModifier", []EnumCase{
		{CacheNone, "none"}, {CacheCA, "ca"}, {CacheCG, "cg"}, {CacheWB, "wb"}, {CacheCS, "cs"},
		{CacheWT, "wt"}, {CacheCV, "cv"}}}
}

// EvictionPolicy values.
const (
	EvictNormal int64 = 1 + iota
	EvictFirst
	EvictLast
)

// EvictionPolicyEnum returns the EvictionPolicy enum (evict_normal, evict_first, evict_last).
func EvictionPolicyEnum() *Enum {
	return &Enum{"::mlir::triton::EvictionPolicy", []EnumCase{
		{EvictNormal, "evict_normal"}, {EvictFirst, "evict_first"}, {EvictLast, "evict_last"}}}
}

// MemSemanticEnum returns the MemSemantic enum (relaxed 1, acquire 2, release 3, acq_rel 4).
func MemSemanticEnum() *Enum {
	return &Enum{"::mlir::triton::MemSemantic", []EnumCase{
		{1, "relaxed"}, {2, "acquire"}, {3, "release"}, {4, "acq_rel"}}}
}

// MemSyncScopeEnum returns the MemSyncScope enum (gpu 1, cta 2, sys 3).
func MemSyncScopeEnum() *Enum {
	return &Enum{"::mlir::triton::MemSyncScope", []EnumCase{{1, "gpu"}, {2, "cta"}, {3, "sys"}}}
}

// PaddingOptionEnum returns the PaddingOption enum (zero 1, nan 2).
func PaddingOptionEnum() *Enum {
	return &Enum{"::mlir::triton::PaddingOption", []EnumCase{{1, "zero"}, {2, "nan"}}}
}

// RMWOpEnum returns the RMWOp enum of tt.atomic_rmw (and 1 ... exch 10).
func RMWOpEnum() *Enum {
	return &Enum{"::mlir::triton::RMWOp", []EnumCase{
		{1, "and"}, {2, "or"}, {3, "xor"}, {4, "add"}, {5, "fadd"}, {6, "max"}, {7, "min"},
		{8, "umax"}, {9, "umin"}, {10, "exch"}}}
}

// DescriptorReduceKindEnum returns the DescriptorReduceKind enum (add 1 ... xor 8).
func DescriptorReduceKindEnum() *Enum {
	return &Enum{"::mlir::triton::DescriptorReduceKind", []EnumCase{
		{1, "add"}, {2, "min"}, {3, "max"}, {4, "inc"}, {5, "dec"}, {6, "and"}, {7, "or"}, {8, "xor"}}}
}

// ProgramDimEnum returns the ProgramDim enum (x 0, y 1, z 2).
func ProgramDimEnum() *Enum {
	return &Enum{"::mlir::triton::ProgramIDDim", []EnumCase{{0, "x"}, {1, "y"}, {2, "z"}}}
}

// RoundingModeEnum returns the RoundingMode enum (rtz 0, rtne 1).
func RoundingModeEnum() *Enum {
	return &Enum{"::mlir::triton::RoundingMode", []EnumCase{{0, "rtz"}, {1, "rtne"}}}
}

// PropagateNanEnum returns the PropagateNan enum (none 0, all 0xFFFF).
func PropagateNanEnum() *Enum {
	return &Enum{"::mlir::triton::PropagateNan", []EnumCase{{0, "none"}, {0xFFFF, "all"}}}
}

// InputPrecision values.
const (
	InputPrecisionTF32 int64 = iota
	InputPrecisionTF32x3
	InputPrecisionIEEE
	InputPrecisionBF16x3
	InputPrecisionBF16x6
)

// InputPrecisionEnum returns the InputPrecision enum (tf32, tf32x3, ieee, bf16x3, bf16x6).
func InputPrecisionEnum() *Enum {
	return &Enum{"::mlir::triton::InputPrecision", []EnumCase{
		{InputPrecisionTF32, "tf32"}, {InputPrecisionTF32x3, "tf32x3"}, {InputPrecisionIEEE, "ieee"},
		{InputPrecisionBF16x3, "bf16x3"}, {InputPrecisionBF16x6, "bf16x6"}}}
}

// ScaleDotElemTypeEnum returns the ScaleDotElemType enum (e4m3 0 ... fp16 6).
func ScaleDotElemTypeEnum() *Enum {
	return &Enum{"::mlir::triton::ScaleDotElemType", []EnumCase{
		{0, "e4m3"}, {1, "e5m2"}, {2, "e2m3"}, {3, "e3m2"}, {4, "e2m1"}, {5, "bf16"}, {6, "fp16"}}}
}
