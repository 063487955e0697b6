package asm

import (
	"math/big"
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// elision says whether an attribute's ` : type` may be left out.
type elision uint8

const (
	elideNever elision = iota // always print the type
	elideMay                  // leave out i64 and f64, the default types
	elideMust                 // never print the type
)

// hexElementLimit is the element count above which a non-splat dense attribute prints as a
// hex string.
const hexElementLimit = 100

// aliasOf returns the alias printed for an attribute or type, or nil.
func (p *printer) aliasOf(u ir.Uniqued) *alias {
	if p.aliases == nil {
		return nil
	}
	a := p.aliases.lookup(u.ID())
	if a == nil || a.isType && !a.printed {
		return nil
	}
	return a
}

// PrintType prints t, or its alias.
func (p *printer) PrintType(t ir.Type) {
	if t == nil {
		p.buf = append(p.buf, "<<NULL TYPE>>"...)
		return
	}
	if a := p.aliasOf(t); a != nil {
		p.buf = append(p.buf, a.name...)
		return
	}
	p.printTypeImpl(t)
}

// PrintAttribute prints a with its type, or its alias.
func (p *printer) PrintAttribute(a ir.Attribute) { p.printAttr(a, elideNever) }

// PrintAttributeWithoutType prints a without `: type`.
func (p *printer) PrintAttributeWithoutType(a ir.Attribute) { p.printAttr(a, elideMust) }

// PrintString prints s quoted and escaped.
func (p *printer) PrintString(s string) { p.buf = appendQuoted(p.buf, s) }

// PrintKeywordOrString prints s bare when it is an identifier, else quoted.
func (p *printer) PrintKeywordOrString(s string) { p.buf = appendKeywordOrString(p.buf, s) }

// PrintSymbolName prints `@name`, quoting the name when needed.
func (p *printer) PrintSymbolName(s string) { p.buf = appendSymbolRef(p.buf, s) }

// PrintFloat prints a float value of type t without its type.
func (p *printer) PrintFloat(t *ir.FloatType, bits uint64) { p.appendFloatValue(t.Kind, bits) }

// PrintDimensionList prints `4x?x8`.
func (p *printer) PrintDimensionList(shape []int64) {
	for i, d := range shape {
		if i > 0 {
			p.buf = append(p.buf, 'x')
		}
		p.appendDim(d)
	}
}

func (p *printer) appendDim(d int64) {
	if d == ir.Dynamic {
		p.buf = append(p.buf, '?')
	} else {
		p.buf = strconv.AppendInt(p.buf, d, 10)
	}
}

// appendFloatValue prints a float as MLIR does and reports whether it printed hex.
func (p *printer) appendFloatValue(k ir.FloatKind, bits uint64) bool {
	var hex bool
	p.buf, hex = appendFloat(p.buf, k, bits, &p.floatScratch)
	return hex
}

func (p *printer) printAttr(a ir.Attribute, el elision) {
	if a == nil {
		p.buf = append(p.buf, "<<NULL ATTRIBUTE>>"...)
		return
	}
	if al := p.aliasOf(a); al != nil {
		p.buf = append(p.buf, al.name...)
		return
	}
	p.printAttrImpl(a, el)
}

func (p *printer) printNamedAttr(na ir.NamedAttribute) {
	p.buf = appendKeywordOrString(p.buf, na.Name)
	if _, unit := na.Value.(*ir.UnitAttr); unit {
		return
	}
	p.buf = append(p.buf, " = "...)
	p.printAttr(na.Value, elideNever)
}

func (p *printer) printDict(entries []ir.NamedAttribute) {
	p.buf = append(p.buf, '{')
	for i, e := range entries {
		if i > 0 {
			p.buf = append(p.buf, ", "...)
		}
		p.printNamedAttr(e)
	}
	p.buf = append(p.buf, '}')
}

func (p *printer) printAttrImpl(a ir.Attribute, el elision) {
	switch a := a.(type) {
	case ir.DialectAttr:
		start := p.beginDialectSymbol('#', a.DialectName())
		a.Print(p)
		p.endDialectSymbol(start)
	case *ir.OpaqueAttr:
		start := p.beginDialectSymbol('#', a.Dialect)
		p.buf = append(p.buf, a.Data...)
		p.endDialectSymbol(start)
	case *ir.UnitAttr:
		p.buf = append(p.buf, "unit"...)
		return
	case *ir.DictionaryAttr:
		p.printDict(a.Entries)
	case *ir.IntegerAttr:
		if it, ok := a.Type.(*ir.IntegerType); ok && it.Width == 1 && it.Signedness == ir.Signless {
			if a.Value != 0 {
				p.buf = append(p.buf, "true"...)
			} else {
				p.buf = append(p.buf, "false"...)
			}
			return
		}
		p.appendIntAttrValue(a)
		if it, ok := a.Type.(*ir.IntegerType); ok && el == elideMay && it.Width == 64 && it.Signedness == ir.Signless {
			return
		}
	case *ir.FloatAttr:
		var hex bool
		if a.Wide != nil {
			p.buf, hex = appendWideFloat(p.buf, a.Type.Kind, a.Wide, &p.floatScratch)
		} else {
			hex = p.appendFloatValue(a.Type.Kind, a.Bits)
		}
		if el == elideMay && a.Type.Kind == ir.F64 && !hex {
			return
		}
	case *ir.StringAttr:
		p.buf = appendQuoted(p.buf, a.Value)
	case *ir.ArrayAttr:
		p.buf = append(p.buf, '[')
		for i, e := range a.Elems {
			if i > 0 {
				p.buf = append(p.buf, ", "...)
			}
			p.printAttr(e, elideMay)
		}
		p.buf = append(p.buf, ']')
	case *ir.TypeAttr:
		p.PrintType(a.Type)
	case *ir.SymbolRefAttr:
		p.buf = appendSymbolRef(p.buf, a.Root)
		for _, n := range a.Nested {
			p.buf = append(p.buf, "::"...)
			p.buf = appendSymbolRef(p.buf, n)
		}
	case *ir.DenseElementsAttr:
		if p.elides(a.Splat, a.Type) {
			p.buf = append(p.buf, elidedElements...)
			break
		}
		p.buf = append(p.buf, "dense<"...)
		p.printDenseElements(a)
		p.buf = append(p.buf, '>')
	case *ir.DenseStringElementsAttr:
		if p.elides(a.Splat, a.Type) {
			p.buf = append(p.buf, elidedElements...)
			break
		}
		p.buf = append(p.buf, "dense<"...)
		p.printDenseStrings(a)
		p.buf = append(p.buf, '>')
	case *ir.DenseArrayAttr:
		p.buf = append(p.buf, "array<"...)
		p.PrintType(a.Elem)
		if len(a.Data) > 0 {
			p.buf = append(p.buf, ": "...)
			for i, d := range a.Data {
				if i > 0 {
					p.buf = append(p.buf, ", "...)
				}
				p.appendElement(a.Elem, d)
			}
		}
		if ft, ok := a.Elem.(*ir.FloatType); ok && len(a.Wide) > 0 {
			p.buf = append(p.buf, ": "...)
			for i, e := range a.Wide {
				if i > 0 {
					p.buf = append(p.buf, ", "...)
				}
				p.buf, _ = appendWideFloat(p.buf, ft.Kind, e, &p.floatScratch)
			}
		}
		p.buf = append(p.buf, '>')
		return
	case ir.Location:
		p.printLocation(a, false)
	default:
		p.buf = append(p.buf, "<<UNKNOWN ATTRIBUTE>>"...)
	}
	if el != elideMust {
		if t := attrType(a); t != nil {
			p.buf = append(p.buf, " : "...)
			p.PrintType(t)
		}
	}
}

func (p *printer) appendIntAttrValue(a *ir.IntegerAttr) {
	if a.Big != nil {
		p.buf = a.Big.Append(p.buf, 10)
		return
	}
	if it, ok := a.Type.(*ir.IntegerType); ok && it.Signedness == ir.Unsigned {
		v := uint64(a.Value)
		if it.Width < 64 {
			v &= 1<<uint(it.Width) - 1
		}
		p.buf = strconv.AppendUint(p.buf, v, 10)
		return
	}
	p.buf = strconv.AppendInt(p.buf, a.Value, 10)
}

// appendElement prints one raw element of a dense attribute of element type t.
func (p *printer) appendElement(t ir.Type, raw uint64) {
	switch t := t.(type) {
	case *ir.FloatType:
		p.appendFloatValue(t.Kind, raw)
	case *ir.IntegerType:
		switch {
		case t.Width == 1:
			if raw&1 != 0 {
				p.buf = append(p.buf, "true"...)
			} else {
				p.buf = append(p.buf, "false"...)
			}
		case t.Signedness == ir.Unsigned:
			if t.Width < 64 {
				raw &= 1<<uint(t.Width) - 1
			}
			p.buf = strconv.AppendUint(p.buf, raw, 10)
		default:
			p.buf = strconv.AppendInt(p.buf, ir.SignExtend(raw, t.Width), 10)
		}
	default:
		p.buf = strconv.AppendInt(p.buf, int64(raw), 10)
	}
}

// printDenseElements prints the body of `dense<...>`: one element for a splat, nested lists
// by shape, or a hex string of the little-endian data for more than 100 elements.
func (p *printer) printDenseElements(a *ir.DenseElementsAttr) {
	shape := a.Type.Shape()
	n := ir.NumElements(shape)
	elem := a.Type.ElementType()
	if a.Wide != nil {
		p.printWideDenseElements(a, n)
		return
	}
	if !a.Splat && n > hexElementLimit {
		p.buf = append(p.buf, "\"0x"...)
		p.appendHexData(elem, a.Data)
		p.buf = append(p.buf, '"')
		return
	}
	p.printNested(a.Splat, shape, func(i int) { p.appendElement(elem, a.Data[i]) })
}

func (p *printer) printDenseStrings(a *ir.DenseStringElementsAttr) {
	p.printNested(a.Splat, a.Type.Shape(), func(i int) { p.buf = appendQuoted(p.buf, a.Data[i]) })
}

// printNested prints elements in brackets nested by shape, as MLIR's
// printDenseElementsAttrImpl.
func (p *printer) printNested(splat bool, shape []int64, elem func(int)) {
	if splat {
		elem(0)
		return
	}
	n := ir.NumElements(shape)
	if n == 0 {
		return
	}
	rank := len(shape)
	counter := make([]int64, rank)
	open := 0
	for i := int64(0); i < n; i++ {
		if i != 0 {
			p.buf = append(p.buf, ", "...)
		}
		for ; open < rank; open++ {
			p.buf = append(p.buf, '[')
		}
		elem(int(i))
		if rank == 0 {
			continue
		}
		counter[rank-1]++
		for d := rank - 1; d > 0; d-- {
			if counter[d] >= shape[d] {
				counter[d] = 0
				counter[d-1]++
				open--
				p.buf = append(p.buf, ']')
			}
		}
	}
	for ; open > 0; open-- {
		p.buf = append(p.buf, ']')
	}
}

// appendHexData appends the raw data of dense elements in uppercase hex: i1 packed eight
// to a byte, other elements little-endian in whole bytes.
func (p *printer) appendHexData(elem ir.Type, data []uint64) {
	const digits = "0123456789ABCDEF"
	byteOut := func(b byte) { p.buf = append(p.buf, digits[b>>4], digits[b&0xF]) }
	width := 64
	if w := ir.IntOrFloatBitWidth(elem); w > 0 {
		width = w
	}
	if width == 1 {
		for i := 0; i < len(data); i += 8 {
			var b byte
			for j := 0; j < 8 && i+j < len(data); j++ {
				b |= byte(data[i+j]&1) << uint(j)
			}
			byteOut(b)
		}
		return
	}
	nbytes := (width + 7) / 8
	for _, d := range data {
		for j := 0; j < nbytes; j++ {
			byteOut(byte(d >> (8 * uint(j))))
		}
	}
}

// beginDialectSymbol starts `#dialect.` or `!dialect.` and returns where the '.' is.
func (p *printer) beginDialectSymbol(prefix byte, dialect string) int {
	p.buf = append(p.buf, prefix)
	p.buf = append(p.buf, dialect...)
	dot := len(p.buf)
	p.buf = append(p.buf, '.')
	return dot
}

// endDialectSymbol turns `#dialect.body` into `#dialect<body>` when body is not of the form
// identifier(`<`...`>`)?.
func (p *printer) endDialectSymbol(dot int) {
	body := p.buf[dot+1:]
	if prettyDialectBody(body) {
		return
	}
	p.buf[dot] = '<'
	p.buf = append(p.buf, '>')
}

func prettyDialectBody(s []byte) bool {
	if len(s) == 0 || !(s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z') {
		return false
	}
	i := 0
	for i < len(s) && (isAlnumByte(s[i]) || s[i] == '.' || s[i] == '_') {
		i++
	}
	if i == len(s) {
		return true
	}
	return s[i] == '<' && s[len(s)-1] == '>'
}

func isAlnumByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (p *printer) printTypeImpl(t ir.Type) {
	switch t := t.(type) {
	case ir.DialectType:
		start := p.beginDialectSymbol('!', t.DialectName())
		t.Print(p)
		p.endDialectSymbol(start)
	case *ir.OpaqueType:
		start := p.beginDialectSymbol('!', t.Dialect)
		p.buf = append(p.buf, t.Data...)
		p.endDialectSymbol(start)
	case *ir.IndexType:
		p.buf = append(p.buf, "index"...)
	case *ir.FloatType:
		p.buf = append(p.buf, t.Kind.String()...)
	case *ir.IntegerType:
		switch t.Signedness {
		case ir.Signed:
			p.buf = append(p.buf, 's')
		case ir.Unsigned:
			p.buf = append(p.buf, 'u')
		}
		p.buf = append(p.buf, 'i')
		p.buf = strconv.AppendInt(p.buf, int64(t.Width), 10)
	case *ir.FunctionType:
		p.buf = append(p.buf, '(')
		p.printTypeList(t.Inputs)
		p.buf = append(p.buf, ')')
		p.printArrow(t.Results)
	case *ir.VectorType:
		p.buf = append(p.buf, "vector<"...)
		for i, d := range t.Dims {
			scalable := i < len(t.Scalable) && t.Scalable[i]
			if scalable {
				p.buf = append(p.buf, '[')
			}
			p.buf = strconv.AppendInt(p.buf, d, 10)
			if scalable {
				p.buf = append(p.buf, ']')
			}
			p.buf = append(p.buf, 'x')
		}
		p.PrintType(t.Elem)
		p.buf = append(p.buf, '>')
	case *ir.RankedTensorType:
		p.buf = append(p.buf, "tensor<"...)
		for _, d := range t.Dims {
			p.appendDim(d)
			p.buf = append(p.buf, 'x')
		}
		p.PrintType(t.Elem)
		if t.Encoding != nil {
			p.buf = append(p.buf, ", "...)
			p.PrintAttribute(t.Encoding)
		}
		p.buf = append(p.buf, '>')
	case *ir.UnrankedTensorType:
		p.buf = append(p.buf, "tensor<*x"...)
		p.PrintType(t.Elem)
		p.buf = append(p.buf, '>')
	case *ir.MemRefType:
		p.buf = append(p.buf, "memref<"...)
		for _, d := range t.Dims {
			p.appendDim(d)
			p.buf = append(p.buf, 'x')
		}
		p.PrintType(t.Elem)
		if t.Layout != nil {
			p.buf = append(p.buf, ", "...)
			p.printAttr(t.Layout, elideMay)
		}
		if t.MemorySpace != nil {
			p.buf = append(p.buf, ", "...)
			p.printAttr(t.MemorySpace, elideMay)
		}
		p.buf = append(p.buf, '>')
	case *ir.ComplexType:
		p.buf = append(p.buf, "complex<"...)
		p.PrintType(t.Elem)
		p.buf = append(p.buf, '>')
	case *ir.TupleType:
		p.buf = append(p.buf, "tuple<"...)
		p.printTypeList(t.Types)
		p.buf = append(p.buf, '>')
	case *ir.NoneType:
		p.buf = append(p.buf, "none"...)
	default:
		p.buf = append(p.buf, "<<UNKNOWN TYPE>>"...)
	}
}

// printLocation prints `loc(...)` (the bare pretty form with PrettyDebugInfo); the location
// itself may print as its alias only when allowAlias, its parts always may.
func (p *printer) printLocation(loc ir.Location, allowAlias bool) {
	if p.opts.PrettyDebugInfo {
		p.printLocInternal(loc, true, true)
		return
	}
	p.buf = append(p.buf, "loc("...)
	if a := p.aliasOf(loc); allowAlias && a != nil {
		p.buf = append(p.buf, a.name...)
	} else {
		p.printLocInternal(loc, false, true)
	}
	p.buf = append(p.buf, ')')
}

func (p *printer) printLocInternal(loc ir.Location, pretty, top bool) {
	if !top {
		if a := p.aliasOf(loc); a != nil {
			p.buf = append(p.buf, a.name...)
			return
		}
	}
	switch l := loc.(type) {
	case *ir.UnknownLoc:
		if pretty {
			p.buf = append(p.buf, "[unknown]"...)
		} else {
			p.buf = append(p.buf, "unknown"...)
		}
	case *ir.FileLineColLoc:
		if pretty {
			p.buf = append(p.buf, l.File...)
		} else {
			p.buf = appendQuoted(p.buf, l.File)
		}
		p.buf = append(p.buf, ':')
		p.buf = strconv.AppendInt(p.buf, int64(l.Line), 10)
		p.buf = append(p.buf, ':')
		p.buf = strconv.AppendInt(p.buf, int64(l.Col), 10)
		if l.EndLine == 0 && l.EndCol == 0 {
			return
		}
		endLine := l.EndLine
		if endLine == 0 {
			endLine = l.Line
		}
		switch {
		case endLine == l.Line && l.EndCol == l.Col:
		case endLine == l.Line:
			p.buf = append(p.buf, " to :"...)
			p.buf = strconv.AppendInt(p.buf, int64(l.EndCol), 10)
		default:
			p.buf = append(p.buf, " to "...)
			p.buf = strconv.AppendInt(p.buf, int64(endLine), 10)
			p.buf = append(p.buf, ':')
			p.buf = strconv.AppendInt(p.buf, int64(l.EndCol), 10)
		}
	case *ir.NameLoc:
		p.buf = appendQuoted(p.buf, l.Name)
		if l.Child != nil {
			if _, unknown := l.Child.(*ir.UnknownLoc); !unknown {
				p.buf = append(p.buf, '(')
				p.printLocInternal(l.Child, pretty, false)
				p.buf = append(p.buf, ')')
			}
		}
	case *ir.CallSiteLoc:
		if !pretty {
			p.buf = append(p.buf, "callsite("...)
		}
		p.printLocInternal(l.Callee, pretty, false)
		if pretty {
			_, calleeName := l.Callee.(*ir.NameLoc)
			_, callerFile := l.Caller.(*ir.FileLineColLoc)
			if !calleeName || !callerFile {
				p.buf = append(p.buf, '\n')
			}
		}
		p.buf = append(p.buf, " at "...)
		p.printLocInternal(l.Caller, pretty, false)
		if !pretty {
			p.buf = append(p.buf, ')')
		}
	case *ir.FusedLoc:
		if !pretty {
			p.buf = append(p.buf, "fused"...)
		}
		if l.Metadata != nil {
			p.buf = append(p.buf, '<')
			p.PrintAttribute(l.Metadata)
			p.buf = append(p.buf, '>')
		}
		p.buf = append(p.buf, '[')
		for i, c := range l.Locs {
			if i > 0 {
				p.buf = append(p.buf, ", "...)
			}
			p.printLocInternal(c, pretty, false)
		}
		p.buf = append(p.buf, ']')
	default:
		p.PrintAttribute(loc)
	}
}

// appendQuoted appends s in double quotes with LLVM's escaping: backslash doubled, printable
// ASCII kept, everything else (and '"') as `\XX` in uppercase hex.
func appendQuoted(dst []byte, s string) []byte {
	const digits = "0123456789ABCDEF"
	dst = append(dst, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			dst = append(dst, '\\', '\\')
		case c >= 0x20 && c <= 0x7E && c != '"':
			dst = append(dst, c)
		default:
			dst = append(dst, '\\', digits[c>>4], digits[c&0xF])
		}
	}
	return append(dst, '"')
}

