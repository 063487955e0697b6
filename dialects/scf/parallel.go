package scf

import (
	"math"
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// dynamicIndex is the sentinel of a mixed static/dynamic index list entry held by an operand
// (MLIR's ShapedType::kDynamic).
const dynamicIndex = math.MinInt64

// ForallDef is `scf.forall`, a multi-dimensional parallel loop whose bounds mix constants and
// index values, with shared outputs updated by its scf.forall.in_parallel terminator.
//
// Example printed forms:
//
//	scf.forall (%arg3, %arg4) in (8, %n) {
//	}
//	%0 = scf.forall (%i) = (0) to (%n) step (2) shared_outs(%o = %t) -> (tensor<8xf32>) {
//	  scf.forall.in_parallel {
//	  }
//	} {mapping = [#gpu.thread<x>]}
var ForallDef = &ir.OpDef{
	Name:    "scf.forall",
	Summary: "evaluate a block multiple times in parallel",
	Traits:  ir.AttrSizedOperandSegments | ir.RecursiveMemoryEffects | ir.SingleBlock,
	Operands: []ir.ValueSpec{
		{Name: "dynamicLowerBound", Kind: ir.Variadic}, {Name: "dynamicUpperBound", Kind: ir.Variadic},
		{Name: "dynamicStep", Kind: ir.Variadic}, {Name: "outputs", Kind: ir.Variadic},
	},
	Results: []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	Attrs: []ir.AttrSpec{
		{Name: "staticLowerBound"}, {Name: "staticUpperBound"}, {Name: "staticStep"},
		{Name: "mapping", Optional: true},
	},
	Regions: []ir.ValueSpec{{Name: "region"}},
	Parse:   parseForall,
	Print:   printForall,
	Verify:  verifyForall,

	CanonicalizationPatterns: forallPatterns,

	RegionBranch: parallelRegionBranch,
	LoopLike:     forallLoopLike,
}

// InParallelDef is `scf.forall.in_parallel`, the terminator of scf.forall, whose region holds
// the parallel insertions into the shared outputs; it is implicit when empty.
//
// Example printed form:
//
//	scf.forall.in_parallel {
//	  tensor.parallel_insert_slice %x into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
//	}
var InParallelDef = &ir.OpDef{
	Name:    "scf.forall.in_parallel",
	GoName:  "InParallel",
	Summary: "terminates a `forall` block",
	Traits:  ir.Pure | ir.Terminator | ir.HasParentCheck | ir.NoTerminator | ir.SingleBlock,
	Parents: []string{"scf.forall"},
	Regions: []ir.ValueSpec{{Name: "region"}},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		r := st.AddRegion()
		if err := p.ParseRegion(r, nil, false); err != nil {
			return err
		}
		if r.Empty() {
			r.Append(ir.NewBlock(nil, nil))
		}
		attrs, err := p.ParseOptionalAttrDict()
		st.Attrs = append(st.Attrs, attrs...)
		return err
	},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, false, false)
		p.PrintOptionalAttrDict(op.AllAttrs())
	},
}

// parseDynamicIndexList parses `(%a, 4, %b)`: the operands, and the static values with
// dynamicIndex where an operand stands.
func parseDynamicIndexList(p ir.OpAsmParser) ([]ir.UnresolvedOperand, []int64, error) {
	var ops []ir.UnresolvedOperand
	var static []int64
	err := p.ParseCommaSeparatedList(ir.DelimParen, func() error {
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		if ok {
			ops = append(ops, u)
			static = append(static, dynamicIndex)
			return nil
		}
		n, err := p.ParseInteger()
		if err != nil {
			return p.Errorf("expected SSA value or integer")
		}
		static = append(static, n)
		return nil
	})
	return ops, static, err
}

// printDynamicIndexList prints `(%a, 4, %b)`, taking an operand where static holds
// dynamicIndex.
func printDynamicIndexList(p ir.OpAsmPrinter, dynamic []*ir.Value, static []int64) {
	p.WriteString("(")
	d := 0
	for i, s := range static {
		if i > 0 {
			p.WriteString(", ")
		}
		if s == dynamicIndex && d < len(dynamic) {
			p.PrintOperand(dynamic[d])
			d++
			continue
		}
		p.WriteString(strconv.FormatInt(s, 10))
	}
	p.WriteString(")")
}

