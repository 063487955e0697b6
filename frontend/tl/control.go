package tl

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// ForBody builds the body of a loop: given the induction variable and the values the loop
// carries, it returns their values for the next iteration (same types).
type ForBody func(iv Value, carried []Value) []Value

// LoopOptions are the options of tl.range that become loop attributes.
type LoopOptions struct {
	// NumStages, when non-zero, is the loop's software-pipelining depth (tt.num_stages).
	NumStages int
	// Flatten asks for the loop nest to be flattened (tt.flatten).
	Flatten bool
}

// For builds the loop `for iv in range(lo, hi, step)` (scf.for) carrying inits, and returns
// the carried values after it. The bounds are integers (literals or scalars); the induction
// variable has their promoted dtype (int32 for literals).
func (k *Kernel) For(lo, hi, step Value, inits []Value, body ForBody) []Value {
	return k.ForWith(lo, hi, step, inits, LoopOptions{}, body)
}

// ForWith is For with the options of tl.range.
func (k *Kernel) ForWith(lo, hi, step Value, inits []Value, o LoopOptions, body ForBody) []Value {
	if !k.operands(append([]Value{lo, hi, step}, inits...)...) {
		return k.invalids(len(inits))
	}
	for _, b := range []Value{lo, hi, step} {
		if b.t.IsBlock() || b.t.Pointer || !b.t.Elem.IsInt() || b.t.Elem.IsBool() {
			k.errorf("loop bounds must be integer scalars, not %s", b.t)
			return k.invalids(len(inits))
		}
	}
	if l, ok := step.IsLiteral(); ok && l.Float() <= 0 {
		k.errorf("the loop step must be positive, not %s", l)
		return k.invalids(len(inits))
	}
	d := promoteIntegers(promoteIntegers(lo.t.Elem, hi.t.Elem), step.t.Elem)
	lo, hi, step = k.Cast(lo, d), k.Cast(hi, d), k.Cast(step, d)
	lo, hi, step = k.intCast(lo), k.intCast(hi), k.intCast(step)
	initIR := make([]*ir.Value, len(inits))
	types := make([]ir.Type, len(inits))
	for i, v := range inits {
		initIR[i] = v.IR()
		types[i] = v.t.IRType(k.Ctx)
	}
	loc := k.location()
	loop := scf.BuildFor(k.b, loc, types, lo.IR(), hi.IR(), step.IR(), initIR)
	if o.NumStages != 0 {
		loop.SetAttr("tt.num_stages", k.Ctx.I32Attr(int32(o.NumStages)))
	}
	if o.Flatten {
		loop.SetAttr("tt.flatten", k.Ctx.UnitAttr())
	}
	argTypes := append([]ir.Type{d.IRType(k.Ctx)}, types...)
	locs := make([]ir.Location, len(argTypes))
	for i := range locs {
		locs[i] = loc
	}
	block := ir.NewBlock(argTypes, locs)
	loop.Region().Append(block)
	saved := *k.b
	k.b.SetInsertionPointToEnd(block)
	carried := make([]Value, len(inits))
	for i, v := range inits {
		carried[i] = k.wrap(block.Argument(i+1), v.t)
	}
	next := body(k.wrap(block.Argument(0), Scalar(d)), carried)
	ok := k.yield(next, inits, "loop-carried")
	*k.b = saved
	if !ok {
		return k.invalids(len(inits))
	}
	out := make([]Value, len(inits))
	for i, v := range inits {
		out[i] = k.wrap(loop.Results()[i], v.t)
	}
	return out
}

// yield ends a region with scf.yield of vs, which must have the types of want.
func (k *Kernel) yield(vs, want []Value, what string) bool {
	if k.err != nil {
		return false
	}
	if len(vs) != len(want) {
		k.errorf("%d %s values yielded where %d are expected", len(vs), what, len(want))
		return false
	}
	irs := make([]*ir.Value, len(vs))
	for i, v := range vs {
		if !k.operands(v) {
			return false
		}
		if v.lit != nil {
			v = k.Cast(v, want[i].t.Elem)
		}
		if !sameType(v.t, want[i].t) {
			k.errorf("%s value %d has type %s before and %s after", what, i, want[i].t, v.t)
			return false
		}
		irs[i] = v.IR()
	}
	scf.BuildYield(k.b, k.location(), irs)
	return true
}

// sameType reports whether two types are equal.
func sameType(a, b Type) bool {
	return a.Elem == b.Elem && a.Pointer == b.Pointer && sameShape(a.Shape, b.Shape) && sameShape(a.PointeeShape, b.PointeeShape) &&
		sameShape(a.DescriptorShape, b.DescriptorShape)
}

// IfBranch builds one branch of an If and returns the values it yields.
type IfBranch func() []Value

// If builds `if cond: then else: els` (scf.if) on a scalar condition and returns the values
// the branches yield: the same number, of the same types, from both. els may be nil when then
// yields nothing.
func (k *Kernel) If(cond Value, then, els IfBranch) []Value {
	if !k.operands(cond) {
		return nil
	}
	if cond.t.IsBlock() {
		k.errorf("the condition of an if must be a scalar, not %s", cond.t)
		return nil
	}
	cond = k.Cast(cond, Int1)
	condIR := cond.IR()
	saved := *k.b
	thenBlock := ir.NewBlock(nil, nil)
	k.b.SetInsertionPointToEnd(thenBlock)
	thenVals := then()
	var elseBlock *ir.Block
	var elseVals []Value
	if els != nil {
		elseBlock = ir.NewBlock(nil, nil)
		k.b.SetInsertionPointToEnd(elseBlock)
		elseVals = els()
	}
	*k.b = saved
	if k.err != nil {
		return nil
	}
	if !k.operands(thenVals...) || !k.operands(elseVals...) {
		return nil
	}
	if els == nil && len(thenVals) > 0 {
		k.errorf("an if without else cannot yield values")
		return nil
	}
	// Literals become constants of their dtype in the branch that yields them.
	for i := range thenVals {
		if thenVals[i].lit != nil {
			k.b.SetInsertionPointToEnd(thenBlock)
			thenVals[i] = k.Cast(thenVals[i], thenVals[i].t.Elem)
			thenVals[i].v, thenVals[i].lit = thenVals[i].IR(), nil
		}
	}
	*k.b = saved
	types := make([]ir.Type, len(thenVals))
	for i, v := range thenVals {
		types[i] = v.t.IRType(k.Ctx)
	}
	op := scf.BuildIf(k.b, k.location(), types, condIR)
	op.Region(0).Append(thenBlock)
	k.b.SetInsertionPointToEnd(thenBlock)
	ok := k.yield(thenVals, thenVals, "if")
	if ok && elseBlock != nil {
		op.Region(1).Append(elseBlock)
		k.b.SetInsertionPointToEnd(elseBlock)
		ok = k.yield(elseVals, thenVals, "if")
	}
	*k.b = saved
	if !ok {
		return nil
	}
	out := make([]Value, len(thenVals))
	for i, v := range thenVals {
		out[i] = k.wrap(op.Result(i), v.t)
	}
	return out
}

// intCast is the cast of a loop bound to the induction variable's type Triton's frontend
// makes: an arith.bitcast to the same type, which canonicalization folds away.
func (k *Kernel) intCast(x Value) Value {
	t := x.t.IRType(k.Ctx)
	return k.wrap(arith.BuildBitcast(k.b, k.location(), t, x.IR()).Out(), x.t)
}
