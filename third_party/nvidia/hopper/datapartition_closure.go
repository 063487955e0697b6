package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// forward is Triton's getForwardSliceToPartition: it adds the ops using v to the scheme
// along dim, reporting false when an op would need two dimensions or a dot would be sliced
// along K.
func (s *partitionScheme) forward(v *ir.Value, dim int, seen map[*ir.Value]bool) bool {
	if seen[v] {
		return true
	}
	seen[v] = true
	if !needToSlice(v, dim, s.numPartitions) {
		return true
	}
	for _, use := range v.Uses() {
		user := use.Owner()
		userDim := dim
		if isTrans(user) {
			userDim = s.flipDim(userDim)
		}
		if !s.ops.insert(user) {
			if !isControlFlowOp(user) && s.dimOf(user) != userDim {
				return false
			}
			if !is[scf.YieldOp](user) {
				continue
			}
		}
		s.dims[user] = userDim
		if dot, ok := ttng.AsWarpGroupDot(user); ok {
			if (userDim == 0 && v == dot.B()) || (userDim == 1 && v == dot.A()) {
				if !onlyUsedByAtomicStore(dot.D()) {
					return false
				}
				s.dotOperand[user] = 1
				if v == dot.A() {
					s.dotOperand[user] = 0
				}
				userDim = noPartitionDim
			} else {
				s.dotOperand[user] = dotOperandAlong(userDim)
			}
		}
		for _, r := range user.Results() {
			if !s.forward(r, userDim, seen) {
				return false
			}
		}
		if is[scf.YieldOp](user) {
			parent := user.ParentOp()
			for i, operand := range user.Operands() {
				if operand != v {
					continue
				}
				s.ops.insert(parent)
				if !s.forward(parent.Result(i), userDim, seen) {
					return false
				}
			}
		}
	}
	return true
}

// onlyUsedByAtomicStore reports whether everything computed from v ends in one atomic update
// (tt.atomic_rmw or tt.descriptor_reduce), so that a dot sliced along K adds up partial
// results.
func onlyUsedByAtomicStore(v *ir.Value) bool {
	slice := forwardSlice(v)
	var atomic *ir.Operation
	for _, op := range slice {
		if is[tt.AtomicRmwOp](op) || is[tt.DescriptorReduceOp](op) {
			atomic = op
			break
		}
	}
	if atomic == nil {
		return false
	}
	left := map[*ir.Operation]bool{}
	for _, op := range slice {
		left[op] = true
	}
	delete(left, atomic)
	queue := []*ir.Operation{atomic}
	for len(queue) > 0 {
		op := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, operand := range op.Operands() {
			if def := operand.DefiningOp(); def != nil && left[def] {
				delete(left, def)
				queue = append(queue, def)
			}
		}
	}
	return len(left) == 0
}

// forwardSlice is MLIR's forward slice of a value: the ops using it, the ops nested in them
// and, transitively, the ops using their results, in topological order.
func forwardSlice(root *ir.Value) []*ir.Operation {
	var post []*ir.Operation
	seen := map[*ir.Operation]bool{}
	var visit func(op *ir.Operation)
	visit = func(op *ir.Operation) {
		if seen[op] {
			return
		}
		seen[op] = true
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, nested := range b.Ops() {
					visit(nested)
				}
			}
		}
		for _, r := range op.Results() {
			for _, u := range r.Users() {
				visit(u)
			}
		}
		post = append(post, op)
	}
	for _, u := range root.Users() {
		visit(u)
	}
	slices.Reverse(post)
	return post
}

// sliceToPartition is Triton's getSliceToPartition: the closure of the ops root depends on
// and those depending on it, each with its dimension.
func (s *partitionScheme) sliceToPartition(root *ir.Value, dim int) bool {
	if !s.backward(root, dim) {
		return false
	}
	fwd := s.clone()
	ok := fwd.forward(root, dim, map[*ir.Value]bool{})
	s.append(fwd)
	if !ok {
		return false
	}
	for _, op := range fwd.ops.list {
		d := s.dimOf(op)
		if d == noPartitionDim {
			continue
		}
		if op.HasTrait(ir.Elementwise) || is[tt.StoreOp](op) || is[tt.DescriptorStoreOp](op) || is[tt.AtomicRmwOp](op) {
			for _, operand := range op.Operands() {
				if !s.backward(operand, d) {
					return false
				}
			}
			continue
		}
		dot, isDot := ttng.AsWarpGroupDot(op)
		if !isDot {
			continue
		}
		operandIndex := s.dotOperand[op]
		if !s.backward(op.Operand(operandIndex), d) {
			return false
		}
		if (d == 0 && operandIndex == 0) || (d == 1 && operandIndex == 1) {
			if !s.backward(dot.C(), d) {
				return false
			}
			continue
		}
		if !s.backward(op.Operand(1-operandIndex), 1-d) || !s.backward(dot.C(), noPartitionDim) {
			return false
		}
	}
	return true
}

// computePartitionScheme is Triton's computePartitionScheme: each warp group dot shared by
// several consumer tasks is split along M when each task gets at least 64 rows, else along N
// when each gets at least 128 columns, with everything connected to it. It reports whether
// there is something to partition.
func (s *partitionScheme) compute(fn tt.FuncOp) bool {
	var dots []*ir.Operation
	fn.Operation.WalkPostOrder(func(op *ir.Operation) {
		if len(asyncTaskIDs(op)) > 1 && is[ttng.WarpGroupDotOp](op) {
			dots = append(dots, op)
		}
	})
	if len(dots) == 0 {
		return true
	}
	for _, op := range dots {
		if s.isPartitioned(op) || s.skipped[op] {
			continue
		}
		acc := ir.View[ttng.WarpGroupDotOp](op).D()
		accType, ok := acc.Type().(*ir.RankedTensorType)
		if !ok {
			return false
		}
		shape := shapePerCTA(accType)
		if len(shape) != 2 {
			return false
		}
		tasks := len(asyncTaskIDs(op))
		var dims []int
		if shape[0]/int64(tasks) >= 64 {
			dims = append(dims, 0)
		}
		if shape[1]/int64(tasks) >= 128 {
			dims = append(dims, 1)
		}
		if len(dims) == 0 {
			return false
		}
		if s.numPartitions == 0 {
			s.numPartitions = tasks
		} else if s.numPartitions != tasks {
			return false
		}
		success := false
		for _, dim := range dims {
			trial := s.clone()
			if trial.sliceToPartition(acc, dim) {
				*s = *trial
				success = true
				break
			}
		}
		if !success {
			return false
		}
	}
	return len(s.ops.list) > 0
}

// shapePerCTA is the part of a tensor of type t that one CTA holds.
func shapePerCTA(t *ir.RankedTensorType) []int64 {
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return t.Dims
	}
	return layout.ShapePerCTA(enc, t.Dims)
}