// isBareIdent reports whether s is an identifier that prints unquoted: a letter or '_', then
// letters, digits, '_', '$' or '.'.
func isBareIdent(s string) bool {
	if s == "" || !(s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z' || s[0] == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !isAlnumByte(c) && c != '_' && c != '$' && c != '.' {
			return false
		}
	}
	return true
}

func appendKeywordOrString(dst []byte, s string) []byte {
	if isBareIdent(s) {
		return append(dst, s...)
	}
	return appendQuoted(dst, s)
}

func appendSymbolRef(dst []byte, s string) []byte {
	if s == "" {
		return append(dst, "@<<INVALID EMPTY SYMBOL>>"...)
	}
	return appendKeywordOrString(append(dst, '@'), s)
}

// printWideDenseElements prints dense integers wider than 64 bits, f80 or f128: as decimal
// values (floats as MLIR prints them), or as a hex string of their little-endian two's
// complement bytes for more than 100 elements.
func (p *printer) printWideDenseElements(a *ir.DenseElementsAttr, n int64) {
	if a.Splat || n <= hexElementLimit {
		elem := func(i int) { p.buf = a.Wide[i].Append(p.buf, 10) }
		if ft, ok := a.Type.ElementType().(*ir.FloatType); ok {
			elem = func(i int) { p.buf, _ = appendWideFloat(p.buf, ft.Kind, a.Wide[i], &p.floatScratch) }
		}
		p.printNested(a.Splat, a.Type.Shape(), elem)
		return
	}
	const digits = "0123456789ABCDEF"
	width := ir.IntOrFloatBitWidth(a.Type.ElementType())
	nbytes := (width + 7) / 8
	mod := new(big.Int).Lsh(big.NewInt(1), uint(nbytes*8))
	p.buf = append(p.buf, "\"0x"...)
	for _, v := range a.Wide {
		u := new(big.Int).Mod(v, mod).Bytes()
		for j := 0; j < nbytes; j++ {
			var b byte
			if j < len(u) {
				b = u[len(u)-1-j]
			}
			p.buf = append(p.buf, digits[b>>4], digits[b&0xF])
		}
	}
	p.buf = append(p.buf, '"')
}