func parseForall(p ir.OpAsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	index := ctx.IndexType()
	ivs, err := p.ParseArgumentList(ir.DelimParen, false, false)
	if err != nil {
		return err
	}
	resolve := func(us []ir.UnresolvedOperand) error {
		for _, u := range us {
			v, err := p.ResolveOperand(u, index)
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
		}
		return nil
	}
	var dynLbs, dynUbs, dynSteps []ir.UnresolvedOperand
	var lbs, ubs, steps []int64
	if p.ParseOptionalKeyword("in") {
		if dynUbs, ubs, err = parseDynamicIndexList(p); err != nil {
			return err
		}
		if err := resolve(dynUbs); err != nil {
			return err
		}
		lbs = make([]int64, len(ivs))
		steps = make([]int64, len(ivs))
		for i := range steps {
			steps[i] = 1
		}
	} else {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		if dynLbs, lbs, err = parseDynamicIndexList(p); err != nil {
			return err
		}
		if err := resolve(dynLbs); err != nil {
			return err
		}
		if err := p.ParseKeyword("to"); err != nil {
			return err
		}
		if dynUbs, ubs, err = parseDynamicIndexList(p); err != nil {
			return err
		}
		if err := resolve(dynUbs); err != nil {
			return err
		}
		if err := p.ParseKeyword("step"); err != nil {
			return err
		}
		if dynSteps, steps, err = parseDynamicIndexList(p); err != nil {
			return err
		}
		if err := resolve(dynSteps); err != nil {
			return err
		}
	}
	var outArgs []ir.Argument
	var outs []ir.UnresolvedOperand
	if p.ParseOptionalKeyword("shared_outs") {
		if outArgs, outs, err = parseAssignmentList(p); err != nil {
			return err
		}
		ts, err := p.ParseOptionalArrowTypeList()
		if err != nil {
			return err
		}
		st.Types = append(st.Types, ts...)
		if len(ts) != len(outs) {
			return p.Errorf("mismatch between out operands and types")
		}
		vs, err := p.ResolveOperands(outs, ts)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
	}
	args := make([]ir.Argument, 0, len(ivs)+len(outArgs))
	for _, iv := range ivs {
		iv.Type = index
		args = append(args, iv)
	}
	for i, a := range outArgs {
		a.Type = st.Types[i]
		args = append(args, a)
	}
	body := st.AddRegion()
	if err := p.ParseRegion(body, args, false); err != nil {
		return err
	}
	ensureForallTerminator(ctx, body, st.Loc)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.AddAttr("staticLowerBound", ctx.DenseI64ArrayAttr(lbs))
	st.AddAttr("staticUpperBound", ctx.DenseI64ArrayAttr(ubs))
	st.AddAttr("staticStep", ctx.DenseI64ArrayAttr(steps))
	st.AddAttr("operandSegmentSizes", ctx.DenseI32ArrayAttr([]int32{
		int32(len(dynLbs)), int32(len(dynUbs)), int32(len(dynSteps)), int32(len(outs)),
	}))
	return nil
}

// ensureForallTerminator appends an empty scf.forall.in_parallel to the block of r when it
// lacks a terminator, as MLIR's SingleBlockImplicitTerminator<InParallelDef>.
func ensureForallTerminator(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	if r.Empty() {
		r.Append(ir.NewBlock(nil, nil))
	}
	b := r.Front()
	if last := b.Last(); last != nil && (last.HasTrait(ir.Terminator) || last.Def() == nil) {
		return
	}
	st := &ir.OperationState{Name: InParallelDef.Name, Loc: loc}
	st.AddRegion().Append(ir.NewBlock(nil, nil))
	b.Append(ctx.Create(st))
}

// forallParts returns the dynamic lower bounds, upper bounds, steps and outputs of a forall.
func forallParts(op *ir.Operation) (lbs, ubs, steps, outs []*ir.Value) {
	seg := segmentSizes(op)
	vs := op.Operands()
	if len(seg) != 4 {
		return nil, nil, nil, vs
	}
	var groups [4][]*ir.Value
	for i, n := range seg {
		if n < 0 || int(n) > len(vs) {
			return nil, nil, nil, nil
		}
		groups[i], vs = vs[:n], vs[n:]
	}
	return groups[0], groups[1], groups[2], groups[3]
}

// segmentSizes returns op's operandSegmentSizes, or nil.
func segmentSizes(op *ir.Operation) []int64 {
	if a, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr); ok {
		return a.Int64s()
	}
	return nil
}

func int64s(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return a.Int64s()
	}
	return nil
}

// constantIndex returns the value of a static list entry or of the constant op defining its
// operand (MLIR's getConstantIntValue on an OpFoldResult).
func constantIndex(static int64, v *ir.Value) (int64, bool) {
	if static != dynamicIndex {
		return static, true
	}
	if v == nil {
		return 0, false
	}
	return ConstantIntValue(v)
}

