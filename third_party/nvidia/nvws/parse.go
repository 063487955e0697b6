package nvws

import (
	"fmt"

	"github.com/ttgo/ttgo/ir"
)

// parseArefCreate reads `%a, %b attr-dict : !nvws.aref<[A, B]>`: the buffers take the aref's
// base types (RangedTypesMatchWith in Triton's definition).
func parseArefCreate(p ir.OpAsmParser, st *ir.OperationState) error {
	operands, err := p.ParseOperandList(ir.DelimNone)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	aref, ok := t.(*ArefType)
	if !ok {
		return p.ErrorfAt(loc, "invalid kind of type specified: expected nvws.aref")
	}
	if len(aref.BaseTypes) != len(operands) {
		return p.ErrorfAt(loc, "%d operands present, but expected %d", len(operands), len(aref.BaseTypes))
	}
	vs, err := p.ResolveOperands(operands, aref.BaseTypes)
	if err != nil {
		return err
	}
	st.Operands, st.Types = vs, []ir.Type{aref}
	return nil
}

// printArefCreate writes `%a, %b attr-dict : !nvws.aref<[A, B]>` (Triton's format
// `$buffers attr-dict : type($result)`, whose buffer types the aref's give).
func printArefCreate(p ir.OpAsmPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op.AllAttrs())
	p.WriteString(" : ")
	p.PrintType(ir.View[ArefCreateOp](op).Result().Type())
}

// parseWarpGroup reads `attributes {...}` and the partitions, `partitionN num_warps(W) {...}`.
// The results are those the first partition yields.
func parseWarpGroup(p ir.OpAsmParser, st *ir.OperationState) error {
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	var numWarps []int32
	for p.ParseOptionalKeyword(partitionKeyword(len(numWarps))) {
		if err := p.ParseKeyword("num_warps"); err != nil {
			return err
		}
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		n, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		numWarps = append(numWarps, int32(n))
		if err := p.ParseRegion(st.AddRegion(), nil, false); err != nil {
			return err
		}
	}
	st.AddAttr("numWarps", p.Context().DenseI32ArrayAttr(numWarps))
	if len(st.Regions) > 0 && !st.Regions[0].Empty() {
		if y, ok := AsWarpGroupYield(st.Regions[0].Front().Last()); ok {
			st.Types = y.Operation.OperandTypes()
		}
	}
	return nil
}

// printWarpGroup writes the attributes and the partitions.
func printWarpGroup(p ir.OpAsmPrinter, op *ir.Operation) {
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), "numWarps")
	var numWarps []int64
	if a, ok := op.Attr("numWarps").(*ir.DenseArrayAttr); ok {
		numWarps = a.Int64s()
	}
	for i, r := range op.Regions() {
		p.PrintNewline()
		n := int64(0)
		if i < len(numWarps) {
			n = numWarps[i]
		}
		p.WriteString(fmt.Sprintf("%s num_warps(%d) ", partitionKeyword(i), n))
		p.PrintRegion(r, false, true, false)
	}
}
