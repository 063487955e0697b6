package ttpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/funcsig"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// descLowering is one run of the descriptor conversion. It works as MLIR's 1:N dialect
// conversion does with materializations off: each converted op gets its replacement built
// right before it, descriptor values map to their expansions (parts), other replaced results
// are rewired at once, and the replaced ops and block arguments go when every op is done.
type descLowering struct {
	ctx   *ir.Context
	b     *ir.Builder
	parts map[*ir.Value][]*ir.Value
	// descs are the replaced descriptor values, in the order they were replaced.
	descs    []*ir.Value
	replaced []*ir.Operation
	oldArgs  []*ir.Value
}

func newDescLowering(ctx *ir.Context) *descLowering {
	return &descLowering{ctx: ctx, b: ir.NewBuilder(ctx), parts: map[*ir.Value][]*ir.Value{}}
}

// descPatterns converts each illegal op, by the name of its view, as the pass's pattern set does.
var descPatterns = descPatternSet(
	descPatternFor((*descLowering).convertFunc),
	descPatternFor((*descLowering).convertCall),
	descPatternFor((*descLowering).convertReturn),
	descPatternFor((*descLowering).convertFor),
	descPatternFor((*descLowering).convertIf),
	descPatternFor((*descLowering).convertWhile),
	descPatternFor((*descLowering).convertYield),
	descPatternFor((*descLowering).convertCondition),
	descPatternFor((*descLowering).convertSelect),
	descPatternFor((*descLowering).convertMakeDesc),
	descPatternFor((*descLowering).convertLoad),
	descPatternFor((*descLowering).convertStore),
	descPatternFor((*descLowering).convertGather),
	descPatternFor((*descLowering).convertScatter),
	descPatternFor((*descLowering).convertReduce),
)

// descPattern converts the ops of one name.
type descPattern struct {
	name    string
	convert func(l *descLowering, op *ir.Operation)
}

// descPatternFor returns fn, which converts the ops of view T, as a descPattern.
func descPatternFor[T ir.OpView](fn func(l *descLowering, op T)) descPattern {
	var v T
	return descPattern{v.OpName(), func(l *descLowering, op *ir.Operation) { fn(l, ir.View[T](op)) }}
}

// descPatternSet returns the conversions of ps by the name of the ops they convert.
func descPatternSet(ps ...descPattern) map[string]func(l *descLowering, op *ir.Operation) {
	m := map[string]func(l *descLowering, op *ir.Operation){}
	for _, p := range ps {
		m[p.name] = p.convert
	}
	return m
}

// convert rewrites op, inserting what replaces it right before it. As MLIR's conversion
// does, it first tries op's folder: a fold into existing values or constants replaces op, a
// fold in place leaves op to be legalized again.
func (l *descLowering) convert(op *ir.Operation) {
	for descIllegal(op) {
		l.b.SetInsertionPoint(op)
		res, ok := l.fold(op)
		switch {
		case !ok:
			descPatterns[op.Name()](l, op)
			return
		case len(res) > 0:
			for i, r := range op.Results() {
				r.ReplaceAllUsesWith(res[i])
			}
			l.replaced = append(l.replaced, op)
			return
		}
	}
}

// fold runs op's fold hook on its constant operands. It returns the values that replace op's
// results (constants materialized before op), none for a fold in place, or false when op does
// not fold.
func (l *descLowering) fold(op *ir.Operation) ([]*ir.Value, bool) {
	def := op.Def()
	if def == nil || def.Fold == nil {
		return nil, false
	}
	consts := make([]ir.Attribute, op.NumOperands())
	for i, v := range op.Operands() {
		if d := v.DefiningOp(); d != nil {
			consts[i] = rewrite.ConstantValue(d)
		}
	}
	res, ok := def.Fold(op, consts)
	if !ok {
		return nil, false
	}
	vals := make([]*ir.Value, len(res))
	results := op.Results()
	for i, r := range res {
		if vals[i] = r.Value; vals[i] != nil {
			continue
		}
		d := def.Dialect()
		if d == nil || d.MaterializeConstant == nil {
			return nil, false
		}
		c := d.MaterializeConstant(l.b, r.Attr, results[i].Type(), op.Loc())
		if c == nil {
			return nil, false
		}
		cs := c.Results()
		if len(cs) != 1 {
			return nil, false
		}
		vals[i] = cs[0]
	}
	return vals, true
}

