package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
)

// elementwiseOps are the ops PlanCTA.cpp treats as elementwise: every tensor operand and
// result takes one layout.
var elementwiseOps = opNameSet(
	arith.AddFOp{}, arith.AddIOp{}, arith.AndIOp{}, arith.CeilDivSIOp{}, arith.CeilDivUIOp{}, arith.DivFOp{},
	arith.DivSIOp{}, arith.DivUIOp{}, arith.ExtFOp{}, arith.ExtSIOp{}, arith.ExtUIOp{}, arith.FloorDivSIOp{},
	arith.FPToSIOp{}, arith.FPToUIOp{}, arith.MaximumFOp{}, arith.MaxNumFOp{}, arith.MaxSIOp{}, arith.MaxUIOp{},
	arith.MinimumFOp{}, arith.MinNumFOp{}, arith.MinSIOp{}, arith.MinUIOp{}, arith.MulFOp{}, arith.MulIOp{},
	arith.MulUIExtendedOp{}, arith.MulSIExtendedOp{}, arith.NegFOp{}, arith.OrIOp{}, arith.RemFOp{}, arith.RemSIOp{},
	arith.RemUIOp{}, arith.ShLIOp{}, arith.ShRSIOp{}, arith.ShRUIOp{}, arith.SIToFPOp{}, arith.SubFOp{}, arith.SubIOp{},
	arith.TruncFOp{}, arith.TruncIOp{}, arith.UIToFPOp{}, arith.XOrIOp{}, arith.CmpIOp{}, arith.CmpFOp{}, arith.SelectOp{},
	math.AbsFOp{}, math.AbsIOp{}, math.AtanOp{}, math.Atan2Op{}, math.CeilOp{}, math.CopySignOp{}, math.CosOp{},
	math.SinOp{}, math.CtlzOp{}, math.CttzOp{}, math.CtPopOp{}, math.ErfOp{}, math.ExpOp{}, math.Exp2Op{},
	math.FloorOp{}, math.ExpM1Op{}, math.FmaOp{}, math.LogOp{}, math.Log10Op{}, math.Log1pOp{}, math.Log2Op{},
	math.PowFOp{}, math.SqrtOp{}, math.RsqrtOp{}, math.TanhOp{},
	tt.IntToPtrOp{}, tt.PtrToIntOp{}, tt.BitcastOp{}, tt.FpToFpOp{}, tt.AddptrOp{}, tt.PreciseSqrtOp{}, tt.PreciseDivfOp{},
)

// loadStoreOps are the memory ops whose tensors take the CTA layout of the tensor asked for.
var loadStoreOps = opNameSet(
	tt.LoadOp{}, tt.StoreOp{}, tt.AtomicRmwOp{}, tt.AtomicCasOp{}, tt.DescriptorLoadOp{}, tt.DescriptorStoreOp{},
	tt.DescriptorReduceOp{}, tt.DescriptorScatterOp{}, tt.DescriptorGatherOp{},
)

// opNameSet returns the names of the given op views.
func opNameSet(views ...interface{ OpName() string }) map[string]bool {
	set := make(map[string]bool, len(views))
	for _, v := range views {
		set[v.OpName()] = true
	}
	return set
}

func isElementwiseOp(op *ir.Operation) bool {
	if e, ok := tt.AsExternElementwise(op); ok {
		return e.Pure()
	}
	return elementwiseOps[op.Name()]
}

func isLoadStoreOp(op *ir.Operation) bool { return loadStoreOps[op.Name()] }

