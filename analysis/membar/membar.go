// Package membar is Triton's shared-memory barrier analysis (lib/Analysis/Membar.cpp): a
// forward dataflow over each function that tracks the shared-memory ranges read and written
// since the last barrier and inserts a ttg.local_barrier before an op whose access conflicts
// with one of them. The dataflow itself (Resolve) also drives the proxy fence insertion of the
// NVIDIA backend, which inserts fences instead of barriers.
package membar

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// Updater applies one op's effect to the accesses since the last synchronization, inserting
// synchronization before or after the op as needed; funcs holds the accesses the functions
// already analyzed leave unsynchronized at their returns.
type Updater func(op *ir.Operation, info *BlockInfo, funcs map[*ir.Operation]*BlockInfo) error

// virtualBlock is a stretch of straight-line code: the ops of block after `after` (from the
// start when nil) up to the block's terminator or the first region-branch op.
type virtualBlock struct {
	block *ir.Block
	after *ir.Operation
}

// entryBlocks returns the entry blocks of the regions nested in op that are not entered
// through region control flow, in pre-order.
func entryBlocks(op *ir.Operation) []virtualBlock {
	var out []virtualBlock
	var visit func(o *ir.Operation)
	visit = func(o *ir.Operation) {
		_, isBranch := ir.AsRegionBranch(o)
		for _, r := range o.Regions() {
			for i, b := range r.Blocks() {
				if i == 0 && !isBranch {
					out = append(out, virtualBlock{block: b})
				}
				for _, nested := range b.Ops() {
					visit(nested)
				}
			}
		}
	}
	visit(op)
	return out
}

// successors returns where control goes after op, a terminator or a region-branch op.
func successors(op *ir.Operation) ([]virtualBlock, error) {
	var out []virtualBlock
	regionEntry := func(s ir.RegionSuccessor, parent *ir.Operation) {
		if s.IsParent() {
			out = append(out, virtualBlock{block: parent.Block(), after: parent})
		} else if !s.Region.Empty() {
			out = append(out, virtualBlock{block: s.Region.Front()})
		}
	}
	if _, ok := ir.AsBranch(op); ok {
		for _, s := range op.Successors() {
			out = append(out, virtualBlock{block: s})
		}
		return out, nil
	}
	if rb, ok := ir.AsRegionBranch(op); ok {
		for _, s := range rb.AllEntrySuccessors(nil) {
			regionEntry(s, op)
		}
		return out, nil
	}
	if t, ok := ir.AsRegionBranchTerminator(op); ok {
		if _, parentIsBranch := ir.AsRegionBranch(op.ParentOp()); parentIsBranch {
			for _, s := range t.SuccessorRegions(nil) {
				regionEntry(s, op.ParentOp())
			}
			return out, nil
		}
	}
	if op.HasTrait(ir.ReturnLike) {
		return nil, nil
	}
	if _, ok := ttg.AsWarpSpecializePartitions(op); ok {
		// The partitions run on other warps: their regions are analyzed on their own.
		return nil, nil
	}
	return nil, ir.OpError(op, "unknown terminator in the shared-memory barrier analysis")
}

// Resolve runs the dataflow over fn to a fixpoint, calling update on every op, and returns the
// accesses left unsynchronized where fn returns.
func Resolve(fn *ir.Operation, update Updater, funcs map[*ir.Operation]*BlockInfo) (*BlockInfo, error) {
	inputs := map[virtualBlock]*BlockInfo{}
	outputs := map[virtualBlock]*BlockInfo{}
	queue := entryBlocks(fn)
	for len(queue) > 0 {
		vb := queue[0]
		queue = queue[1:]
		info := NewBlockInfo()
		if in := inputs[vb]; in != nil {
			info = in.clone()
		}
		var next []virtualBlock
		start := vb.block.First()
		if vb.after != nil {
			start = vb.after.Next()
		}
		for op := start; op != nil; op = op.Next() {
			if _, isBranch := ir.AsRegionBranch(op); isBranch || op.HasTrait(ir.Terminator) {
				var err error
				if next, err = successors(op); err != nil {
					return nil, err
				}
				break
			}
			if err := update(op, info, funcs); err != nil {
				return nil, err
			}
		}
		if out, seen := outputs[vb]; seen && out.equal(info) {
			continue
		}
		outputs[vb] = info
		for _, s := range next {
			if inputs[s] == nil {
				inputs[s] = NewBlockInfo()
			}
			inputs[s].Join(info)
			queue = append(queue, s)
		}
	}
	result := NewBlockInfo()
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := tt.AsReturn(op); !ok {
			return ir.WalkAdvance
		}
		// The return ends the last virtual block of its block.
		var last *virtualBlock
		for vb := range outputs {
			if vb.block != op.Block() {
				continue
			}
			if last == nil || last.after == nil || (vb.after != nil && last.after.IsBeforeInBlock(vb.after)) {
				v := vb
				last = &v
			}
		}
		if last != nil {
			result.Join(outputs[*last])
		}
		return ir.WalkAdvance
	})
	return result, nil
}

// Run runs the dataflow over every function of the allocated module, callees first, with the
// updater newUpdater makes for each function's allocation.
func Run(m *allocation.Module, newUpdater func(a *allocation.Allocation) Updater) error {
	funcs := map[*ir.Operation]*BlockInfo{}
	for _, fn := range m.Funcs() {
		info, err := Resolve(fn, newUpdater(m.Func(fn)), funcs)
		if err != nil {
			return err
		}
		funcs[fn] = info
	}
	return nil
}
