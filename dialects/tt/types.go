package tt

import (
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// PointerType is `!tt.ptr<pointee>` or `!tt.ptr<pointee, addressSpace>`: a pointer to a scalar,
// or to a tensor (a block pointer). The address space prints only when it is not 1 (global).
type PointerType struct {
	ir.TypeBase
	Pointee      ir.Type
	AddressSpace int
	// ctx lets type rules of assembly formats build related types (masks, pointees of
	// tensors of pointers) from a pointer type alone.
	ctx *ir.Context
}

// Pointer returns !tt.ptr<pointee, addressSpace>.
func Pointer(ctx *ir.Context, pointee ir.Type, addressSpace int) *PointerType {
	return ir.Unique(ctx, ir.Key("tt.ptr").Ref(pointee).Int(int64(addressSpace)).String(), func(id uint64) *PointerType {
		return &PointerType{TypeBase: ir.NewTypeBase(id), Pointee: pointee, AddressSpace: addressSpace, ctx: ctx.Root()}
	})
}

// DialectName returns "tt".
func (t *PointerType) DialectName() string { return "tt" }

// Print writes `ptr<pointee[, as]>`.
func (t *PointerType) Print(p ir.AsmPrinter) {
	p.WriteString("ptr")
	t.PrintBody(p)
}

// PrintBody writes `<pointee[, as]>`.
func (t *PointerType) PrintBody(p ir.AsmPrinter) {
	p.WriteString("<")
	p.PrintType(t.Pointee)
	if t.AddressSpace != 1 {
		p.WriteString(", " + strconv.Itoa(t.AddressSpace))
	}
	p.WriteString(">")
}

// ParsePointerBody reads `<pointee[, as]>`.
func ParsePointerBody(p ir.AsmParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	pointee, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	as := int64(1)
	if p.ParseOptionalPunct(",") {
		if as, err = p.ParseInteger(); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Pointer(p.Context(), pointee, int(as)), nil
}

// TensorDescType is `!tt.tensordesc<tensor<...>>`, a descriptor of a tensor in global memory
// (a TMA descriptor on NVIDIA) whose loads and stores move blocks of BlockType.
type TensorDescType struct {
	ir.TypeBase
	BlockType *ir.RankedTensorType
}

// TensorDesc returns !tt.tensordesc<block>.
func TensorDesc(ctx *ir.Context, block *ir.RankedTensorType) *TensorDescType {
	return ir.Unique(ctx, ir.Key("tt.tensordesc").Ref(block).String(), func(id uint64) *TensorDescType {
		return &TensorDescType{TypeBase: ir.NewTypeBase(id), BlockType: block}
	})
}

// DialectName returns "tt".
func (t *TensorDescType) DialectName() string { return "tt" }

// Print writes `tensordesc<block>`.
func (t *TensorDescType) Print(p ir.AsmPrinter) {
	p.WriteString("tensordesc")
	t.PrintBody(p)
}

// PrintBody writes `<block>`.
func (t *TensorDescType) PrintBody(p ir.AsmPrinter) {
	p.WriteString("<")
	p.PrintType(t.BlockType)
	p.WriteString(">")
}

// ParseTensorDescBody reads `<tensor<...>>`.
func ParseTensorDescBody(p ir.AsmParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	loc := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	rt, ok := t.(*ir.RankedTensorType)
	if !ok {
		return nil, p.ErrorfAt(loc, "invalid kind of type specified: expected builtin.tensor")
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return TensorDesc(p.Context(), rt), nil
}

func parseType(p ir.AsmParser) (ir.Type, error) {
	loc := p.Pos()
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "ptr":
		return ParsePointerBody(p)
	case "tensordesc":
		return ParseTensorDescBody(p)
	}
	return nil, p.ErrorfAt(loc, "unknown type '%s' in dialect 'tt'", kw)
}

// PointeeType returns the pointee of a pointer, or a tensor of the pointees of a tensor of
// pointers (with the same shape and encoding); it returns nil for other types.
func PointeeType(ctx *ir.Context, t ir.Type) ir.Type {
	switch t := t.(type) {
	case *PointerType:
		return t.Pointee
	case *ir.RankedTensorType:
		if pt, ok := t.Elem.(*PointerType); ok {
			return ctx.RankedTensorType(t.Dims, pt.Pointee, t.Encoding)
		}
	}
	return nil
}

// I1SameShape returns i1, or a tensor of i1 with the shape and encoding of t when t is a tensor.
func I1SameShape(ctx *ir.Context, t ir.Type) ir.Type {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		return ctx.RankedTensorType(rt.Dims, ctx.I1(), rt.Encoding)
	}
	return ctx.I1()
}

// pointeeRule gives the pointee type of a pointer or tensor of pointers (tt.load's result from
// its pointer), or nil.
func pointeeRule(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *PointerType:
		return t.Pointee
	case *ir.RankedTensorType:
		if pt, ok := t.Elem.(*PointerType); ok {
			return pt.ctx.RankedTensorType(t.Dims, pt.Pointee, t.Encoding)
		}
	}
	return nil
}

// maskRule gives the mask type of a load or store through pointer t: i1 shaped like the
// pointee, or nil.
func maskRule(t ir.Type) ir.Type {
	var ctx *ir.Context
	switch t := t.(type) {
	case *PointerType:
		ctx = t.ctx
	case *ir.RankedTensorType:
		if pt, ok := t.Elem.(*PointerType); ok {
			ctx = pt.ctx
		}
	}
	pointee := pointeeRule(t)
	if ctx == nil || pointee == nil {
		return nil
	}
	return I1SameShape(ctx, pointee)
}

// I1SameShapeRule gives i1 shaped like t (a tensor of pointers or a pointer; other types
// carry no context to build it from, and give nil).
func I1SameShapeRule(t ir.Type) ir.Type {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		if pt, ok := rt.Elem.(*PointerType); ok {
			return I1SameShape(pt.ctx, rt)
		}
		return nil
	}
	if pt, ok := t.(*PointerType); ok {
		return pt.ctx.I1()
	}
	return nil
}

// PointeeRule is pointeeRule for other dialects' type rules (ttg.async_copy_global_to_local's
// other operand from its source pointers).
func PointeeRule(t ir.Type) ir.Type { return pointeeRule(t) }

// tensorPtrBaseRule gives the base pointer of tt.make_tensor_ptr from its result
// !tt.ptr<tensor<...xT>, AS>: !tt.ptr<T, AS>.
func tensorPtrBaseRule(t ir.Type) ir.Type {
	pt, ok := t.(*PointerType)
	if !ok {
		return nil
	}
	rt, ok := pt.Pointee.(*ir.RankedTensorType)
	if !ok {
		return nil
	}
	return Pointer(pt.ctx, rt.Elem, pt.AddressSpace)
}