// descPartTypes is the expansion of a descriptor type: a pointer to the signless element
// type, the shape and the strides as i64, and the padding flag as i1.
func descPartTypes(ctx *ir.Context, d *tt.TensorDescType) []ir.Type {
	block := descSignlessBlock(ctx, d)
	ts := []ir.Type{tt.Pointer(ctx, block.Elem, 1)}
	for range 2 * len(block.Dims) {
		ts = append(ts, ctx.I64())
	}
	return append(ts, ctx.I1())
}

// descSignlessBlock is the descriptor's block type with a signless element type.
func descSignlessBlock(ctx *ir.Context, d *tt.TensorDescType) *ir.RankedTensorType {
	it, ok := d.BlockType.Elem.(*ir.IntegerType)
	if !ok || it.Signedness == ir.Signless {
		return d.BlockType
	}
	return ctx.RankedTensorType(d.BlockType.Dims, ctx.IntegerType(it.Width), d.BlockType.Encoding)
}

// convertTypes expands each descriptor type into its parts.
func (l *descLowering) convertTypes(ts []ir.Type) []ir.Type { return descConvertedTypes(l.ctx, ts) }

// descConvertedTypes expands each descriptor type of ts into its parts.
func descConvertedTypes(ctx *ir.Context, ts []ir.Type) []ir.Type {
	var out []ir.Type
	for _, t := range ts {
		if d, ok := t.(*tt.TensorDescType); ok {
			out = append(out, descPartTypes(ctx, d)...)
		} else {
			out = append(out, t)
		}
	}
	return out
}

// flatten returns the values that stand for the operands vs of user: the parts of each
// descriptor, other values as they are.
func (l *descLowering) flatten(user *ir.Operation, vs []*ir.Value) []*ir.Value {
	var out []*ir.Value
	for _, v := range vs {
		if _, ok := v.Type().(*tt.TensorDescType); ok {
			out = append(out, l.partsOf(user, v)...)
		} else {
			out = append(out, v)
		}
	}
	return out
}

// partsOf returns the parts of the descriptor v, an operand of user. A descriptor the
// conversion did not produce (the result or block argument of an op it leaves alone) is
// split by an unrealized cast right after its definition, located at user, as MLIR's target
// materialization; later users share it.
func (l *descLowering) partsOf(user *ir.Operation, v *ir.Value) []*ir.Value {
	if ps, ok := l.parts[v]; ok {
		return ps
	}
	b := ir.NewBuilder(l.ctx)
	descSetInsertionAfter(b, []*ir.Value{v})
	cast := builtin.BuildUnrealizedConversionCast(b, user.Loc(), descPartTypes(l.ctx, v.Type().(*tt.TensorDescType)), []*ir.Value{v})
	l.parts[v] = cast.Outputs()
	return l.parts[v]
}

// descSetInsertionAfter moves b right after the latest definition among vs, as MLIR's
// computeInsertPoint: after a defining op, or at the start of a block for its arguments;
// of two points, the one in the nested block, or the later one in the same block.
func descSetInsertionAfter(b *ir.Builder, vs []*ir.Value) {
	var block *ir.Block
	var before *ir.Operation // nil: the end of block
	for _, v := range vs {
		vb, vbefore := v.OwnerBlock(), (*ir.Operation)(nil)
		if d := v.DefiningOp(); d != nil {
			vb, vbefore = d.Block(), d.Next()
		} else {
			vbefore = vb.First()
		}
		if block == nil || descPointAfter(vb, vbefore, block, before) {
			block, before = vb, vbefore
		}
	}
	if before != nil {
		b.SetInsertionPoint(before)
	} else {
		b.SetInsertionPointToEnd(block)
	}
}

// descPointAfter reports whether the insertion point (b1, before1) comes after (b2, before2)
// on the path of dominance: b1 is nested in b2, or both are in one block and before1 is later.
func descPointAfter(b1 *ir.Block, before1 *ir.Operation, b2 *ir.Block, before2 *ir.Operation) bool {
	if b1 != b2 {
		for op := b1.ParentOp(); op != nil && op.Block() != nil; op = op.Block().ParentOp() {
			if op.Block() == b2 {
				return true
			}
		}
		return false
	}
	switch {
	case before1 == nil:
		return before2 != nil
	case before2 == nil:
		return false
	}
	return before2.IsBeforeInBlock(before1)
}

