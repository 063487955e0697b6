package scf

import (
	"github.com/ttgo/ttgo/ir"
)

// ForDef is `scf.for`, a counted loop with loop-carried values; the induction variable is
// index unless a type follows the bounds.
//
// Example printed form:
//
//	%0 = scf.for %arg3 = %c0_i32 to %n step %c1_i32 iter_args(%arg4 = %x) -> (f32)  : i32 {
//	  scf.yield %y : f32
//	}
var ForDef = &ir.OpDef{
	Name:    "scf.for",
	Summary: "for operation",
	Traits:  ir.RecursiveMemoryEffects | ir.SingleBlock,
	Operands: []ir.ValueSpec{
		{Name: "lowerBound"}, {Name: "upperBound"}, {Name: "step"},
		{Name: "initArgs", Kind: ir.Variadic},
	},
	Results: []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	Attrs:   []ir.AttrSpec{{Name: "unsignedCmp", UnitFlag: true}},
	Regions: []ir.ValueSpec{{Name: "region"}},
	Parse:   parseFor,
	Print:   printFor,
	Verify:  verifyFor,

	CanonicalizationPatterns: forPatterns,

	RegionBranch:    forRegionBranch,
	LoopLike:        forLoopLike,
	Speculatability: forSpeculatability,
}

