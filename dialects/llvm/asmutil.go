package llvm

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// The attribute specs of the llvm ops: how each kind of ODS attribute reads and writes where
// an assembly format names it, and what Go value the generated views give it.

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// flagAttr reports whether op has the unit or true attribute name.
func flagAttr(op *ir.Operation, name string) bool {
	switch a := op.Attr(name).(type) {
	case *ir.UnitAttr:
		return true
	case *ir.IntegerAttr:
		return a.Value != 0
	}
	return false
}

// intAttr returns the integer value of an attribute, or def.
func intAttr(op *ir.Operation, name string, def int64) int64 {
	if a, ok := op.Attr(name).(*ir.IntegerAttr); ok {
		return a.Value
	}
	return def
}

func i1Type(c *ir.Context) ir.Type  { return c.I1() }
func i8Type(c *ir.Context) ir.Type  { return c.IntegerType(8) }
func i32Type(c *ir.Context) ir.Type { return c.I32() }
func i64Type(c *ir.Context) ir.Type { return c.I64() }

// intSpec is an integer attribute of the given type (I32Attr, I64Attr): a bare integer where
// a format names it.
func intSpec(name string, t func(*ir.Context) ir.Type) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Type: t, Value: ir.IntValue}
}

// optionalSpec returns s as an OptionalAttr.
func optionalSpec(s ir.AttrSpec) ir.AttrSpec {
	s.Optional = true
	return s
}

// defaultSpec returns s as a DefaultValuedAttr with the given default.
func defaultSpec(s ir.AttrSpec, def func(*ir.Context) ir.Attribute) ir.AttrSpec {
	s.Default = def
	return s
}

// attrSpec is an attribute kept as an Attribute, printed as MLIR prints it.
func attrSpec(name string) ir.AttrSpec { return ir.AttrSpec{Name: name} }

// optionalAttr is an OptionalAttr kept as an Attribute.
func optionalAttr(name string) ir.AttrSpec { return ir.AttrSpec{Name: name, Optional: true} }

// unitSpec is a UnitAttr.
func unitSpec(name string) ir.AttrSpec { return ir.AttrSpec{Name: name, UnitFlag: true} }

// boolSpec is an I1Attr (BoolAttr), `false` or `true`.
func boolSpec(name string) ir.AttrSpec { return ir.AttrSpec{Name: name, Value: ir.BoolValue} }

// strSpec is a StrAttr: a bare string literal where a format names it.
func strSpec(name string) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Parse: parseStr, Print: printAttrWithoutType, Value: ir.StringValue}
}

func parseStr(p ir.AsmParser) (ir.Attribute, error) {
	s, err := p.ParseString()
	if err != nil {
		return nil, err
	}
	return p.Context().StringAttr(s), nil
}

func printAttrWithoutType(p ir.AsmPrinter, a ir.Attribute) { p.PrintAttributeWithoutType(a) }

// symbolSpec is a FlatSymbolRefAttr, `@name`.
func symbolSpec(name string) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Parse: func(p ir.AsmParser) (ir.Attribute, error) {
		s, err := p.ParseSymbolName()
		if err != nil {
			return nil, err
		}
		return p.Context().SymbolRefAttr(s), nil
	}}
}

// typeSpec is a TypeAttr: the bare type where a format names it.
func typeSpec(name string) ir.AttrSpec {
	return ir.AttrSpec{Name: name,
		Parse: func(p ir.AsmParser) (ir.Attribute, error) {
			t, err := p.ParseType()
			if err != nil {
				return nil, err
			}
			return p.Context().TypeAttr(t), nil
		},
		Print: func(p ir.AsmPrinter, a ir.Attribute) {
			if t, ok := a.(*ir.TypeAttr); ok {
				p.PrintType(t.Type)
				return
			}
			p.PrintAttribute(a)
		}}
}

// denseArraySpec is a DenseI32ArrayAttr (width 32) or DenseI64ArrayAttr (width 64): `[1, 2]`
// where a format names it.
func denseArraySpec(name string, width int) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Value: ir.IntsValue,
		Parse: func(p ir.AsmParser) (ir.Attribute, error) {
			vs, err := parseIntList(p)
			if err != nil {
				return nil, err
			}
			if width == 64 {
				return p.Context().DenseI64ArrayAttr(vs), nil
			}
			vs32 := make([]int32, len(vs))
			for i, v := range vs {
				vs32[i] = int32(v)
			}
			return p.Context().DenseI32ArrayAttr(vs32), nil
		},
		Print: printIntList}
}