// ConstantIntValue returns the integer held by the constant-like op defining v, as MLIR's
// m_ConstantInt matches it.
func ConstantIntValue(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return 0, false
	}
	a, ok := d.Attr("value").(*ir.IntegerAttr)
	if !ok || a.Big != nil {
		return 0, false
	}
	return a.Value, true
}

// allConstant reports whether every entry of a mixed list is the constant want.
func allConstant(dynamic []*ir.Value, static []int64, want int64) bool {
	d := 0
	for _, s := range static {
		var v *ir.Value
		if s == dynamicIndex && d < len(dynamic) {
			v = dynamic[d]
			d++
		}
		c, ok := constantIndex(s, v)
		if !ok || c != want {
			return false
		}
	}
	return true
}

func printForall(p ir.OpAsmPrinter, op *ir.Operation) {
	lbs, ubs, steps, outs := forallParts(op)
	body := op.Region(0).Front()
	rank := len(int64s(op, "staticUpperBound"))
	p.WriteString(" (")
	p.PrintOperands(body.Arguments()[:min(rank, body.NumArguments())])
	sLbs, sUbs, sSteps := int64s(op, "staticLowerBound"), int64s(op, "staticUpperBound"), int64s(op, "staticStep")
	if allConstant(lbs, sLbs, 0) && allConstant(steps, sSteps, 1) {
		p.WriteString(") in ")
		printDynamicIndexList(p, ubs, sUbs)
	} else {
		p.WriteString(") = ")
		printDynamicIndexList(p, lbs, sLbs)
		p.WriteString(" to ")
		printDynamicIndexList(p, ubs, sUbs)
		p.WriteString(" step ")
		printDynamicIndexList(p, steps, sSteps)
	}
	if rank <= body.NumArguments() {
		printInitializationList(p, body.Arguments()[rank:], outs, " shared_outs")
	}
	p.WriteString(" ")
	if len(outs) > 0 {
		p.WriteString("-> (")
		printTypeList(p, op.ResultTypes())
		p.WriteString(") ")
	}
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0, false)
	p.PrintOptionalAttrDict(op.AllAttrs(), "operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep")
}

// checkIndexList verifies one mixed static/dynamic list of a forall, with MLIR's
// verifyListOfOperandsOrIntegers messages.
func checkIndexList(op *ir.Operation, name string, rank int, static []int64, dynamic []*ir.Value) error {
	if len(static) != rank {
		return ir.OpError(op, "expected %d %s values, got %d", rank, name, len(static))
	}
	n := 0
	for _, s := range static {
		if s == dynamicIndex {
			n++
		}
	}
	if n != len(dynamic) {
		return ir.OpError(op, "expected %d dynamic %s values", n, name)
	}
	return nil
}

func verifyForall(op *ir.Operation) error {
	lbs, ubs, steps, outs := forallParts(op)
	rank := len(int64s(op, "staticLowerBound"))
	first := len(lbs) + len(ubs) + len(steps)
	for i, o := range outs {
		if _, ok := o.Type().(*ir.RankedTensorType); !ok {
			return ir.OpError(op, "operand #%d must be variadic of ranked tensor of any type values, but got %s", first+i, quoteType(o.Type()))
		}
	}
	if op.NumResults() != len(outs) {
		return ir.OpError(op, "produces %d results, but has only %d outputs", op.NumResults(), len(outs))
	}
	r := op.Region(0)
	if r.Empty() {
		return nil
	}
	body := r.Front()
	if body.NumArguments() != rank+len(outs) {
		return ir.OpError(op, "region expects %d arguments", rank)
	}
	for i := range rank {
		if _, ok := body.Argument(i).Type().(*ir.IndexType); !ok {
			return ir.OpError(op, "expects %d-th block argument to be an index", i)
		}
	}
	for i, o := range outs {
		if body.Argument(rank+i).Type() != o.Type() {
			return ir.OpError(op, "type mismatch between %d-th output and corresponding block argument", i)
		}
	}
	if m, ok := op.Attr("mapping").(*ir.ArrayAttr); ok && len(m.Elems) > 0 && len(m.Elems) != rank {
		return ir.OpError(op, "mapping attribute size must match op rank")
	}
	if err := checkIndexList(op, "lower bound", rank, int64s(op, "staticLowerBound"), lbs); err != nil {
		return err
	}
	if err := checkIndexList(op, "upper bound", rank, int64s(op, "staticUpperBound"), ubs); err != nil {
		return err
	}
	return checkIndexList(op, "step", rank, int64s(op, "staticStep"), steps)
}

