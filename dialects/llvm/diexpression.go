package llvm

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// DIExpressionElem is one operation of a DWARF expression: `DW_OP_deref` or
// `DW_OP_LLVM_fragment(0, 32)`.
type DIExpressionElem struct {
	Opcode string
	Args   []uint64
}

// DIExpressionAttr is `#llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(0, 32)]>`, the
// location expression of a debug intrinsic; `#llvm.di_expression<>` is the empty one.
type DIExpressionAttr struct {
	ir.AttrBase
	Elems []DIExpressionElem
}

// DIExpression returns the expression of elems.
func DIExpression(c *ir.Context, elems []DIExpressionElem) *DIExpressionAttr {
	k := ir.Key("llvm.di_expression").Int(int64(len(elems)))
	for _, e := range elems {
		k.Str(e.Opcode).Int(int64(len(e.Args)))
		for _, a := range e.Args {
			k.Int(int64(a))
		}
	}
	return ir.UniqueKey(c, k, func(id uint64) *DIExpressionAttr {
		return &DIExpressionAttr{AttrBase: ir.NewAttrBase(id), Elems: append([]DIExpressionElem(nil), elems...)}
	})
}

// DialectName returns "llvm".
func (*DIExpressionAttr) DialectName() string { return "llvm" }

// Print writes `di_expression<[...]>`, `di_expression<>` when empty.
func (a *DIExpressionAttr) Print(p ir.AsmPrinter) {
	p.WriteString("di_expression<")
	if len(a.Elems) > 0 {
		parts := make([]string, len(a.Elems))
		for i, e := range a.Elems {
			parts[i] = e.Opcode
			if len(e.Args) > 0 {
				args := make([]string, len(e.Args))
				for j, x := range e.Args {
					args[j] = strconv.FormatUint(x, 10)
				}
				parts[i] += "(" + strings.Join(args, ", ") + ")"
			}
		}
		p.WriteString("[" + strings.Join(parts, ", ") + "]")
	}
	p.WriteString(">")
}

// parseDIExpressionBody reads what follows `di_expression`: `<>` or `<[op, op(args), ...]>`.
func parseDIExpressionBody(p ir.AsmParser) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var elems []DIExpressionElem
	if p.ParseOptionalPunct("[") {
		err := p.ParseCommaSeparatedList(ir.DelimNone, func() error {
			opcode, err := p.ParseKeywordIdent()
			if err != nil {
				return err
			}
			e := DIExpressionElem{Opcode: opcode}
			if p.ParseOptionalPunct("(") {
				err = p.ParseCommaSeparatedList(ir.DelimNone, func() error {
					x, err := p.ParseInteger()
					e.Args = append(e.Args, uint64(x))
					return err
				})
				if err == nil {
					err = p.ParsePunct(")")
				}
			}
			elems = append(elems, e)
			return err
		})
		if err == nil {
			err = p.ParsePunct("]")
		}
		if err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return DIExpression(p.Context(), elems), nil
}

// locationExprSpec is the optional location expression of the debug intrinsics, empty by
// default (and then not printed).
var locationExprSpec = ir.AttrSpec{Name: "locationExpr",
	Default: func(c *ir.Context) ir.Attribute { return DIExpression(c, nil) }}

// IntrDbgDeclareDef is llvm.intr.dbg.declare: `llvm.intr.dbg.declare #di_local_variable = %p
// : !llvm.ptr`, the variable living at the address %p.
var IntrDbgDeclareDef = &ir.OpDef{
	Name:     "llvm.intr.dbg.declare",
	Operands: []ir.ValueSpec{{Name: "addr"}},
	Attrs:    []ir.AttrSpec{{Name: "varInfo"}, locationExprSpec},
	Format:   "qualified($varInfo) (qualified($locationExpr)^)? `=` $addr `:` qualified(type($addr)) attr-dict",
}

// IntrDbgLabelDef is llvm.intr.dbg.label: `llvm.intr.dbg.label #di_label`, a source label at
// this point of the code.
var IntrDbgLabelDef = &ir.OpDef{
	Name:   "llvm.intr.dbg.label",
	Attrs:  []ir.AttrSpec{{Name: "label"}},
	Format: "$label attr-dict",
}