func parseFor(p ir.OpAsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if p.ParseOptionalKeyword("unsigned") {
		st.AddAttr("unsignedCmp", ctx.UnitAttr())
	}
	iv, err := p.ParseArgument(false, false)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	lb, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	ub, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("step"); err != nil {
		return err
	}
	step, err := p.ParseOperand()
	if err != nil {
		return err
	}
	args := []ir.Argument{iv}
	var inits []ir.UnresolvedOperand
	if p.ParseOptionalKeyword("iter_args") {
		as, us, err := parseAssignmentList(p)
		if err != nil {
			return err
		}
		args, inits = append(args, as...), us
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		ts, err := parseTypeListParens(p)
		if err != nil {
			return err
		}
		st.Types = append(st.Types, ts...)
	}
	if len(args) != len(st.Types)+1 {
		return p.Errorf("mismatch in number of loop-carried values and defined values")
	}
	var ivType ir.Type = ctx.IndexType()
	if p.ParseOptionalPunct(":") {
		if ivType, err = p.ParseType(); err != nil {
			return err
		}
	}
	args[0].Type = ivType
	for i := range inits {
		args[i+1].Type = st.Types[i]
	}
	body := st.AddRegion()
	if err := p.ParseRegion(body, args, false); err != nil {
		return err
	}
	ensureTerminator(ctx, body, st.Loc)
	bounds, err := p.ResolveOperands([]ir.UnresolvedOperand{lb, ub, step}, []ir.Type{ivType, ivType, ivType})
	if err != nil {
		return err
	}
	vs, err := p.ResolveOperands(inits, st.Types)
	if err != nil {
		return err
	}
	st.Operands = append(append(st.Operands, bounds...), vs...)
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

// parseTypeListParens parses `(t1, t2)` or a single type.
func parseTypeListParens(p ir.OpAsmParser) ([]ir.Type, error) {
	var ts []ir.Type
	if !p.PeekPunct("(") {
		t, err := p.ParseType()
		return []ir.Type{t}, err
	}
	err := p.ParseCommaSeparatedList(ir.DelimParen, func() error {
		t, err := p.ParseType()
		ts = append(ts, t)
		return err
	})
	return ts, err
}

func printFor(p ir.OpAsmPrinter, op *ir.Operation) {
	if op.Attr("unsignedCmp") != nil {
		p.WriteString(" unsigned")
	}
	body := op.Region(0).Front()
	iv := body.Argument(0)
	p.WriteString(" ")
	p.PrintOperand(iv)
	p.WriteString(" = ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" to ")
	p.PrintOperand(op.Operand(1))
	p.WriteString(" step ")
	p.PrintOperand(op.Operand(2))
	inits := op.Operands()[3:]
	printInitializationList(p, body.Arguments()[1:], inits, " iter_args")
	if len(inits) > 0 {
		p.WriteString(" -> (")
		printTypeList(p, op.OperandTypes()[3:])
		p.WriteString(")")
	}
	p.WriteString(" ")
	if _, ok := iv.Type().(*ir.IndexType); !ok {
		p.WriteString(" : ")
		p.PrintType(iv.Type())
		p.WriteString(" ")
	}
	p.PrintRegion(op.Region(0), false, len(inits) > 0, false)
	p.PrintOptionalAttrDict(op.AllAttrs(), "unsignedCmp")
}

func verifyFor(op *ir.Operation) error {
	inits := op.Operands()[3:]
	if len(inits) != op.NumResults() {
		return ir.OpError(op, "mismatch in number of loop-carried values and defined values")
	}
	r := op.Region(0)
	if r.Empty() {
		return nil
	}
	body := r.Front()
	if body.NumArguments() == 0 || body.Argument(0).Type() != op.Operand(0).Type() {
		return ir.OpError(op, "expected induction variable to be same type as bounds and step")
	}
	iterArgs := body.Arguments()[1:]
	if len(inits) != len(iterArgs) {
		return ir.OpError(op, "different number of inits and region iter_args: %d != %d", len(inits), len(iterArgs))
	}
	y := body.Last()
	var yielded []*ir.Value
	if y != nil && y.Name() == YieldDef.Name {
		yielded = y.Operands()
	}
	if len(yielded) > 0 && len(yielded) != len(iterArgs) {
		return ir.OpError(op, "different number of region iter_args and yielded values: %d != %d", len(iterArgs), len(yielded))
	}
	for i, a := range iterArgs {
		if inits[i].Type() != a.Type() {
			return ir.OpError(op, "%d-th init and %d-th region iter_arg have different type: %s != %s",
				i, i, quoteType(inits[i].Type()), quoteType(a.Type()))
		}
		if len(yielded) > 0 && a.Type() != yielded[i].Type() {
			return ir.OpError(op, "%d-th region iter_arg and %d-th yielded value have different type: %s != %s",
				i, i, quoteType(a.Type()), quoteType(yielded[i].Type()))
		}
		if a.Type() != op.Result(i).Type() {
			return ir.OpError(op, "%d-th region iter_arg and %d-th loop result have different type: %s != %s",
				i, i, quoteType(a.Type()), quoteType(op.Result(i).Type()))
		}
	}
	if y != nil && y.Name() == YieldDef.Name {
		return checkEdge(op, y, "Region #0", yielded, argTypes(body)[1:])
	}
	return nil
}

// IfDef is `scf.if`, a conditional with a then region and an optional else region.
//
// Example printed form:
//
//	%0 = scf.if %cond -> (i32) {
//	  scf.yield %a : i32
//	} else {
//	  scf.yield %b : i32
//	}
var IfDef = &ir.OpDef{
	Name:     "scf.if",
	Summary:  "if-then-else operation",
	Traits:   ir.RecursiveMemoryEffects | ir.SingleBlock,
	Operands: []ir.ValueSpec{{Name: "condition"}},
	Results:  []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	Regions:  []ir.ValueSpec{{Name: "thenRegion"}, {Name: "elseRegion"}},
	Parse:    parseIf,
	Print:    printIf,
	Verify:   verifyIf,
	Fold:     foldIf,

	CanonicalizationPatterns: ifPatterns,

	RegionBranch:    ifRegionBranch,
	Speculatability: recursivelySpeculatable,
}

func parseIf(p ir.OpAsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	then, els := st.AddRegion(), st.AddRegion()
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	c, err := p.ResolveOperand(u, ctx.I1())
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, c)
	ts, err := p.ParseOptionalArrowTypeList()
	if err != nil {
		return err
	}
	st.Types = append(st.Types, ts...)
	if err := p.ParseRegion(then, nil, false); err != nil {
		return err
	}
	ensureTerminator(ctx, then, st.Loc)
	if p.ParseOptionalKeyword("else") {
		if err := p.ParseRegion(els, nil, false); err != nil {
			return err
		}
		ensureTerminator(ctx, els, st.Loc)
	}
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

func printIf(p ir.OpAsmPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	terms := op.NumResults() > 0
	if terms {
		p.WriteString(" -> (")
		printTypeList(p, op.ResultTypes())
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, terms, false)
	if els := op.Region(1); !els.Empty() {
		p.WriteString(" else ")
		p.PrintRegion(els, false, terms, false)
	}
	p.PrintOptionalAttrDict(op.AllAttrs())
}

func verifyIf(op *ir.Operation) error {
	if t := op.Operand(0).Type(); !isI1(t) {
		return ir.OpError(op, "operand #0 must be 1-bit signless integer, but got %s", quoteType(t))
	}
	if op.NumResults() > 0 && op.Region(1).Empty() {
		return ir.OpError(op, "must have an else block if defining values")
	}
	for _, r := range op.Regions() {
		if r.Empty() {
			continue
		}
		if r.Front().NumArguments() > 0 {
			return ir.OpError(op, "region #%d should have no arguments", regionIndex(op, r))
		}
		if y := r.Front().Last(); y != nil && y.Name() == YieldDef.Name {
			if err := checkEdge(op, y, "parent", y.Operands(), op.ResultTypes()); err != nil {
				return err
			}
		}
	}
	return nil
}

func isI1(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 1 && it.Signedness == ir.Signless
}

func regionIndex(op *ir.Operation, r *ir.Region) int {
	for i, x := range op.Regions() {
		if x == r {
			return i
		}
	}
	return -1
}

// WhileDef is `scf.while`, a loop whose before region computes the condition and the values
// passed to the after region, which yields the next iteration's values.
//
// Example printed form:
//
//	%0 = scf.while (%arg1 = %a) : (i32) -> i32 {
//	  scf.condition(%c) %arg1 : i32
//	} do {
//	^bb0(%arg1: i32):
//	  scf.yield %arg1 : i32
//	}
var WhileDef = &ir.OpDef{
	Name:     "scf.while",
	Summary:  "a generic 'while' loop",
	Traits:   ir.RecursiveMemoryEffects | ir.SingleBlock,
	Operands: []ir.ValueSpec{{Name: "inits", Kind: ir.Variadic}},
	Results:  []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	Regions:  []ir.ValueSpec{{Name: "before"}, {Name: "after"}},
	Parse:    parseWhile,
	Print:    printWhile,
	Verify:   verifyWhile,

	CanonicalizationPatterns: whilePatterns,

	RegionBranch: whileRegionBranch,
	LoopLike:     whileLoopLike,
}

func parseWhile(p ir.OpAsmParser, st *ir.OperationState) error {
	before, after := st.AddRegion(), st.AddRegion()
	var args []ir.Argument
	var inits []ir.UnresolvedOperand
	if p.PeekPunct("(") {
		var err error
		if args, inits, err = parseAssignmentList(p); err != nil {
			return err
		}
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return p.ErrorfAt(pos, "invalid kind of type specified: expected builtin.function")
	}
	st.Types = append(st.Types, ft.Results...)
	if len(ft.Inputs) != len(inits) {
		return p.ErrorfAt(pos, "expected as many input types as operands (expected %d got %d)", len(inits), len(ft.Inputs))
	}
	vs, err := p.ResolveOperands(inits, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	for i := range args {
		args[i].Type = ft.Inputs[i]
	}
	if err := p.ParseRegion(before, args, false); err != nil {
		return err
	}
	if err := p.ParseKeyword("do"); err != nil {
		return err
	}
	if err := p.ParseRegion(after, nil, false); err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

func printWhile(p ir.OpAsmPrinter, op *ir.Operation) {
	var args []*ir.Value
	if b := op.Region(0).Front(); b != nil {
		args = b.Arguments()
	}
	printInitializationList(p, args, op.Operands(), " ")
	p.WriteString(" : ")
	p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true, false)
	p.WriteString(" do ")
	p.PrintRegion(op.Region(1), true, true, false)
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs())
}

func verifyWhile(op *ir.Operation) error {
	before, after := op.Region(0), op.Region(1)
	if before.Empty() || after.Empty() {
		return nil
	}
	cond := before.Blocks()[len(before.Blocks())-1].Last()
	if cond == nil || cond.Name() != ConditionDef.Name {
		d := ir.OpError(op, "expects the 'before' region to terminate with 'scf.condition'")
		if cond != nil {
			d.Note(cond.Loc(), "terminator here")
		}
		return d
	}
	y := after.Blocks()[len(after.Blocks())-1].Last()
	if y == nil || y.Name() != YieldDef.Name {
		d := ir.OpError(op, "expects the 'after' region to terminate with 'scf.yield'")
		if y != nil {
			d.Note(y.Loc(), "terminator here")
		}
		return d
	}
	if err := checkEdge(op, cond, "Region #1", cond.Operands()[1:], argTypes(after.Front())); err != nil {
		return err
	}
	if err := checkEdge(op, cond, "parent", cond.Operands()[1:], op.ResultTypes()); err != nil {
		return err
	}
	return checkEdge(op, y, "Region #0", y.Operands(), argTypes(before.Front()))
}