// replace replaces op by the results of repl, which has the converted result types: a
// descriptor result maps to its parts, another result is rewired to its counterpart.
func (l *descLowering) replace(op *ir.Operation, repl []*ir.Value) {
	i := 0
	for _, r := range op.Results() {
		if d, ok := r.Type().(*tt.TensorDescType); ok {
			n := len(descPartTypes(l.ctx, d))
			l.parts[r] = repl[i : i+n]
			l.descs = append(l.descs, r)
			i += n
			continue
		}
		r.ReplaceAllUsesWith(repl[i])
		i++
	}
	l.replaced = append(l.replaced, op)
}

// convertBlockArgs expands the descriptor arguments of b in place: the parts are inserted
// after each descriptor argument, with its location, and the argument goes at the end.
func (l *descLowering) convertBlockArgs(b *ir.Block) {
	var old []*ir.Value
	for i := b.NumArguments() - 1; i >= 0; i-- {
		a := b.Argument(i)
		d, ok := a.Type().(*tt.TensorDescType)
		if !ok {
			continue
		}
		var ps []*ir.Value
		for k, t := range descPartTypes(l.ctx, d) {
			ps = append(ps, b.InsertArgument(i+1+k, t, a.Loc))
		}
		l.parts[a] = ps
		old = append(old, a)
	}
	slices.Reverse(old)
	l.descs = append(l.descs, old...)
	l.oldArgs = append(l.oldArgs, old...)
}

// convertRegionArgs expands the block arguments of every block of r.
func (l *descLowering) convertRegionArgs(r *ir.Region) {
	for _, b := range r.Blocks() {
		l.convertBlockArgs(b)
	}
}

// finish joins the parts of each replaced descriptor that an op left alone still uses with an
// unrealized cast, as MLIR's source materialization, then erases the replaced ops, latest
// first, and the expanded block arguments.
func (l *descLowering) finish() {
	replaced := map[*ir.Operation]bool{}
	for _, op := range l.replaced {
		replaced[op] = true
	}
	for _, v := range l.descs {
		live := slices.ContainsFunc(v.Uses(), func(u *ir.OpOperand) bool { return !replaced[u.Owner()] })
		if !live {
			continue
		}
		b := ir.NewBuilder(l.ctx)
		descSetInsertionAfter(b, l.parts[v])
		cast := builtin.BuildUnrealizedConversionCast(b, descValueLoc(v), []ir.Type{v.Type()}, l.parts[v])
		v.ReplaceUsesWithIf(cast.Outputs()[0], func(u *ir.OpOperand) bool { return !replaced[u.Owner()] })
	}
	for _, op := range slices.Backward(l.replaced) {
		op.Erase()
	}
	for _, a := range l.oldArgs {
		b := a.OwnerBlock()
		b.EraseArgument(slices.Index(b.Arguments(), a))
	}
}

// convertFunc rewrites a function's signature and the arguments of its blocks in place.
// Each argument's attributes go to the first value it expands to, as Triton's
// FunctionOpInterfaceSignatureConversion does.
func (l *descLowering) convertFunc(fn tt.FuncOp) {
	ft := tt.FunctionTypeOf(fn.Operation)
	inputs := l.convertTypes(ft.Inputs)
	l.convertRegionArgs(fn.Body())
	if old, ok := fn.ArgAttrsAttr().(*ir.ArrayAttr); ok && len(inputs) != len(ft.Inputs) {
		empty := l.ctx.DictionaryAttr(nil)
		attrs := make([]ir.Attribute, len(inputs))
		for i := range attrs {
			attrs[i] = empty
		}
		nonEmpty := false
		at := 0
		for i, t := range ft.Inputs {
			attrs[at] = old.Elems[i]
			if d, ok := old.Elems[i].(*ir.DictionaryAttr); !ok || len(d.Entries) > 0 {
				nonEmpty = true
			}
			at += len(l.convertTypes([]ir.Type{t}))
		}
		if nonEmpty {
			fn.SetArgAttrsAttr(l.ctx.ArrayAttr(attrs))
		} else {
			fn.RemoveAttr(funcsig.ArgAttrsAttr)
		}
	}
	fn.SetFunctionTypeAttr(l.ctx.TypeAttr(l.ctx.FunctionType(inputs, l.convertTypes(ft.Results))))
}

