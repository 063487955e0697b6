package tt

import (
	"github.com/ttgo/ttgo/ir"
)

// tt.make_tensor_ptr and tt.make_tensor_descriptor have several variadic operand groups of the
// same size (MLIR's SameVariadicOperandSize) and no operandSegmentSizes, so their assembly is
// written by hand here: the groups are split evenly.

// variadicGroups splits the operands after the first `fixed` ones into n groups of equal size.
func variadicGroups(op *ir.Operation, fixed, n int) [][]*ir.Value {
	rest := op.Operands()[fixed:]
	size := len(rest) / n
	groups := make([][]*ir.Value, n)
	for i := range groups {
		groups[i] = rest[i*size : (i+1)*size]
	}
	return groups
}

// verifySameVariadicSize checks that the operands after the first `fixed` ones split evenly
// into n groups.
func verifySameVariadicSize(fixed, n int) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		if (op.NumOperands()-fixed)%n != 0 {
			return ir.OpError(op, "operand count (%d) does not match with the total size (%d) specified in attribute 'operandSegmentSizes'",
				op.NumOperands(), op.NumOperands())
		}
		return nil
	}
}

// printStripped prints t without its `!dialect.mnemonic` prefix when it can.
func printStripped(p ir.OpAsmPrinter, t ir.Type) {
	if st, ok := t.(ir.StrippedType); ok {
		st.PrintBody(p)
		return
	}
	p.PrintType(t)
}

// printBracketed prints ` [%a, %b]` groups separated by commas: `, [..], [..]`.
func printGroups(p ir.OpAsmPrinter, groups [][]*ir.Value) {
	for _, g := range groups {
		p.WriteString(", [")
		p.PrintOperands(g)
		p.WriteString("]")
	}
}

// elideDefaults returns the names of the op's inherent attributes that equal their defaults.
func elideDefaults(op *ir.Operation) []string {
	var names []string
	for _, s := range op.Def().Attrs {
		if s.Default != nil && op.Attr(s.Name) == s.Default(op.Context()) {
			names = append(names, s.Name)
		}
	}
	return names
}

// printMakeTensorPtr prints ` %base, [shape], [strides], [offsets] {attrs} : <tensor<...>>`.
func printMakeTensorPtr(p ir.OpAsmPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	printGroups(p, variadicGroups(op, 1, 3))
	p.PrintOptionalAttrDict(op.AllAttrs(), elideDefaults(op)...)
	p.WriteString(" : ")
	printStripped(p, op.Result(0).Type())
}

// printMakeTensorDesc prints ` %base, [shape], [strides] {attrs} : <T>, <tensor<...>>`.
func printMakeTensorDesc(p ir.OpAsmPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	printGroups(p, variadicGroups(op, 1, 2))
	p.PrintOptionalAttrDict(op.AllAttrs(), elideDefaults(op)...)
	p.WriteString(" : ")
	printStripped(p, op.Operand(0).Type())
	p.WriteString(", ")
	printStripped(p, op.Result(0).Type())
}

// parseGroups parses n groups `, [%a, ...]` after the base operand.
func parseGroups(p ir.OpAsmParser, n int) ([][]ir.UnresolvedOperand, error) {
	groups := make([][]ir.UnresolvedOperand, n)
	for i := range groups {
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		g, err := p.ParseOperandList(ir.DelimSquare)
		if err != nil {
			return nil, err
		}
		groups[i] = g
	}
	return groups, nil
}

// resolveGroups resolves base and the groups with the given types (one type per group) into st.
func resolveGroups(p ir.OpAsmParser, st *ir.OperationState, base ir.UnresolvedOperand, baseType ir.Type, groups [][]ir.UnresolvedOperand, types []ir.Type) error {
	v, err := p.ResolveOperand(base, baseType)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	for i, g := range groups {
		for _, u := range g {
			v, err := p.ResolveOperand(u, types[i])
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
		}
	}
	return nil
}

func parseAttrsAndColon(p ir.OpAsmParser, st *ir.OperationState) error {
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return p.ParsePunct(":")
}

func parseMakeTensorPtr(p ir.OpAsmParser, st *ir.OperationState) error {
	base, err := p.ParseOperand()
	if err != nil {
		return err
	}
	groups, err := parseGroups(p, 3)
	if err != nil {
		return err
	}
	if err := parseAttrsAndColon(p, st); err != nil {
		return err
	}
	loc := p.Pos()
	rt, err := parseTypeOrBody(p, ParsePointerBody)
	if err != nil {
		return err
	}
	baseType := tensorPtrBaseRule(rt)
	if baseType == nil {
		return p.ErrorfAt(loc, "expected a pointer to a tensor")
	}
	ctx := p.Context()
	st.Types = []ir.Type{rt}
	return resolveGroups(p, st, base, baseType, groups, []ir.Type{ctx.I64(), ctx.I64(), ctx.I32()})
}

func parseMakeTensorDesc(p ir.OpAsmParser, st *ir.OperationState) error {
	base, err := p.ParseOperand()
	if err != nil {
		return err
	}
	groups, err := parseGroups(p, 2)
	if err != nil {
		return err
	}
	if err := parseAttrsAndColon(p, st); err != nil {
		return err
	}
	baseType, err := parseTypeOrBody(p, ParsePointerBody)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	rt, err := parseTypeOrBody(p, ParseTensorDescBody)
	if err != nil {
		return err
	}
	ctx := p.Context()
	st.Types = []ir.Type{rt}
	return resolveGroups(p, st, base, baseType, groups, []ir.Type{ctx.I32(), ctx.I64()})
}

// parseHistogram reads `$src (`,` $mask^)? attr-dict `:` type($src) `->` type($result)`; the
// mask is i1 shaped like the source (Triton's getI1SameShape), which takes the context the
// declarative format's type rules do not have.
func parseHistogram(p ir.OpAsmParser, st *ir.OperationState) error {
	src, err := p.ParseOperand()
	if err != nil {
		return err
	}
	var mask *ir.UnresolvedOperand
	if p.ParseOptionalPunct(",") {
		m, err := p.ParseOperand()
		if err != nil {
			return err
		}
		mask = &m
	}
	if err := parseAttrsAndColon(p, st); err != nil {
		return err
	}
	srcType, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	resType, err := p.ParseType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(src, srcType)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	if mask != nil {
		m, err := p.ResolveOperand(*mask, I1SameShape(p.Context(), srcType))
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, m)
	}
	st.Types = []ir.Type{resType}
	return nil
}
