package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The def-use walks tritongpu-accelerate-matmul makes around a dot (MLIR's slice analysis
// reduced to what the pass asks).

// chainedSlice returns the ops connected to root through operands and results without leaving
// root's region or passing a tt.trans, root included, in program order.
func chainedSlice(root *ir.Operation) []*ir.Operation {
	region := root.ParentRegion()
	keep := func(op *ir.Operation) bool {
		_, isTrans := tt.AsTrans(op)
		return op != nil && op.ParentRegion() == region && !isTrans
	}
	in := map[*ir.Operation]bool{root: true}
	queue := []*ir.Operation{root}
	add := func(op *ir.Operation) {
		if keep(op) && !in[op] {
			in[op] = true
			queue = append(queue, op)
		}
	}
	for i := 0; i < len(queue); i++ {
		for _, v := range queue[i].Operands() {
			add(v.DefiningOp())
		}
		for _, r := range queue[i].Results() {
			for _, u := range r.Users() {
				add(u)
			}
		}
	}
	var ordered []*ir.Operation
	for _, b := range region.Blocks() {
		for op := b.First(); op != nil; op = op.Next() {
			if in[op] {
				ordered = append(ordered, op)
			}
		}
	}
	return ordered
}

// feedsDot reports whether v reaches a dot op through its transitive users (and the ops nested
// in them).
func feedsDot(v *ir.Value) bool {
	seen := map[*ir.Operation]bool{}
	var visit func(op *ir.Operation) bool
	visit = func(op *ir.Operation) bool {
		if seen[op] {
			return false
		}
		seen[op] = true
		if ttng.IsDotOp(op) {
			return true
		}
		found := false
		op.Walk(func(nested *ir.Operation) ir.WalkResult {
			if nested != op && ttng.IsDotOp(nested) {
				found = true
				return ir.WalkInterrupt
			}
			return ir.WalkAdvance
		})
		if found {
			return true
		}
		for _, r := range op.Results() {
			for _, u := range r.Users() {
				if visit(u) {
					return true
				}
			}
		}
		return false
	}
	for _, u := range v.Users() {
		if visit(u) {
			return true
		}
	}
	return false
}

// isViewOp reports whether op only reinterprets its operands' elements (Triton's isView).
func isViewOp(op *ir.Operation) bool {
	switch {
	case opIs[tt.ExpandDimsOp](op), opIs[tt.ReshapeOp](op), opIs[tt.TransOp](op), opIs[tt.JoinOp](op), opIs[tt.SplitOp](op):
		return true
	}
	return false
}

// opIs reports whether op is an op of view T.
func opIs[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}

// loadChainOp reports whether the bit width walk of origBitWidth goes through op.
func loadChainOp(op *ir.Operation) bool {
	if op.HasTrait(ir.Elementwise) && rewrite.IsMemoryEffectFree(op) || isViewOp(op) {
		return true
	}
	switch {
	case opIs[ttg.Fp4ToFpOp](op), opIs[tt.LoadOp](op), opIs[tt.DescriptorLoadOp](op), opIs[tt.BroadcastOp](op), opIs[ttg.ConvertLayoutOp](op):
		return true
	}
	return false
}

// loadChain returns the ops above x's defining op that reach it through loadChainOp ops, x's
// defining op itself left out (MLIR's getBackwardSlice without block arguments).
func loadChain(x *ir.Value) []*ir.Operation {
	root := x.DefiningOp()
	if root == nil || !loadChainOp(root) {
		return nil
	}
	in := map[*ir.Operation]bool{root: true}
	var chain []*ir.Operation
	queue := []*ir.Operation{root}
	for i := 0; i < len(queue); i++ {
		for _, v := range queue[i].Operands() {
			d := v.DefiningOp()
			if d == nil || in[d] || !loadChainOp(d) {
				continue
			}
			in[d] = true
			chain = append(chain, d)
			queue = append(queue, d)
		}
	}
	return chain
}

// origBitWidth returns the bit width x is loaded with: 4 behind an fp4 upcast, else the
// narrowest element loaded on the way to x (no wider than x's own), halved after a tt.join.
func origBitWidth(x *ir.Value) int {
	chain := loadChain(x)
	for _, op := range chain {
		if opIs[ttg.Fp4ToFpOp](op) {
			return 4
		}
	}
	bits := ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(x.Type()))
	joined := false
	for _, op := range chain {
		var loaded *ir.Value
		if load, ok := tt.AsLoad(op); ok {
			loaded = load.Result()
		} else if load, ok := tt.AsDescriptorLoad(op); ok {
			loaded = load.Result()
		}
		if t, ok := tensorTypeOf(loaded); ok {
			bits = min(bits, ir.IntOrFloatBitWidth(t.Elem))
		}
		joined = joined || opIs[tt.JoinOp](op)
	}
	if joined {
		bits /= 2
	}
	return bits
}

// comesFromLoadOrBlockArg reports whether v, through layout conversions, transposes and
// memdesc views, is a block argument or the result of a load.
func comesFromLoadOrBlockArg(v *ir.Value) bool {
	for {
		def := v.DefiningOp()
		if def == nil {
			break
		}
		if cvt, ok := ttg.AsConvertLayout(def); ok {
			v = cvt.Src()
			continue
		}
		if trans, ok := tt.AsTrans(def); ok {
			v = trans.Src()
			continue
		}
		if src := ttg.MemDescViewSource(def); src != nil {
			v = src
			continue
		}
		break
	}
	def := v.DefiningOp()
	return def == nil || opIs[tt.LoadOp](def) || opIs[tt.DescriptorLoadOp](def) || opIs[tt.DescriptorGatherOp](def)
}

// tensorTypeOf returns the ranked tensor type of v; false for nil or another type.
func tensorTypeOf(v *ir.Value) (*ir.RankedTensorType, bool) {
	if v == nil {
		return nil, false
	}
	t, ok := v.Type().(*ir.RankedTensorType)
	return t, ok
}
