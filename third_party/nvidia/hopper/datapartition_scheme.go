package hopper

import (
	"maps"
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// noPartitionDim marks an op that data partitioning duplicates instead of slicing.
const noPartitionDim = -1

// opSet is an insertion-ordered set of ops (MLIR's SetVector).
type opSet struct {
	list []*ir.Operation
	has  map[*ir.Operation]bool
}

func newOpSet() opSet { return opSet{has: map[*ir.Operation]bool{}} }

// insert adds op, reporting whether it was new.
func (s *opSet) insert(op *ir.Operation) bool {
	if s.has[op] {
		return false
	}
	s.has[op] = true
	s.list = append(s.list, op)
	return true
}

// remove deletes op from the set.
func (s *opSet) remove(op *ir.Operation) {
	if !s.has[op] {
		return
	}
	delete(s.has, op)
	s.list = slices.DeleteFunc(s.list, func(o *ir.Operation) bool { return o == op })
}

func (s opSet) clone() opSet {
	return opSet{list: slices.Clone(s.list), has: maps.Clone(s.has)}
}

// rematerialization is an op that data partitioning duplicates for each of several
// partition dimensions.
type rematerialization struct {
	op   *ir.Operation
	dims []int
}

// partitionScheme is Triton's DataPartitionScheme: the ops to slice and the dimension each is
// sliced along, the operand a dot is sliced through, and the ops rematerialized along more
// than one dimension.
type partitionScheme struct {
	numPartitions int
	ops           opSet
	dims          map[*ir.Operation]int
	dotOperand    map[*ir.Operation]int
	remat         []*rematerialization
	skipped       map[*ir.Operation]bool
	// unsupported is the first op the scheme met that Triton aborts on.
	unsupported *ir.Operation
}

func newPartitionScheme() *partitionScheme {
	return &partitionScheme{ops: newOpSet(), dims: map[*ir.Operation]int{}, dotOperand: map[*ir.Operation]int{},
		skipped: map[*ir.Operation]bool{}}
}

func (s *partitionScheme) clone() *partitionScheme {
	c := &partitionScheme{numPartitions: s.numPartitions, ops: s.ops.clone(), dims: maps.Clone(s.dims),
		dotOperand: maps.Clone(s.dotOperand), skipped: maps.Clone(s.skipped), unsupported: s.unsupported}
	for _, r := range s.remat {
		c.remat = append(c.remat, &rematerialization{op: r.op, dims: slices.Clone(r.dims)})
	}
	return c
}

// append merges other into s, keeping what s already says about an op.
func (s *partitionScheme) append(other *partitionScheme) {
	for _, op := range other.ops.list {
		s.ops.insert(op)
	}
	for op, d := range other.dims {
		if _, ok := s.dims[op]; !ok {
			s.dims[op] = d
		}
	}
	for op, d := range other.dotOperand {
		if _, ok := s.dotOperand[op]; !ok {
			s.dotOperand[op] = d
		}
	}
	for _, r := range other.remat {
		if s.rematOf(r.op) == nil {
			s.remat = append(s.remat, &rematerialization{op: r.op, dims: slices.Clone(r.dims)})
		}
	}
	for op := range other.skipped {
		s.skipped[op] = true
	}
	if s.unsupported == nil {
		s.unsupported = other.unsupported
	}
}

// dimOf returns the partition dimension of op, recording 0 for an op without one as the
// DenseMap lookup of Triton does.
func (s *partitionScheme) dimOf(op *ir.Operation) int {
	d, ok := s.dims[op]
	if !ok {
		s.dims[op] = 0
	}
	return d
}

func (s *partitionScheme) rematOf(op *ir.Operation) *rematerialization {
	for _, r := range s.remat {
		if r.op == op {
			return r
		}
	}
	return nil
}

func (s *partitionScheme) isPartitioned(op *ir.Operation) bool {
	_, ok := s.dims[op]
	return ok || s.rematOf(op) != nil
}

func (s *partitionScheme) flipDim(dim int) int {
	if dim == noPartitionDim {
		return dim
	}
	return s.numPartitions - 1 - dim
}

// undoPartition takes op out of the ops to slice and marks it to skip.
func (s *partitionScheme) undoPartition(op *ir.Operation) {
	if _, ok := s.dims[op]; ok {
		delete(s.dims, op)
		s.ops.remove(op)
		s.skipped[op] = true
	}
}

// shapeOf is Triton's getShape: the shape of a tensor, memdesc or tensor descriptor type, or
// of what a pointer points to; nil for others.
func shapeOf(t ir.Type) []int64 {
	switch t := t.(type) {
	case *ttg.MemDescType:
		return t.Dims
	case *ir.RankedTensorType:
		return t.Dims
	case *tt.TensorDescType:
		return t.BlockType.Dims
	case *tt.PointerType:
		return shapeOf(t.Pointee)
	}
	return nil
}

// needToSlice reports whether v is large enough along dim to slice.
func needToSlice(v *ir.Value, dim, size int) bool {
	if dim == noPartitionDim {
		return true
	}
	shape := shapeOf(v.Type())
	return len(shape) > dim && shape[dim] > int64(size)
}

// isControlFlowOp reports whether op is one Triton's data partition treats as control flow.
func isControlFlowOp(op *ir.Operation) bool {
	return is[tt.ReturnOp](op) || is[tt.FuncOp](op) || is[scf.YieldOp](op) || is[scf.ForOp](op) || is[scf.IfOp](op)
}

// isTrans reports whether op transposes a tensor or a memdesc.
func isTrans(op *ir.Operation) bool { return is[tt.TransOp](op) || is[ttg.MemdescTransOp](op) }

// followsOperandsBackward reports whether the backward slice goes on through every operand of
// op along the same dimension.
func followsOperandsBackward(op *ir.Operation) bool {
	return op.HasTrait(ir.Elementwise) || is[arith.ConstantOp](op) || is[arith.ExtSIOp](op) || is[arith.ExtUIOp](op) ||
		is[arith.ExtFOp](op) || is[tt.BroadcastOp](op) || is[tt.ExpandDimsOp](op) || is[tt.MakeRangeOp](op) ||
		is[tt.SplatOp](op) || is[ttg.ConvertLayoutOp](op) || is[ttg.LocalAllocOp](op) || is[tt.LoadOp](op) ||
		isTrans(op) || is[tt.AtomicRmwOp](op) || is[tt.AddptrOp](op) || is[tt.DescriptorLoadOp](op) ||
		is[ttng.TmemAllocOp](op) || is[ttng.TmemLoadOp](op) || is[tt.FpToFpOp](op)
}

// rematerialize is Triton's rematerializeOp: an alloc or a constant wanted along two
// dimensions is duplicated, and what it depends on is left unsliced.
func (s *partitionScheme) rematerialize(op *ir.Operation, dim int) bool {
	if r := s.rematOf(op); r != nil {
		if !slices.Contains(r.dims, dim) {
			r.dims = append(r.dims, dim)
		}
		return true
	}
	if !is[ttg.LocalAllocOp](op) && !is[arith.ConstantOp](op) {
		return false
	}
	r := &rematerialization{op: op, dims: []int{s.dimOf(op)}}
	if dim != r.dims[0] {
		r.dims = append(r.dims, dim)
	}
	s.remat = append(s.remat, r)
	for _, dep := range backwardSliceOfOp(op) {
		s.undoPartition(dep)
	}
	return true
}

// backwardSliceOfOp is MLIR's backward slice of op with the default options: the ops its
// operands depend on, through the ops owning the blocks of block arguments, op excluded.
func backwardSliceOfOp(root *ir.Operation) []*ir.Operation {
	var slice []*ir.Operation
	seen := map[*ir.Operation]bool{root: true}
	var visit func(op *ir.Operation)
	visit = func(op *ir.Operation) {
		for _, v := range op.Operands() {
			def := v.DefiningOp()
			if v.IsBlockArgument() {
				def = v.OwnerBlock().ParentOp()
				if is[tt.FuncOp](def) {
					continue
				}
			}
			if def == nil || seen[def] {
				continue
			}
			seen[def] = true
			visit(def)
			slice = append(slice, def)
		}
	}
	visit(root)
	return slice
}

// backward is Triton's getBackwardSliceToPartition: it adds the ops v depends on to the
// scheme along dim, reporting false when an op would need two dimensions.
func (s *partitionScheme) backward(v *ir.Value, dim int) bool {
	if !needToSlice(v, dim, s.numPartitions) {
		return true
	}
	if v.IsBlockArgument() {
		if loop, ok := scf.AsFor(v.OwnerBlock().ParentOp()); ok {
			i := v.Index() - 1
			if !s.backward(loop.InitArgs()[i], dim) {
				return false
			}
			return s.backward(loop.Region().Front().Terminator().Operand(i), dim)
		}
		return true
	}
	op := v.DefiningOp()
	if !s.ops.insert(op) {
		if !isControlFlowOp(op) && s.dimOf(op) != dim {
			return s.rematerialize(op, dim)
		}
		return true
	}
	s.dims[op] = dim
	if isTrans(op) {
		dim = s.flipDim(dim)
	}
	if expand, ok := tt.AsExpandDims(op); ok {
		if axis, _ := expand.Axis(); int(axis) < dim {
			dim--
		}
	}
	if followsOperandsBackward(op) {
		for _, operand := range op.Operands() {
			if !s.backward(operand, dim) {
				return false
			}
		}
		return true
	}
	if dot, ok := ttng.AsWarpGroupDot(op); ok {
		operand := dot.A()
		if dim != 0 {
			operand = dot.B()
		}
		if !s.backward(operand, dim) || !s.backward(dot.C(), dim) {
			return false
		}
		s.dotOperand[op] = dotOperandAlong(dim)
		return true
	}
	if is[ttng.ReinterpretTensorDescriptorOp](op) || is[tt.MakeTensorDescriptorOp](op) {
		return true
	}
	if ifOp, ok := scf.AsIf(op); ok {
		return s.backwardThroughIf(ifOp, v, dim)
	}
	if s.unsupported == nil {
		s.unsupported = op
	}
	return false
}

// backwardThroughIf follows a result of an scf.if to what both branches yield for it. As in
// Triton, success on the then branch reports failure.
func (s *partitionScheme) backwardThroughIf(ifOp scf.IfOp, v *ir.Value, dim int) bool {
	if ifOp.ElseRegion().Empty() {
		if s.unsupported == nil {
			s.unsupported = ifOp.Operation
		}
		return false
	}
	thenYield := ifOp.ThenRegion().Front().Terminator()
	elseYield := ifOp.ElseRegion().Front().Terminator()
	s.ops.insert(thenYield)
	s.dims[thenYield] = dim
	s.ops.insert(elseYield)
	s.dims[elseYield] = dim
	i := v.Index()
	if s.backward(thenYield.Operand(i), dim) {
		return false
	}
	return s.backward(elseYield.Operand(i), dim)
}

// dotOperandAlong is the dot operand slicing along dim goes through: A along M (0), B
// otherwise.
func dotOperandAlong(dim int) int {
	if dim == 0 {
		return 0
	}
	return 1
}