// parseIntList reads `[1, -2]`.
func parseIntList(p ir.AsmParser) ([]int64, error) {
	var vs []int64
	err := p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
		v, err := p.ParseInteger()
		vs = append(vs, v)
		return err
	})
	return vs, err
}

// printIntList writes a dense integer array as `[1, -2]`.
func printIntList(p ir.AsmPrinter, a ir.Attribute) {
	p.WriteString("[")
	for i, v := range ir.IntsAttrValue(a) {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString(itoa(v))
	}
	p.WriteString("]")
}

// i32Default and i64Default return constant integer defaults.
func i32Default(v int32) func(*ir.Context) ir.Attribute {
	return func(c *ir.Context) ir.Attribute { return c.I32Attr(v) }
}

func i64Default(v int64) func(*ir.Context) ir.Attribute {
	return func(c *ir.Context) ir.Attribute { return c.I64Attr(v) }
}

func enumDefault(dialect, mnemonic, value string) func(*ir.Context) ir.Attribute {
	return func(c *ir.Context) ir.Attribute { return Enum(c, dialect, mnemonic, value, false) }
}

// emptyArrayDefault is the empty DenseI32ArrayAttr.
func emptyArrayDefault(c *ir.Context) ir.Attribute { return c.DenseI32ArrayAttr(nil) }

// fastmathSpec is the fastmathFlags attribute of float ops (default none, printed in the
// attribute dictionary when set).
var fastmathSpec = ir.AttrSpec{Name: "fastmathFlags", Default: enumDefault("llvm", "fastmath", "none")}

// strippedEnumSpec is an llvm enum attribute (`#llvm.mnemonic<value>`) that a format prints
// stripped of its prefix, as `<value>`.
func strippedEnumSpec(name, mnemonic string) ir.AttrSpec {
	return ir.AttrSpec{Name: name,
		Parse: func(p ir.AsmParser) (ir.Attribute, error) {
			if err := p.ParsePunct("<"); err != nil {
				return nil, err
			}
			return parseEnumBody(p, "llvm", mnemonic, llvmAttrBodies[mnemonic], false)
		},
		Print: func(p ir.AsmPrinter, a ir.Attribute) {
			if e, ok := a.(*EnumAttr); ok {
				p.WriteString("<" + e.Value + ">")
				return
			}
			p.PrintAttribute(a)
		}}
}

// memAccessSpecs are the optional alias-analysis attributes of memory ops (MLIR's
// aliasAttrs).
func memAccessSpecs() []ir.AttrSpec {
	return []ir.AttrSpec{optionalAttr("access_groups"), optionalAttr("alias_scopes"),
		optionalAttr("noalias_scopes"), optionalAttr("tbaa")}
}

// i64Enum is an I64EnumAttr of the llvm dialect: an i64 attribute that formats write as the
// keyword of its value.
type i64Enum struct {
	// name is the enum's C++ name, as MLIR's parse errors give it.
	name string
	// cases are the keywords by value; an empty keyword is a value without a case.
	cases []string
}

// keyword returns the keyword of v, or "".
func (e *i64Enum) keyword(v int64) string {
	if v >= 0 && int(v) < len(e.cases) {
		return e.cases[v]
	}
	return ""
}

// spec returns the spec of the attribute name holding this enum.
func (e *i64Enum) spec(name string) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Type: i64Type, Value: ir.IntValue, Parse: e.parse, Print: e.print}
}

// parse reads a keyword of the enum, reporting a bad one as MLIR's generated parser does.
func (e *i64Enum) parse(p ir.AsmParser) (ir.Attribute, error) {
	loc := p.Pos()
	kw, err := p.ParseKeywordOrString()
	if err != nil {
		return nil, err
	}
	for i, c := range e.cases {
		if c != "" && c == kw {
			return p.Context().I64Attr(int64(i)), nil
		}
	}
	var names []string
	for _, c := range e.cases {
		if c != "" {
			names = append(names, c)
		}
	}
	return nil, p.ErrorfAt(loc, "expected ::mlir::LLVM::%s to be one of: %s", e.name, strings.Join(names, ", "))
}

