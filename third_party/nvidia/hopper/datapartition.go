package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
	ttgpasses "github.com/ttgo/ttgo/transforms/ttg"
)

// partitionData is Triton's doDataPartition: the warp group dots shared by numConsumerGroups
// consumer tasks, and everything connected to them, are split into one slice per consumer
// (along M, else N); loads, descriptors and stores get their share of the data, loops carry
// one value per slice, and the originals go away. It reports false where no partition fits
// more than one consumer group or Triton would abort.
func partitionData(fn tt.FuncOp, numConsumerGroups int) bool {
	scheme := newPartitionScheme()
	if !scheme.compute(fn) {
		return numConsumerGroups <= 1
	}
	if !rewriteRematerializedOps(scheme) {
		return false
	}
	for offset := range scheme.numPartitions {
		sl := newSlicer(scheme, offset)
		numOps := len(scheme.ops.list)
		for j := range numOps {
			sl.sliceOp(scheme.ops.list[j])
		}
		if sl.err != nil {
			return false
		}
		var replaced []*ir.Operation
		for _, op := range scheme.ops.list {
			if op.Attr(toBeRemovedAttr) != nil {
				replaced = append(replaced, op)
			}
		}
		for _, op := range replaced {
			scheme.ops.remove(op)
			op.Erase()
		}
	}
	if !eraseOriginals(fn, scheme) {
		return false
	}
	fixTaskIDs(fn)
	return true
}

// rewriteRematerializedOps is Triton's rewriteRematerializedOps: each op wanted along several
// dimensions gets a copy per further dimension (a memdesc view of an alloc, a clone of a
// constant), and the users along that dimension use the copy.
func rewriteRematerializedOps(scheme *partitionScheme) bool {
	for _, r := range scheme.remat {
		old := r.op
		b := ir.NewBuilder(old.Context())
		b.SetInsertionPoint(old)
		for _, dim := range r.dims[1:] {
			var oldValue, newValue *ir.Value
			if alloc, ok := ttg.AsLocalAlloc(old); ok {
				if dim == noPartitionDim {
					// Triton indexes the shape with its marker here: there is no view to make.
					return false
				}
				oldValue = alloc.Result()
				t := oldValue.Type().(*ttg.MemDescType)
				shape := slices.Clone(t.Dims)
				shape[dim] /= int64(scheme.numPartitions)
				view := ttg.MemDesc(old.Context(), shape, t.Elem, t.Encoding, t.MemorySpace, t.Mutable, nil)
				newValue = ttg.BuildMemdescSubslice(b, old.Loc(), view, oldValue,
					ir.NamedAttribute{Name: "offsets", Value: old.Context().DenseI32ArrayAttr(make([]int32, len(shape)))}).Result()
			} else {
				oldValue = ir.View[arith.ConstantOp](old).Result()
				clone := old.Clone(nil)
				old.Block().InsertBefore(clone, old)
				newValue = ir.View[arith.ConstantOp](clone).Result()
			}
			newOp := newValue.DefiningOp()
			setAsyncTaskIDs(newOp, asyncTaskIDs(old))
			scheme.ops.insert(newOp)
			scheme.dims[newOp] = dim
			oldValue.ReplaceUsesWithIf(newValue, func(use *ir.OpOperand) bool {
				return use.Owner() != newOp && scheme.userDim(use.Owner()) == dim
			})
		}
	}
	return true
}

// userDim is the dimension a user of a rematerialized op wants it along.
func (s *partitionScheme) userDim(user *ir.Operation) int {
	d := s.dimOf(user)
	if isTrans(user) {
		return s.flipDim(d)
	}
	if is[ttng.WarpGroupDotOp](user) {
		operand := s.dotOperand[user]
		if (d == 0 && operand == 1) || (d == 1 && operand == 0) {
			return noPartitionDim
		}
	}
	return d
}

// eraseOriginals is Triton's doDeepCleanup: the partitioned ops nobody uses any more are
// erased, then dead loop arguments and what only they used, until nothing changes. It
// reports false when the clean-up patterns do not converge.
func eraseOriginals(fn tt.FuncOp, scheme *partitionScheme) bool {
	for {
		var dead []*ir.Operation
		fn.Operation.WalkPostOrder(func(op *ir.Operation) {
			if is[scf.YieldOp](op) || !scheme.ops.has[op] {
				return
			}
			for _, r := range op.Results() {
				if r.HasUses() {
					return
				}
			}
			dead = append(dead, op)
		})
		if len(dead) == 0 {
			return true
		}
		for _, op := range dead {
			scheme.ops.remove(op)
			op.Erase()
		}
		patterns := rewrite.NewPatternSet(ttgpasses.ForOpDeadArgumentElimination())
		scf.ForDef.CanonicalizationPatterns(patterns.Add)
		scf.IfDef.CanonicalizationPatterns(patterns.Add)
		if _, converged := rewrite.ApplyPatternsGreedily(fn.Operation, patterns, rewrite.MLIRGreedyConfig()); !converged {
			return false
		}
	}
}

// fixTaskIDs is Triton's fixTaskId: an arith op feeding an op gets the op's task ids, and a
// yield or scf.if gets those of the only use of a value it takes, until nothing changes.
func fixTaskIDs(fn tt.FuncOp) {
	for changed := true; changed; {
		changed = false
		fn.Operation.WalkPostOrder(func(op *ir.Operation) {
			ids := asyncTaskIDs(op)
			for _, v := range op.Operands() {
				def := v.DefiningOp()
				if def == nil || is[tt.LoadOp](def) || is[tt.DescriptorLoadOp](def) {
					continue
				}
				defIDs := asyncTaskIDs(def)
				if !containsAll(defIDs, ids) {
					if is[scf.YieldOp](op) || is[scf.ForOp](op) || is[scf.IfOp](op) {
						continue
					}
					if def.Dialect() == arith.Dialect.Name {
						addAsyncTaskIDs(def, ids)
						changed = true
					}
				}
				if v.HasOneUse() && !containsAll(ids, defIDs) && (is[scf.YieldOp](op) || is[scf.IfOp](op)) {
					addAsyncTaskIDs(op, defIDs)
					changed = true
				}
			}
		})
	}
}

// containsAll reports whether every id of subset is in superset.
func containsAll(superset, subset []int32) bool {
	for _, id := range subset {
		if !slices.Contains(superset, id) {
			return false
		}
	}
	return true
}
