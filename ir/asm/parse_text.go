package asm

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// typeString renders a type for a parse diagnostic, quoted as MLIR streams types into
// diagnostics ('i32'). Builtin types are spelled exactly; dialect types by their body
// when they are opaque.
func typeString(t ir.Type) string {
	var b strings.Builder
	b.WriteByte('\'')
	writeType(&b, t)
	b.WriteByte('\'')
	return b.String()
}

func writeTypes(b *strings.Builder, ts []ir.Type) {
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		writeType(b, t)
	}
}

func writeShape(b *strings.Builder, dims []int64, scalable []bool) {
	for i, d := range dims {
		sc := i < len(scalable) && scalable[i]
		if sc {
			b.WriteByte('[')
		}
		if d == ir.Dynamic {
			b.WriteByte('?')
		} else {
			b.WriteString(strconv.FormatInt(d, 10))
		}
		if sc {
			b.WriteByte(']')
		}
		b.WriteByte('x')
	}
}

func writeType(b *strings.Builder, t ir.Type) {
	switch t := t.(type) {
	case *ir.IntegerType:
		switch t.Signedness {
		case ir.Signed:
			b.WriteString("si")
		case ir.Unsigned:
			b.WriteString("ui")
		default:
			b.WriteString("i")
		}
		b.WriteString(strconv.Itoa(t.Width))
	case *ir.IndexType:
		b.WriteString("index")
	case *ir.NoneType:
		b.WriteString("none")
	case *ir.FloatType:
		b.WriteString(t.Kind.String())
	case *ir.FunctionType:
		b.WriteByte('(')
		writeTypes(b, t.Inputs)
		b.WriteString(") -> ")
		if len(t.Results) == 1 {
			if _, fn := t.Results[0].(*ir.FunctionType); !fn {
				writeType(b, t.Results[0])
				return
			}
		}
		b.WriteByte('(')
		writeTypes(b, t.Results)
		b.WriteByte(')')
	case *ir.RankedTensorType:
		b.WriteString("tensor<")
		writeShape(b, t.Dims, nil)
		writeType(b, t.Elem)
		if t.Encoding != nil {
			b.WriteString(", ")
			b.WriteString(attrText(t.Encoding))
		}
		b.WriteByte('>')
	case *ir.UnrankedTensorType:
		b.WriteString("tensor<*x")
		writeType(b, t.Elem)
		b.WriteByte('>')
	case *ir.VectorType:
		b.WriteString("vector<")
		writeShape(b, t.Dims, t.Scalable)
		writeType(b, t.Elem)
		b.WriteByte('>')
	case *ir.MemRefType:
		b.WriteString("memref<")
		writeShape(b, t.Dims, nil)
		writeType(b, t.Elem)
		b.WriteByte('>')
	case *ir.TupleType:
		b.WriteString("tuple<")
		writeTypes(b, t.Types)
		b.WriteByte('>')
	case *ir.ComplexType:
		b.WriteString("complex<")
		writeType(b, t.Elem)
		b.WriteByte('>')
	case *ir.OpaqueType:
		b.WriteString("!" + t.Dialect + "." + t.Data)
	case ir.DialectType:
		b.WriteString("!" + t.DialectName() + ".<type>")
	default:
		b.WriteString("<<type>>")
	}
}

// attrString renders an attribute for a parse diagnostic.
func attrString(a ir.Attribute) string { return attrText(a) }

func attrText(a ir.Attribute) string {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if a.Big != nil {
			return a.Big.String()
		}
		return strconv.FormatInt(a.Value, 10)
	case *ir.FloatAttr:
		return strconv.FormatFloat(a.Value, 'e', 6, 64)
	case *ir.StringAttr:
		return strconv.Quote(a.Value)
	case *ir.UnitAttr:
		return "unit"
	case *ir.TypeAttr:
		var b strings.Builder
		writeType(&b, a.Type)
		return b.String()
	case *ir.SymbolRefAttr:
		s := "@" + a.Root
		for _, n := range a.Nested {
			s += "::@" + n
		}
		return s
	case *ir.ArrayAttr:
		parts := make([]string, len(a.Elems))
		for i, e := range a.Elems {
			parts[i] = attrText(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case *ir.DictionaryAttr:
		parts := make([]string, len(a.Entries))
		for i, e := range a.Entries {
			parts[i] = e.Name + " = " + attrText(e.Value)
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case *ir.OpaqueAttr:
		return "#" + a.Dialect + "." + a.Data
	case ir.DialectAttr:
		return "#" + a.DialectName() + ".<attr>"
	}
	return "<<attribute>>"
}