// attrsOf returns the inherent and discardable attributes of op, for a builder that sorts
// them back out.
func attrsOf(op *ir.Operation) []ir.NamedAttribute {
	return append(append([]ir.NamedAttribute(nil), op.Props()...), op.Attrs()...)
}

// convertCall rebuilds a call with expanded operands and results, keeping its attributes.
func (l *descLowering) convertCall(call tt.CallOp) {
	n := tt.BuildCall(l.b, call.Loc(), l.convertTypes(call.ResultTypes()), l.flatten(call.Operation, call.Operands()), attrsOf(call.Operation)...)
	l.replace(call.Operation, n.Results())
}

// convertReturn rebuilds a return with expanded operands, keeping its attributes.
func (l *descLowering) convertReturn(ret tt.ReturnOp) {
	tt.BuildReturn(l.b, ret.Loc(), l.flatten(ret.Operation, ret.Srcs()), attrsOf(ret.Operation)...)
	l.replace(ret.Operation, nil)
}

// convertFor rebuilds an scf.for with expanded iter_args and moves the body, whose
// arguments are expanded, into it.
func (l *descLowering) convertFor(loop scf.ForOp) {
	l.convertRegionArgs(loop.Region())
	n := scf.BuildFor(l.b, loop.Loc(), l.convertTypes(loop.ResultTypes()), loop.LowerBound(), loop.UpperBound(), loop.Step(),
		l.flatten(loop.Operation, loop.InitArgs()), attrsOf(loop.Operation)...)
	n.Region().TakeBody(loop.Region())
	l.replace(loop.Operation, n.Results())
}

// convertIf rebuilds an scf.if with expanded results and moves both branches into it.
func (l *descLowering) convertIf(ifOp scf.IfOp) {
	n := scf.BuildIf(l.b, ifOp.Loc(), l.convertTypes(ifOp.ResultTypes()), ifOp.Condition(), attrsOf(ifOp.Operation)...)
	n.ThenRegion().TakeBody(ifOp.ThenRegion())
	n.ElseRegion().TakeBody(ifOp.ElseRegion())
	l.replace(ifOp.Operation, n.Results())
}

// convertWhile rebuilds an scf.while with expanded operands and results and moves both
// regions, whose arguments are expanded, into it. The attributes stay behind, as in MLIR.
func (l *descLowering) convertWhile(loop scf.WhileOp) {
	inits := l.flatten(loop.Operation, loop.Inits())
	l.convertRegionArgs(loop.Before())
	l.convertRegionArgs(loop.After())
	n := scf.BuildWhile(l.b, loop.Loc(), l.convertTypes(loop.ResultTypes()), inits)
	n.Before().TakeBody(loop.Before())
	n.After().TakeBody(loop.After())
	l.replace(loop.Operation, n.Results())
}

// convertYield rebuilds an scf.yield with expanded operands.
func (l *descLowering) convertYield(yield scf.YieldOp) {
	scf.BuildYield(l.b, yield.Loc(), l.flatten(yield.Operation, yield.ResultsOperands()))
	l.replace(yield.Operation, nil)
}

// convertCondition expands the operands of an scf.condition in place.
func (l *descLowering) convertCondition(cond scf.ConditionOp) {
	cond.SetArgs(l.flatten(cond.Operation, cond.Args()))
}

// convertSelect turns a select between descriptors into an scf.if that yields the parts of
// one or the other.
func (l *descLowering) convertSelect(sel arith.SelectOp) {
	t := l.flatten(sel.Operation, []*ir.Value{sel.TrueValue()})
	f := l.flatten(sel.Operation, []*ir.Value{sel.FalseValue()})
	types := make([]ir.Type, len(t))
	for i, v := range t {
		types[i] = v.Type()
	}
	n := scf.BuildIf(l.b, sel.Loc(), types, sel.Condition(), sel.AllAttrs()...)
	yb := ir.NewBuilder(l.ctx)
	for _, branch := range []struct {
		r  *ir.Region
		vs []*ir.Value
	}{{n.ThenRegion(), t}, {n.ElseRegion(), f}} {
		b := ir.NewBlock(nil, nil)
		branch.r.Append(b)
		yb.SetInsertionPointToEnd(b)
		scf.BuildYield(yb, sel.Loc(), branch.vs)
	}
	l.replace(sel.Operation, n.Results())
}
