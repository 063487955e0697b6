// Package scf defines MLIR's structured control flow dialect: scf.for, scf.if, scf.while
// with scf.condition, scf.execute_region, scf.index_switch and their scf.yield terminator,
// scf.forall with scf.forall.in_parallel, and scf.parallel with scf.reduce and
// scf.reduce.return.
package scf

import (
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// YieldDef is `scf.yield`, the terminator of scf regions; with no operands it is implicit
// and not printed where the enclosing op elides terminators.
//
// Example printed form:
//
//	scf.yield %0, %1 : i32, f32
var YieldDef = &ir.OpDef{
	Name:     "scf.yield",
	Summary:  "loop yield and termination operation",
	Traits:   ir.Pure | ir.Terminator | ir.ReturnLike | ir.HasParentCheck,
	Parents:  []string{"scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"},
	Operands: []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	Format:   "attr-dict ($results^ `:` type($results))?",
}

// ConditionDef is `scf.condition`, the terminator of scf.while's before region.
//
// Example printed form:
//
//	scf.condition(%cond) %arg3 : i32
var ConditionDef = &ir.OpDef{
	Name:     "scf.condition",
	Summary:  "loop continuation condition",
	Traits:   ir.Pure | ir.Terminator | ir.HasParentCheck,
	Parents:  []string{"scf.while"},
	Operands: []ir.ValueSpec{{Name: "condition"}, {Name: "args", Kind: ir.Variadic}},
	Format:   "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
	TypeRules: []ir.TypeRule{{To: "condition", Build: func(ctx *ir.Context) ir.Type {
		return ctx.I1()
	}}},
	RegionBranchTerminator: conditionTerminator,
}

// ensureTerminator appends an empty scf.yield to the single block of r when it lacks a
// terminator, creating the block if r is empty, as MLIR's SingleBlockImplicitTerminator.
func ensureTerminator(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	if r.Empty() {
		r.Append(ir.NewBlock(nil, nil))
	}
	b := r.Front()
	if last := b.Last(); last != nil && last.HasTrait(ir.Terminator) {
		return
	}
	b.Append(ctx.Create(&ir.OperationState{Name: YieldDef.Name, Loc: loc}))
}

// terminatorElided reports whether a region's terminator may be left out of the printed form:
// an operand-less, attribute-less scf.yield.
func terminatorElided(r *ir.Region) bool {
	if r.Empty() {
		return true
	}
	t := r.Front().Last()
	return t == nil || (t.Name() == YieldDef.Name && t.NumOperands() == 0 && len(t.AllAttrs()) == 0)
}

// parseAssignmentList parses `(%a = %x, %b = %y)`.
func parseAssignmentList(p ir.OpAsmParser) ([]ir.Argument, []ir.UnresolvedOperand, error) {
	var args []ir.Argument
	var ops []ir.UnresolvedOperand
	err := p.ParseCommaSeparatedList(ir.DelimParen, func() error {
		a, err := p.ParseArgument(false, false)
		if err != nil {
			return err
		}
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		args = append(args, a)
		ops = append(ops, u)
		return nil
	})
	return args, ops, err
}

// printInitializationList prints `prefix(%a = %x, ...)`, nothing when there is no value.
func printInitializationList(p ir.OpAsmPrinter, args, inits []*ir.Value, prefix string) {
	if len(inits) == 0 {
		return
	}
	p.WriteString(prefix + "(")
	for i := range inits {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(args[i])
		p.WriteString(" = ")
		p.PrintOperand(inits[i])
	}
	p.WriteString(")")
}

func printTypeList(p ir.OpAsmPrinter, ts []ir.Type) {
	for i, t := range ts {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

// checkEdge verifies that the values a terminator passes along a region-branch edge match
// the inputs of the successor, with MLIR's RegionBranchOpInterface messages.
func checkEdge(op, term *ir.Operation, target string, vals []*ir.Value, inputs []ir.Type) error {
	from := "Operation " + term.Name()
	if len(vals) != len(inputs) {
		return ir.OpError(op, "along control flow edge from %s to %s: region branch point has %d operands, but region successor needs %d inputs",
			from, target, len(vals), len(inputs)).Note(term.Loc(), "region branch point")
	}
	for i, v := range vals {
		if v.Type() != inputs[i] {
			return ir.OpError(op, "along control flow edge from %s to %s: successor operand type #%d %s should match successor input type #%d %s",
				from, target, i, quoteType(v.Type()), i, quoteType(inputs[i])).Note(term.Loc(), "region branch point")
		}
	}
	return nil
}

func argTypes(b *ir.Block) []ir.Type {
	ts := make([]ir.Type, b.NumArguments())
	for i, a := range b.Arguments() {
		ts[i] = a.Type()
	}
	return ts
}

// ExecuteRegionDef is `scf.execute_region`, a region executed once, with results.
//
// Example printed form:
//
//	%0 = scf.execute_region -> i32 no_inline {
//	  scf.yield %arg0 : i32
//	}
var ExecuteRegionDef = &ir.OpDef{
	Name:    "scf.execute_region",
	Summary: "operation that executes its region exactly once",
	Traits:  ir.RecursiveMemoryEffects,
	Results: []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	Attrs:   []ir.AttrSpec{{Name: "no_inline", UnitFlag: true}},
	Regions: []ir.ValueSpec{{Name: "region"}},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		ts, err := p.ParseOptionalArrowTypeList()
		if err != nil {
			return err
		}
		st.Types = append(st.Types, ts...)
		if p.ParseOptionalKeyword("no_inline") {
			st.AddAttr("no_inline", p.Context().UnitAttr())
		}
		if err := p.ParseRegion(st.AddRegion(), nil, false); err != nil {
			return err
		}
		attrs, err := p.ParseOptionalAttrDict()
		st.Attrs = append(st.Attrs, attrs...)
		return err
	},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.PrintArrowTypeList(op.ResultTypes())
		p.WriteString(" ")
		if op.Attr("no_inline") != nil {
			p.WriteString("no_inline ")
		}
		p.PrintRegion(op.Region(0), false, true, false)
		p.PrintOptionalAttrDict(op.AllAttrs(), "no_inline")
	},
	CanonicalizationPatterns: executeRegionPatterns,
	RegionBranch:             executeRegionBranch,
	Verify: func(op *ir.Operation) error {
		r := op.Region(0)
		if r.Empty() {
			return ir.OpError(op, "region needs to have at least one block")
		}
		if r.Front().NumArguments() > 0 {
			return ir.OpError(op, "region cannot have any arguments")
		}
		for _, b := range r.Blocks() {
			if t := b.Last(); t != nil && t.Name() == YieldDef.Name {
				if err := checkEdge(op, t, "parent", t.Operands(), op.ResultTypes()); err != nil {
					return err
				}
			}
		}
		return nil
	},
}

// IndexSwitchDef is `scf.index_switch`, a switch over an index value with one region per case
// and a default region.
//
// Example printed form:
//
//	%0 = scf.index_switch %arg0 -> i32
//	case 2 {
//	  scf.yield %a : i32
//	}
//	default {
//	  scf.yield %b : i32
//	}
var IndexSwitchDef = &ir.OpDef{
	Name:                     "scf.index_switch",
	Summary:                  "switch-case operation on an index argument",
	Traits:                   ir.RecursiveMemoryEffects | ir.SingleBlock,
	Operands:                 []ir.ValueSpec{{Name: "arg"}},
	Results:                  []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	Attrs:                    []ir.AttrSpec{{Name: "cases"}},
	Regions:                  []ir.ValueSpec{{Name: "defaultRegion"}, {Name: "caseRegions", Kind: ir.Variadic}},
	Parse:                    parseIndexSwitch,
	Print:                    printIndexSwitch,
	Verify:                   verifyIndexSwitch,
	CanonicalizationPatterns: indexSwitchPatterns,
	RegionBranch:             indexSwitchRegionBranch,
}

func parseIndexSwitch(p ir.OpAsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(u, ctx.IndexType())
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if p.ParseOptionalPunct("->") {
		for {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			st.Types = append(st.Types, t)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
	}
	var values []int64
	var cases []*ir.Region
	for p.ParseOptionalKeyword("case") {
		n, err := p.ParseInteger()
		if err != nil {
			return err
		}
		r := ir.NewRegion()
		if err := p.ParseRegion(r, nil, false); err != nil {
			return err
		}
		values = append(values, n)
		cases = append(cases, r)
	}
	st.AddAttr("cases", ctx.DenseI64ArrayAttr(values))
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	def := st.AddRegion()
	if err := p.ParseRegion(def, nil, false); err != nil {
		return err
	}
	ensureTerminator(ctx, def, st.Loc)
	st.Regions = append(st.Regions, cases...)
	return nil
}

func printIndexSwitch(p ir.OpAsmPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.PrintOptionalAttrDict(op.AllAttrs(), "cases")
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		printTypeList(p, op.ResultTypes())
	}
	p.WriteString(" ")
	var values []int64
	if a, ok := op.Attr("cases").(*ir.DenseArrayAttr); ok {
		values = a.Int64s()
	}
	for i, r := range op.Regions()[1:] {
		p.PrintNewline()
		p.WriteString("case ")
		if i < len(values) {
			p.WriteString(strconv.FormatInt(values[i], 10))
		}
		p.WriteString(" ")
		p.PrintRegion(r, false, true, false)
	}
	p.PrintNewline()
	p.WriteString("default ")
	def := op.Region(0)
	p.PrintRegion(def, true, !terminatorElided(def), false)
}

func verifyIndexSwitch(op *ir.Operation) error {
	a, ok := op.Attr("cases").(*ir.DenseArrayAttr)
	if !ok {
		return ir.OpError(op, "requires attribute 'cases'")
	}
	values := a.Int64s()
	cases := op.Regions()[1:]
	if len(values) != len(cases) {
		return ir.OpError(op, "has %d case regions but %d case values", len(cases), len(values))
	}
	seen := map[int64]bool{}
	for _, v := range values {
		if seen[v] {
			return ir.OpError(op, "has duplicate case value: %d", v)
		}
		seen[v] = true
	}
	check := func(r *ir.Region, name string) error {
		if r.Empty() || r.Front().Last() == nil {
			return ir.OpError(op, "expected region to end with scf.yield, but got nothing")
		}
		y := r.Front().Last()
		if y.Name() != YieldDef.Name {
			return ir.OpError(op, "expected region to end with scf.yield, but got %s", y.Name())
		}
		if y.NumOperands() != op.NumResults() {
			return ir.OpError(op, "expected each region to return %d values, but %s returns %d", op.NumResults(), name, y.NumOperands()).
				Note(y.Loc(), "see yield operation here")
		}
		for i, t := range op.ResultTypes() {
			if ot := y.Operand(i).Type(); ot != t {
				return ir.OpError(op, "expected result #%d of each region to be %s", i, quoteType(t)).
					Note(y.Loc(), "%s returns %s here", name, quoteType(ot))
			}
		}
		return nil
	}
	if err := check(op.Region(0), "default region"); err != nil {
		return err
	}
	for i, r := range cases {
		if err := check(r, "case region #"+strconv.Itoa(i)); err != nil {
			return err
		}
	}
	return nil
}

// Dialect is the scf dialect.
var Dialect = &ir.Dialect{
	Name: "scf",
	Ops: []*ir.OpDef{ConditionDef, ExecuteRegionDef, ForDef, ForallDef, InParallelDef, IfDef, IndexSwitchDef,
		ParallelDef, ReduceDef, ReduceReturnDef, WhileDef, YieldDef},
}
