package gluon

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	ttgpasses "github.com/ttgo/ttgo/transforms/ttg"
)

// This file is Triton's Gluon InferLayoutUtils: the propagation of concrete layouts from seed
// values over the placeholder-encoded tensors of a function, shared by
// gluon-resolve-auto-encodings and gluon-infer-coalesced-encodings.

// layoutInfo is the layout found for a value; mayVary marks one derived through an op that
// could take several layouts (join, split, reshape, cat, trans), which yields to a fixed one.
type layoutInfo struct {
	encoding ir.Attribute
	mayVary  bool
}

// seed is a value with the layout it must have.
type seed struct {
	value    *ir.Value
	encoding ir.Attribute
}

// layoutInference holds the state of one function's propagation.
type layoutInference struct {
	fn        *ir.Operation
	encodings map[*ir.Value]layoutInfo
	order     []*ir.Value
	worklist  []*ir.Value
}

// inferLayout gives every value of fn whose type isPlaceholder accepts the layout propagated
// from seeds, forward through users and backward through defining ops, as Triton's
// inferLayout; a value reached with two fixed layouts is a diagnostic.
func inferLayout(fn *ir.Operation, isPlaceholder func(ir.Type) bool, seeds []seed) error {
	f, _ := tt.AsFunc(fn)
	if ft, ok := f.FunctionTypeAttr().(*ir.TypeAttr); ok {
		if sig, ok := ft.Type.(*ir.FunctionType); ok {
			for _, t := range sig.Inputs {
				if isPlaceholder(t) {
					return ir.Errorf(fn.Loc(), "Functions taking auto encoding must be fully inlined")
				}
			}
			for _, t := range sig.Results {
				if isPlaceholder(t) {
					return ir.Errorf(fn.Loc(), "Functions returning auto encoding must be fully inlined")
				}
			}
		}
	}
	li := &layoutInference{fn: fn, encodings: map[*ir.Value]layoutInfo{}}
	for _, s := range seeds {
		if err := li.update([]*ir.Value{s.value}, layoutInfo{encoding: s.encoding}); err != nil {
			return err
		}
	}
	for len(li.worklist) > 0 {
		v := li.worklist[len(li.worklist)-1]
		li.worklist = li.worklist[:len(li.worklist)-1]
		if err := li.propagate(v); err != nil {
			return err
		}
	}
	for _, v := range li.order {
		rt := v.Type().(*ir.RankedTensorType)
		nt := fn.Context().RankedTensorType(rt.Dims, rt.Elem, li.encodings[v].encoding)
		v.SetType(nt)
		retypeConstant(v, nt)
	}
	return nil
}

// propagate carries v's layout to its users and to its definition.
func (li *layoutInference) propagate(v *ir.Value) error {
	info := li.encodings[v]
	for _, use := range v.Uses() {
		user := use.Owner()
		if _, ok := scf.AsFor(user); ok {
			if err := li.update(scf.TiedValues(user, use.Index()-len(user.Operands())+len(loopInits(user))), info); err != nil {
				return err
			}
			continue
		}
		if _, ok := scf.AsWhile(user); ok {
			if err := li.update(scf.TiedValues(user, use.Index()), info); err != nil {
				return err
			}
			continue
		}
		if _, ok := scf.AsYield(user); ok {
			continue
		}
		if dst := ttgpasses.InferDstEncoding(user, info.encoding); dst != nil {
			if err := li.update(user.Results(), layoutInfo{dst, info.mayVary || encodingsMayVary(user)}); err != nil {
				return err
			}
		}
	}
	if def := v.DefiningOp(); def != nil {
		if scf.TiesValues(def) {
			return li.update(scf.TiedValues(def, v.Index()), info)
		}
		src := ttgpasses.InferSrcEncoding(def, info.encoding)
		if src == nil {
			return nil
		}
		var operands []*ir.Value
		for _, o := range def.Operands() {
			if _, ok := o.Type().(*ir.RankedTensorType); ok {
				operands = append(operands, o)
			}
		}
		return li.update(operands, layoutInfo{src, info.mayVary || encodingsMayVary(def)})
	}
	parent := v.OwnerBlock().ParentOp()
	if _, ok := scf.AsFor(parent); ok {
		return li.update(scf.TiedValues(parent, v.Index()-1), info)
	}
	if _, ok := scf.AsWhile(parent); ok {
		return li.update(scf.TiedValues(parent, v.Index()), info)
	}
	return nil
}

