package llvm

import (
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// parseOperandsN parses n comma-separated operands.
func parseOperandsN(p ir.OpAsmParser, n int) ([]ir.UnresolvedOperand, error) {
	us := make([]ir.UnresolvedOperand, 0, n)
	for i := 0; i < n; i++ {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
		u, err := p.ParseOperand()
		if err != nil {
			return nil, err
		}
		us = append(us, u)
	}
	return us, nil
}

// resolveAll resolves every operand with the same type.
func resolveAll(p ir.OpAsmParser, us []ir.UnresolvedOperand, t ir.Type) ([]*ir.Value, error) {
	ts := make([]ir.Type, len(us))
	for i := range ts {
		ts[i] = t
	}
	return p.ResolveOperands(us, ts)
}

// parseAttrDictInto parses an optional attribute dictionary into st.
func parseAttrDictInto(p ir.OpAsmParser, st *ir.OperationState) error {
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

// printOperandList prints ` %a, %b` (with the leading space).
func printOperandList(p ir.OpAsmPrinter, vs []*ir.Value) {
	p.WriteString(" ")
	p.PrintOperands(vs)
}

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

func i32Default(v int32) func(*ir.Context) ir.Attribute {
	return func(c *ir.Context) ir.Attribute { return c.I32Attr(v) }
}

func i64Default(v int64) func(*ir.Context) ir.Attribute {
	return func(c *ir.Context) ir.Attribute { return c.I64Attr(v) }
}

func enumDefault(dialect, mnemonic, value string) func(*ir.Context) ir.Attribute {
	return func(c *ir.Context) ir.Attribute { return Enum(c, dialect, mnemonic, value, false) }
}

// fastmathSpec is the fastmathFlags attribute of float ops (default none, printed in the
// attribute dictionary when set).
var fastmathSpec = ir.AttrSpec{Name: "fastmathFlags", Default: enumDefault("llvm", "fastmath", "none")}

// overflow flags are a bit set: 1 nsw, 2 nuw.
var overflowNames = []string{"nsw", "nuw"}

// printOverflow prints ` overflow<nsw, nuw>` when flags are set.
func printOverflow(p ir.OpAsmPrinter, flags int64) {
	if flags == 0 {
		return
	}
	p.WriteString(" overflow<")
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
	p.WriteString(">")
}

// parseOverflow parses an optional `overflow<...>`.
func parseOverflow(p ir.OpAsmParser) (int64, error) {
	if !p.ParseOptionalKeyword("overflow") {
		return 0, nil
	}
	var flags int64
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
	return flags, err
}