// ParallelDef is `scf.parallel`, a parallel loop nest with optional reductions, whose body
// ends in scf.reduce.
//
// Example printed form:
//
//	%0 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
//	  scf.reduce(%y : f32) {
//	  ^bb0(%a: f32, %b: f32):
//	    %s = arith.addf %a, %b : f32
//	    scf.reduce.return %s : f32
//	  }
//	}
var ParallelDef = &ir.OpDef{
	Name:    "scf.parallel",
	Summary: "parallel for operation",
	Traits:  ir.AttrSizedOperandSegments | ir.RecursiveMemoryEffects | ir.SingleBlock,
	Operands: []ir.ValueSpec{
		{Name: "lowerBound", Kind: ir.Variadic}, {Name: "upperBound", Kind: ir.Variadic},
		{Name: "step", Kind: ir.Variadic}, {Name: "initVals", Kind: ir.Variadic},
	},
	Results: []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	Regions: []ir.ValueSpec{{Name: "region"}},
	Parse:   parseParallel,
	Print:   printParallel,
	Verify:  verifyParallel,

	CanonicalizationPatterns: parallelPatterns,

	RegionBranch: parallelRegionBranch,
	LoopLike:     parallelLoopLike,
}

func parseParallel(p ir.OpAsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	index := ctx.IndexType()
	ivs, err := p.ParseArgumentList(ir.DelimParen, false, false)
	if err != nil {
		return err
	}
	bounds := func() error {
		us, err := p.ParseOperandList(ir.DelimParen)
		if err != nil {
			return err
		}
		if len(us) != len(ivs) {
			return p.Errorf("expected %d operands", len(ivs))
		}
		for _, u := range us {
			v, err := p.ResolveOperand(u, index)
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
		}
		return nil
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	if err := bounds(); err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	if err := bounds(); err != nil {
		return err
	}
	if err := p.ParseKeyword("step"); err != nil {
		return err
	}
	if err := bounds(); err != nil {
		return err
	}
	var inits []ir.UnresolvedOperand
	if p.ParseOptionalKeyword("init") {
		if inits, err = p.ParseOperandList(ir.DelimParen); err != nil {
			return err
		}
	}
	ts, err := p.ParseOptionalArrowTypeList()
	if err != nil {
		return err
	}
	st.Types = append(st.Types, ts...)
	for i := range ivs {
		ivs[i].Type = index
	}
	body := st.AddRegion()
	if err := p.ParseRegion(body, ivs, false); err != nil {
		return err
	}
	n := int32(len(ivs))
	st.AddAttr("operandSegmentSizes", ctx.DenseI32ArrayAttr([]int32{n, n, n, int32(len(inits))}))
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if len(inits) != len(ts) {
		return p.Errorf("%d operands present, but expected %d", len(inits), len(ts))
	}
	vs, err := p.ResolveOperands(inits, ts)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	if body.Empty() {
		body.Append(ir.NewBlock(nil, nil))
	}
	if last := body.Front().Last(); last == nil || (!last.HasTrait(ir.Terminator) && last.Def() != nil) {
		body.Front().Append(ctx.Create(&ir.OperationState{Name: ReduceDef.Name, Loc: st.Loc}))
	}
	return nil
}

// parallelParts returns the lower bounds, upper bounds, steps and init values of a parallel.
func parallelParts(op *ir.Operation) (lbs, ubs, steps, inits []*ir.Value) {
	seg := segmentSizes(op)
	vs := op.Operands()
	if len(seg) != 4 {
		return nil, nil, nil, nil
	}
	var groups [4][]*ir.Value
	for i, n := range seg {
		if n < 0 || int(n) > len(vs) {
			return nil, nil, nil, nil
		}
		groups[i], vs = vs[:n], vs[n:]
	}
	return groups[0], groups[1], groups[2], groups[3]
}

func printParallel(p ir.OpAsmPrinter, op *ir.Operation) {
	lbs, ubs, steps, inits := parallelParts(op)
	p.WriteString(" (")
	p.PrintOperands(op.Region(0).Front().Arguments())
	p.WriteString(") = (")
	p.PrintOperands(lbs)
	p.WriteString(") to (")
	p.PrintOperands(ubs)
	p.WriteString(") step (")
	p.PrintOperands(steps)
	p.WriteString(")")
	if len(inits) > 0 {
		p.WriteString(" init (")
		p.PrintOperands(inits)
		p.WriteString(")")
	}
	p.PrintArrowTypeList(op.ResultTypes())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true, false)
	p.PrintOptionalAttrDict(op.AllAttrs(), "operandSegmentSizes")
}