// print writes the keyword of a (the integer when it has none).
func (e *i64Enum) print(p ir.AsmPrinter, a ir.Attribute) {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		if kw := e.keyword(ia.Value); kw != "" {
			p.WriteString(kw)
			return
		}
	}
	p.PrintAttributeWithoutType(a)
}

// atomicOrdering is LLVM's AtomicOrdering; 3 (consume) has no spelling in MLIR.
var atomicOrdering = &i64Enum{name: "AtomicOrdering",
	cases: []string{"not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst"}}

// atomicBinOp is the operation of llvm.atomicrmw.
var atomicBinOp = &i64Enum{name: "AtomicBinOp",
	cases: []string{"xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin",
		"fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum"}}

// asmDialect is the dialect of llvm.inline_asm's assembly.
var asmDialect = &i64Enum{name: "AsmDialect", cases: []string{"att", "intel"}}

// overflowFlagsSpec is the overflowFlags property of integer ops: a bit set (1 nsw, 2 nuw)
// that formats write as `overflow<nsw, nuw>`.
var overflowFlagsSpec = ir.AttrSpec{Name: "overflowFlags", Default: i32Default(0), Type: i32Type, Value: ir.IntValue,
	Parse: parseOverflow, Print: printOverflow}

// overflowNames are the overflow flags in bit order.
var overflowNames = []string{"nsw", "nuw"}

// printOverflow writes `overflow<nsw, nuw>`.
func printOverflow(p ir.AsmPrinter, a ir.Attribute) {
	flags, _ := ir.IntAttrValue(a)
	p.WriteString("overflow<")
	first := true
	for i, n := range overflowNames {
		if flags&(1<<i) != 0 {
			if !first {
				p.WriteString(", ")
			}
			p.WriteString(n)
			first = false
		}
	}
	if first {
		p.WriteString("none")
	}
	p.WriteString(">")
}

// parseOverflow reads `overflow<...>`.
func parseOverflow(p ir.AsmParser) (ir.Attribute, error) {
	if err := p.ParseKeyword("overflow"); err != nil {
		return nil, err
	}
	var flags int32
	err := p.ParseCommaSeparatedList(ir.DelimLess, func() error {
		kw, err := p.ParseKeywordIdent()
		if err != nil {
			return err
		}
		for i, n := range overflowNames {
			if n == kw {
				flags |= 1 << i
				return nil
			}
		}
		if kw == "none" {
			return nil
		}
		return p.Errorf("expected one of [none, nsw, nuw] for integer overflow flags, got: %s", kw)
	})
	return p.Context().I32Attr(flags), err
}

// gepNoWrapFlags are the flags of llvm.getelementptr with their bits, in printing order.
var gepNoWrapFlags = []struct {
	name string
	bits int32
}{{"inbounds", 3}, {"nusw", 2}, {"nuw", 4}}

// noWrapFlagsSpec is llvm.getelementptr's noWrapFlags property, written `inbounds|nuw`.
var noWrapFlagsSpec = ir.AttrSpec{Name: "noWrapFlags", Default: i32Default(0), Type: i32Type, Value: ir.IntValue,
	Parse: func(p ir.AsmParser) (ir.Attribute, error) {
		var flags int32
		for {
			kw, err := p.ParseKeywordIdent()
			if err != nil {
				return nil, err
			}
			known := kw == "none"
			for _, f := range gepNoWrapFlags {
				if f.name == kw {
					flags |= f.bits
					known = true
				}
			}
			if !known {
				return nil, p.Errorf("expected one of [none, inbounds, nusw, nuw] for GEP no-wrap flags, got: %s", kw)
			}
			if !p.ParseOptionalPunct("|") {
				return p.Context().I32Attr(flags), nil
			}
		}
	},
	Print: func(p ir.AsmPrinter, a ir.Attribute) {
		v, _ := ir.IntAttrValue(a)
		flags, sep := int32(v), ""
		for _, f := range gepNoWrapFlags {
			if flags&f.bits == f.bits {
				p.WriteString(sep + f.name)
				sep = "|"
				flags &^= f.bits
			}
		}
	}}