// processLoadStore gives a memory op's tensors the CTA layout of layout, each keeping its own
// layout within a CTA. A slice asked of a load whose parent splits the sliced dimension across
// CTAs is not given: the op keeps its layout, and the conversion to the slice crosses CTAs
// through distributed shared memory.
func (p *ctaPlanner) processLoadStore(op *ir.Operation, layout ir.Attribute) error {
	if s, ok := layout.(*ttg.SliceEncoding); ok {
		parent, err := layoutattr.ToEncoding(s.Parent)
		if err != nil {
			return ir.OpError(op, "%v", err)
		}
		if parent.CTALayout().CTAsPerCGA(parent.Rank())[s.Dim] > 1 {
			v := op.Operands()
			if op.NumResults() > 0 {
				v = op.Results()
			}
			t, _ := v[0].Type().(*ir.RankedTensorType)
			if t == nil {
				return ir.OpError(op, "planning the CTAs of a memory op needs a tensor")
			}
			return p.processLoadStore(op, t.Encoding)
		}
	}
	enc, err := layoutattr.ToEncoding(layout)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	cga := enc.CTALayout()
	numWarps, ok := ttg.LookupNumWarps(op)
	if !ok {
		return ir.OpError(op, "is not in a context with `ttg.num-warps`")
	}
	layoutsOf := func(vs []*ir.Value, scalarsAllowed bool) ([]ir.Attribute, error) {
		out := make([]ir.Attribute, len(vs))
		for i, v := range vs {
			t, ok := tensorOf(v.Type())
			if !ok {
				if !scalarsAllowed {
					return nil, ir.OpError(op, "planning the CTAs of a memory op needs tensor results")
				}
				continue
			}
			l, err := p.replaceCTALayout(t.Encoding, t.Dims, int(numWarps), cga)
			if err != nil {
				return nil, ir.OpError(op, "%v", err)
			}
			out[i] = l
		}
		return out, nil
	}
	operands, err := layoutsOf(op.Operands(), true)
	if err != nil {
		return err
	}
	results, err := layoutsOf(op.Results(), false)
	if err != nil {
		return err
	}
	p.insertCasts(op, operands, results)
	return nil
}

// processMultiUsersBackward handles a backward cast whose input has several uses. Once the
// queue has gone round without change, a use by another op gets a pair of casts of its own;
// then the backward casts of input are grouped by type: the first type keeps input, each other
// type gets a clone of input's producer.
func (p *ctaPlanner) processMultiUsersBackward(input *ir.Value, c *ir.Operation) (bool, error) {
	loc := input.Location()
	b := ir.NewBuilder(p.ctx)
	var types []ir.Type
	groups := map[ir.Type][]*ir.Operation{}
	// The walk follows the use list as it changes, as Triton's iteration over the uses does:
	// a use given to a new cast ends it.
	for use := input.FirstUse(); use != nil; use = use.NextUse() {
		brother, ok := asPlannerCast(use.Owner())
		if !ok {
			if p.stepUnchanged <= len(p.queue) {
				return false, nil
			}
			b.SetInsertionPoint(use.Owner())
			brother = p.newCast(b, loc, c.SingleResult().Type(), input, backward)
			back := p.newCast(b, loc, input.Type(), brother.SingleResult(), forward)
			use.Set(back.SingleResult())
		}
		t := brother.SingleResult().Type()
		if _, seen := groups[t]; !seen {
			types = append(types, t)
		}
		groups[t] = append(groups[t], brother)
	}
	for i, t := range types {
		newInput := input
		if i > 0 {
			def := input.DefiningOp()
			if def == nil {
				return false, ir.Errorf(loc, "a block argument is wanted in two CTA layouts, which is not supported")
			}
			b.SetInsertionPointAfter(def)
			clone := def.Clone(nil)
			b.Insert(clone)
			newInput = clone.Result(input.Index())
		}
		if def := newInput.DefiningOp(); def != nil {
			b.SetInsertionPointAfter(def)
		} else {
			b.SetInsertionPointToStart(newInput.OwnerBlock())
		}
		merged := p.newCast(b, loc, t, newInput, backward)
		for _, brother := range groups[t] {
			brother.SingleResult().ReplaceAllUsesWith(merged.SingleResult())
			p.eraseCasts(brother)
		}
	}
	return true, nil
}

// processMultiUsersForward gives each use of a forward cast's result a forward cast of its own.
func (p *ctaPlanner) processMultiUsersForward(output *ir.Value, c *ir.Operation) {
	src := c.SingleOperand()
	b := ir.NewBuilder(p.ctx)
	b.SetInsertionPointAfter(c)
	for output.HasUses() {
		n := p.newCast(b, c.Loc(), output.Type(), src, forward)
		output.FirstUse().Set(n.SingleResult())
	}
	c.Erase()
}