func verifyParallel(op *ir.Operation) error {
	_, _, steps, inits := parallelParts(op)
	if len(steps) == 0 {
		return ir.OpError(op, "needs at least one tuple element for lowerBound, upperBound and step")
	}
	for _, s := range steps {
		if c, ok := ConstantIntValue(s); ok && c <= 0 {
			return ir.OpError(op, "constant step operand must be positive")
		}
	}
	r := op.Region(0)
	if r.Empty() {
		return nil
	}
	body := r.Front()
	if body.NumArguments() != len(steps) {
		return ir.OpError(op, "expects the same number of induction variables: %d as bound and step values: %d", body.NumArguments(), len(steps))
	}
	for _, a := range body.Arguments() {
		if _, ok := a.Type().(*ir.IndexType); !ok {
			return ir.OpError(op, "expects arguments for the induction variable to be of index type")
		}
	}
	red := body.Last()
	if red == nil || red.Name() != ReduceDef.Name {
		return ir.OpError(op, "expects body to terminate with 'scf.reduce'")
	}
	if op.NumResults() != red.NumRegions() {
		return ir.OpError(op, "expects number of results: %d to be the same as number of reductions: %d", op.NumResults(), red.NumRegions())
	}
	if op.NumResults() != len(inits) {
		return ir.OpError(op, "expects number of results: %d to be the same as number of initial values: %d", op.NumResults(), len(inits))
	}
	for i, t := range op.ResultTypes() {
		if i < red.NumOperands() && red.Operand(i).Type() != t {
			return ir.OpError(red, "expects type of %d-th reduction operand: %s to be the same as the %d-th result type: %s",
				i, quoteType(red.Operand(i).Type()), i, quoteType(t))
		}
	}
	return nil
}

// ReduceDef is `scf.reduce`, the terminator of scf.parallel: one operand and one reduction
// region per result. With no reductions it prints as `scf.reduce ` (with a trailing space).
//
// Example printed form:
//
//	scf.reduce(%x, %y : f32, i32) {
//	^bb0(%a: f32, %b: f32):
//	  scf.reduce.return %a : f32
//	}, {
//	^bb0(%c: i32, %d: i32):
//	  scf.reduce.return %c : i32
//	}
var ReduceDef = &ir.OpDef{
	Name:     "scf.reduce",
	Summary:  "reduce operation for scf.parallel",
	Traits:   ir.Terminator | ir.HasParentCheck | ir.RecursiveMemoryEffects,
	Parents:  []string{"scf.parallel"},
	Operands: []ir.ValueSpec{{Name: "operands", Kind: ir.Variadic}},
	Regions:  []ir.ValueSpec{{Name: "reductions", Kind: ir.Variadic}},
	Format:   "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
	Verify:   verifyReduce,

	RegionBranchTerminator: reduceTerminator,
}

func verifyReduce(op *ir.Operation) error {
	if op.NumRegions() != op.NumOperands() {
		return ir.OpError(op, "expects number of reduction regions: %d to be the same as number of reduction operands: %d", op.NumRegions(), op.NumOperands())
	}
	for i, r := range op.Regions() {
		t := op.Operand(i).Type()
		if r.Empty() || r.Front().Empty() {
			return ir.OpError(op, "%d-th reduction has an empty body", i)
		}
		b := r.Front()
		ok := b.NumArguments() == 2
		for _, a := range b.Arguments() {
			ok = ok && a.Type() == t
		}
		if !ok {
			return ir.OpError(op, "expected two block arguments with type %s in the %d-th reduction region", quoteType(t), i)
		}
		if b.Last().Name() != ReduceReturnDef.Name {
			return ir.OpError(op, "reduction bodies must be terminated with an 'scf.reduce.return' op")
		}
	}
	return nil
}

// ReduceReturnDef is `scf.reduce.return`, the terminator of a reduction region of scf.reduce.
//
// Example printed form:
//
//	scf.reduce.return %0 : f32
var ReduceReturnDef = &ir.OpDef{
	Name:     "scf.reduce.return",
	Summary:  "terminator for reduce operation",
	Traits:   ir.Pure | ir.Terminator | ir.HasParentCheck,
	Parents:  []string{"scf.reduce"},
	Operands: []ir.ValueSpec{{Name: "result"}},
	Format:   "$result attr-dict `:` type($result)",
	Verify: func(op *ir.Operation) error {
		b := op.Block()
		if b == nil || b.NumArguments() == 0 {
			return nil
		}
		if want := b.Argument(0).Type(); want != op.Operand(0).Type() {
			return ir.OpError(op, "must have type %s (the type of the reduction inputs)", quoteType(want))
		}
		return nil
	},
}