// update records info for values, combining it with what they had, and queues those that
// changed (a queued value moves to the top, as LLVM's PriorityWorklist).
func (li *layoutInference) update(values []*ir.Value, info layoutInfo) error {
	for _, v := range values {
		old, seen := li.encodings[v]
		if seen {
			at := v.DefiningOp()
			if at == nil {
				at = li.fn
			}
			combined, err := combineLayouts(old, info, at)
			if err != nil {
				return err
			}
			if combined == old {
				continue
			}
			li.encodings[v] = combined
		} else {
			li.encodings[v] = info
			li.order = append(li.order, v)
		}
		li.push(v)
	}
	return nil
}

// push moves v to the top of the worklist.
func (li *layoutInference) push(v *ir.Value) {
	for i, w := range li.worklist {
		if w == v {
			li.worklist = append(li.worklist[:i], li.worklist[i+1:]...)
			break
		}
	}
	li.worklist = append(li.worklist, v)
}

// combineLayouts merges two layouts found for a value: a fixed one wins over one that may
// vary, two fixed ones must agree. The pair is ordered first so that the merge is commutative;
// Triton orders by the xxh3 hash of the printed attributes, ttgo by the printed text.
func combineLayouts(lhs, rhs layoutInfo, at *ir.Operation) (layoutInfo, error) {
	if lhs.encoding != rhs.encoding && attrText(lhs.encoding) > attrText(rhs.encoding) {
		lhs, rhs = rhs, lhs
	}
	switch {
	case lhs.mayVary:
		return rhs, nil
	case rhs.mayVary, lhs.encoding == rhs.encoding:
		return lhs, nil
	}
	return layoutInfo{}, ir.OpError(at, "found conflicting encodings for value:\n  %s\nand\n  %s", attrText(lhs.encoding), attrText(rhs.encoding))
}

// attrText returns a's printed form.
func attrText(a ir.Attribute) string { return asm.AttrString(a) }

// encodingsMayVary reports whether op may produce one of several layouts.
func encodingsMayVary(op *ir.Operation) bool {
	if _, ok := tt.AsJoin(op); ok {
		return true
	}
	if _, ok := tt.AsSplit(op); ok {
		return true
	}
	if _, ok := tt.AsReshape(op); ok {
		return true
	}
	if _, ok := tt.AsCat(op); ok {
		return true
	}
	_, ok := tt.AsTrans(op)
	return ok
}

// loopInits returns the loop-carried operands of an scf.for or scf.while.
func loopInits(op *ir.Operation) []*ir.Value {
	if f, ok := scf.AsFor(op); ok {
		return f.InitArgs()
	}
	if w, ok := scf.AsWhile(op); ok {
		return w.Inits()
	}
	return nil
}

// retypeConstant gives the splat of an arith.constant defining v the type t.
func retypeConstant(v *ir.Value, t *ir.RankedTensorType) {
	c, ok := arith.AsConstant(v.DefiningOp())
	if !ok {
		return
	}
	d, ok := c.ValueAttr().(*ir.DenseElementsAttr)
	if !ok {
		return
	}
	ctx := v.DefiningOp().Context()
	if d.Wide != nil {
		c.SetValueAttr(ctx.WideDenseElementsAttr(t, d.Wide))
		return
	}
	c.SetValueAttr(ctx.DenseElementsAttr(t, d.Data))
}

// checkResolved reports the first op result, then the first block argument, of mod that still
// has a placeholder type, as Triton's doubleCheckEncodings.
func checkResolved(mod *ir.Operation, isPlaceholder func(ir.Type) bool) error {
	var err error
	mod.WalkPostOrder(func(op *ir.Operation) {
		for _, r := range op.Results() {
			if err == nil && isPlaceholder(r.Type()) {
				err = ir.OpError(op, "Failed to infer return type")
			}
		}
	})
	if err != nil {
		return err
	}
	mod.WalkPostOrder(func(op *ir.Operation) {
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Arguments() {
					if err == nil && isPlaceholder(a.Type()) {
						err = ir.Errorf(op.Loc(), "Failed to infer block argument type")
					}
				}
			}
		}
	})
	return err
}
