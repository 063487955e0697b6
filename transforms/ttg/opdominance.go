package ttgpasses

import "github.com/ttgo/ttgo/ir"

// opDominance answers whether one op dominates another, as MLIR's DominanceInfo does for
// operations: an op dominates the ops after it in its block, those of the blocks its block
// dominates, and the ops nested in either or in itself. It keeps the block dominance of each
// region it was asked about.
type opDominance struct {
	regions map[*ir.Region]*ir.DominanceInfo
}

func newOpDominance() *opDominance {
	return &opDominance{regions: map[*ir.Region]*ir.DominanceInfo{}}
}

// dominates reports whether a is b or properly dominates it.
func (d *opDominance) dominates(a, b *ir.Operation) bool {
	if a == b {
		return true
	}
	region := a.ParentRegion()
	anc := ancestorInRegion(region, b)
	if anc == nil {
		return false
	}
	if anc == a {
		return true
	}
	if anc.Block() == a.Block() {
		return a.IsBeforeInBlock(anc)
	}
	info, ok := d.regions[region]
	if !ok {
		info = ir.NewDominanceInfo(region)
		d.regions[region] = info
	}
	return info.Dominates(a.Block(), anc.Block())
}

// ancestorInRegion returns the op of r that is op or holds it, or nil.
func ancestorInRegion(r *ir.Region, op *ir.Operation) *ir.Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.ParentRegion() == r {
			return o
		}
	}
	return nil
}

// ancestorInBlock returns the op of b that is op or holds it, or nil.
func ancestorInBlock(b *ir.Block, op *ir.Operation) *ir.Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.Block() == b {
			return o
		}
	}
	return nil
}

// properlyDominatesOutside reports whether a properly dominates b without holding it (MLIR's
// properlyDominates with enclosingOpOk false).
func (d *opDominance) properlyDominatesOutside(a, b *ir.Operation) bool {
	if a == b || a.IsAncestorOf(b) {
		return false
	}
	return d.dominates(a, b)
}

// valueProperlyDominates reports whether v is available at op: a block argument of a block
// dominating op's block, or the result of an op properly dominating op without holding it.
func (d *opDominance) valueProperlyDominates(v *ir.Value, op *ir.Operation) bool {
	if !v.IsBlockArgument() {
		return d.properlyDominatesOutside(v.DefiningOp(), op)
	}
	owner := v.OwnerBlock()
	var anc *ir.Block
	for o := op; o != nil; o = o.ParentOp() {
		if o.ParentRegion() == owner.Parent() {
			anc = o.Block()
			break
		}
	}
	if anc == nil {
		return false
	}
	if anc == owner {
		return true
	}
	region := owner.Parent()
	info, ok := d.regions[region]
	if !ok {
		info = ir.NewDominanceInfo(region)
		d.regions[region] = info
	}
	return info.Dominates(owner, anc)
}
