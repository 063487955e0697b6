package ttg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// MemDescType is `!ttg.memdesc<SHAPExELT, encoding, memorySpace[, mutable][, ALLOC]>`: a
// descriptor of a buffer in shared or tensor memory. AllocShape is the shape of the whole
// allocation the view belongs to; it prints only when it differs from Dims.
type MemDescType struct {
	ir.TypeBase
	Dims        []int64
	Elem        ir.Type
	Encoding    ir.Attribute
	MemorySpace ir.Attribute
	Mutable     bool
	AllocShape  []int64
}

// MemDesc returns the memdesc type; a nil allocShape means the shape itself.
func MemDesc(ctx *ir.Context, shape []int64, elem ir.Type, encoding, memorySpace ir.Attribute, mutable bool, allocShape []int64) *MemDescType {
	if allocShape == nil {
		allocShape = shape
	}
	k := ir.Key("ttg.memdesc").Ints(shape).Ref(elem).Ref(encoding).Ref(memorySpace).Ints(allocShape)
	if mutable {
		k.Int(1)
	}
	return ir.Unique(ctx, k.String(), func(id uint64) *MemDescType {
		return &MemDescType{TypeBase: ir.NewTypeBase(id), Dims: slices.Clone(shape), Elem: elem, Encoding: encoding,
			MemorySpace: memorySpace, Mutable: mutable, AllocShape: slices.Clone(allocShape)}
	})
}

// DialectName returns "ttg".
func (t *MemDescType) DialectName() string { return "ttg" }

// ElementType returns the element type.
func (t *MemDescType) ElementType() ir.Type { return t.Elem }

// Rank returns the number of dimensions.
func (t *MemDescType) Rank() int { return len(t.Dims) }

// Shape returns the dimensions (MemDescType is an ir.ShapedType).
func (t *MemDescType) Shape() []int64 { return t.Dims }

// HasRank returns true.
func (t *MemDescType) HasRank() bool { return true }

// Print writes `memdesc<...>`.
func (t *MemDescType) Print(p ir.AsmPrinter) {
	p.WriteString("memdesc")
	t.PrintBody(p)
}

// PrintBody writes `<SHAPExELT, encoding, memorySpace[, mutable][, ALLOC]>`.
func (t *MemDescType) PrintBody(p ir.AsmPrinter) {
	p.WriteString("<")
	for _, d := range t.Dims {
		p.WriteString(strconv.FormatInt(d, 10) + "x")
	}
	p.PrintType(t.Elem)
	if t.Encoding != nil {
		p.WriteString(", ")
		p.PrintAttribute(t.Encoding)
	}
	if t.MemorySpace != nil {
		p.WriteString(", ")
		p.PrintAttribute(t.MemorySpace)
	}
	if t.Mutable {
		p.WriteString(", mutable")
	}
	if !slices.Equal(t.AllocShape, t.Dims) {
		s := make([]string, len(t.AllocShape))
		for i, d := range t.AllocShape {
			s[i] = strconv.FormatInt(d, 10)
		}
		p.WriteString(", " + strings.Join(s, "x"))
	}
	p.WriteString(">")
}

// parseDims reads a dimension list without trailing `x` (`2x64x64`): an integer followed by
// bare identifiers `x64x64` as the lexer splits them.
func parseDims(p ir.AsmParser) ([]int64, error) {
	d, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	dims := []int64{d}
	for {
		kw := p.PeekKeyword()
		if kw == "" || kw[0] != 'x' {
			return dims, nil
		}
		loc := p.Pos()
		if _, err := p.ParseKeywordIdent(); err != nil {
			return nil, err
		}
		parts := strings.Split(kw[1:], "x")
		for _, s := range parts {
			n, err := strconv.ParseInt(s, 10, 64)
			if err != nil || n < 0 {
				return nil, p.ErrorfAt(loc, "expected a dimension list")
			}
			dims = append(dims, n)
		}
	}
}

// ParseMemDescBody reads `<...>` of a memdesc type.
func ParseMemDescBody(p ir.AsmParser) (ir.Type, error) {
	loc := p.Pos()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	shape, err := p.ParseDimensionList(false)
	if err != nil {
		return nil, err
	}
	elem, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	enc, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	space, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	mutable := false
	var alloc []int64
	if p.ParseOptionalPunct(",") {
		if p.ParseOptionalKeyword("mutable") {
			mutable = true
			if p.ParseOptionalPunct(",") {
				if alloc, err = parseDims(p); err != nil {
					return nil, err
				}
			}
		} else if alloc, err = parseDims(p); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if alloc == nil {
		alloc = shape
	}
	if err := verifyMemDesc(shape, alloc); err != "" {
		return nil, p.ErrorfAt(loc, "%s", err)
	}
	if padded, ok := enc.(*PaddedSharedEncoding); ok {
		if err := verifyMemDescPadded(padded, shape, alloc); err != "" {
			return nil, p.ErrorfAt(loc, "%s", err)
		}
	}
	return MemDesc(p.Context(), shape, elem, enc, space, mutable, alloc), nil
}

// verifyMemDesc checks the shapes of a memdesc as MemDescType::verify does; it returns the
// message of the first failure, or "".
func verifyMemDesc(shape, alloc []int64) string {
	if len(shape) == 0 {
		return "rank 0 memdesc is not allowed"
	}
	for _, d := range shape[1:] {
		if d <= 0 || d&(d-1) != 0 {
			return fmt.Sprintf("shape must have power-of-2 and non-zero dimensions; got %s", joinInts(shape))
		}
	}
	if len(alloc) < len(shape) {
		return "alloc shape must have at least as many dimensions as shape"
	}
	tail := alloc[len(alloc)-len(shape):]
	for i := range shape {
		if shape[i] > tail[i] {
			return fmt.Sprintf("shape must be less than or equal to allocShape. shape = %s, allocShape = %s", joinInts(shape), joinInts(alloc))
		}
	}
	return ""
}

// AsyncTokenType is `!ttg.async.token`, the token of asynchronous copies and commit groups.
type AsyncTokenType struct{ ir.TypeBase }

// AsyncToken returns !ttg.async.token.
func AsyncToken(ctx *ir.Context) *AsyncTokenType {
	return ir.Unique(ctx, "ttg.async.token", func(id uint64) *AsyncTokenType { return &AsyncTokenType{ir.NewTypeBase(id)} })
}

// DialectName returns "ttg".
func (t *AsyncTokenType) DialectName() string { return "ttg" }

// Print writes `async.token`.
func (t *AsyncTokenType) Print(p ir.AsmPrinter) { p.WriteString("async.token") }

func parseType(p ir.AsmParser) (ir.Type, error) {
	loc := p.Pos()
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "memdesc":
		return ParseMemDescBody(p)
	case "async.token":
		return AsyncToken(p.Context()), nil
	}
	return nil, p.ErrorfAt(loc, "unknown type '%s' in dialect 'ttg'", kw)
}
