package pipeliner

import "github.com/ttgo/ttgo/ir"

// forwardSlice returns the set of ops MLIR's getForwardSlice gives for op: the ops nested in
// it and, transitively, the users of its results and theirs, without op itself.
func forwardSlice(op *ir.Operation) map[*ir.Operation]bool {
	slice := map[*ir.Operation]bool{}
	var visit func(o *ir.Operation)
	visit = func(o *ir.Operation) {
		if slice[o] {
			return
		}
		slice[o] = true
		for _, r := range o.Regions() {
			for _, b := range r.Blocks() {
				for _, nested := range b.Ops() {
					visit(nested)
				}
			}
		}
		for _, res := range o.Results() {
			for _, user := range res.Users() {
				visit(user)
			}
		}
	}
	visit(op)
	delete(slice, op)
	return slice
}

// backwardSlice returns the ops MLIR's getBackwardSlice gives for op with block arguments
// omitted and uses from above kept: the defining ops of its operands and of the values its
// regions use from above, transitively, without op itself, in the order MLIR inserts them.
func backwardSlice(op *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	seen := map[*ir.Operation]bool{}
	var visit func(o *ir.Operation)
	visit = func(o *ir.Operation) {
		if seen[o] {
			return
		}
		seen[o] = true
		for _, v := range o.Operands() {
			if def := v.DefiningOp(); def != nil {
				visit(def)
			}
		}
		for _, v := range usedFromAbove(o) {
			if def := v.DefiningOp(); def != nil {
				visit(def)
			}
		}
		out = append(out, o)
	}
	visit(op)
	return out[:len(out)-1]
}

// usedFromAbove returns the values the ops nested in op's regions use that are defined
// outside op.
func usedFromAbove(op *ir.Operation) []*ir.Value {
	var out []*ir.Value
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for _, nested := range b.Ops() {
				nested.Walk(func(o *ir.Operation) ir.WalkResult {
					for _, v := range o.Operands() {
						owner := v.ParentBlock().ParentOp()
						if owner != nil && owner != op && owner.IsAncestorOf(op) {
							out = append(out, v)
						}
					}
					return ir.WalkAdvance
				})
			}
		}
	}
	return out
}
