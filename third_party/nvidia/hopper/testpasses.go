package hopper

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// WarpGroupsOptions is the option of the test passes of warp specialization's steps.
type WarpGroupsOptions struct {
	NumWarpGroups int64 `option:"num-warp-groups" desc:"number of warp groups for warp specialization"`
}

// TestTaskPartition is nvgpu-test-ws-task-partition: warp specialization's task partition
// (partitionTasks) alone, on every function.
type TestTaskPartition struct{ opts WarpGroupsOptions }

// NewTestTaskPartition returns the nvgpu-test-ws-task-partition pass.
func NewTestTaskPartition() pass.Pass { return &TestTaskPartition{} }

// Name returns "NVGPUTestWSTaskPartition".
func (*TestTaskPartition) Name() string { return "NVGPUTestWSTaskPartition" }

// Argument returns "nvgpu-test-ws-task-partition".
func (*TestTaskPartition) Argument() string { return "nvgpu-test-ws-task-partition" }

// Description describes the pass.
func (*TestTaskPartition) Description() string {
	return "test warp specialization task partition"
}

// OpName anchors the pass on builtin.module.
func (*TestTaskPartition) OpName() string { return "builtin.module" }

// Options returns the pass's options for the pass manager to set.
func (p *TestTaskPartition) Options() any { return &p.opts }

// Run partitions the tasks of every function.
func (p *TestTaskPartition) Run(m *ir.Operation, _ *pass.Analyses) error {
	return eachFunc(m, func(fn tt.FuncOp) error {
		if p.opts.NumWarpGroups > 1 {
			partitionTasks(fn, int(p.opts.NumWarpGroups))
		}
		return nil
	})
}

// TestTaskIDPropagation is nvgpu-test-taskid-propagate: warp specialization's task id
// propagation (propagateTaskIDs) alone, on every function with an annotated op other than a
// constant; with num-warp-groups=0 it removes the annotations instead.
type TestTaskIDPropagation struct{ opts WarpGroupsOptions }

// NewTestTaskIDPropagation returns the nvgpu-test-taskid-propagate pass.
func NewTestTaskIDPropagation() pass.Pass { return &TestTaskIDPropagation{} }

// Name returns "NVGPUTestWSTaskIdPropagate".
func (*TestTaskIDPropagation) Name() string { return "NVGPUTestWSTaskIdPropagate" }

// Argument returns "nvgpu-test-taskid-propagate".
func (*TestTaskIDPropagation) Argument() string { return "nvgpu-test-taskid-propagate" }

// Description describes the pass.
func (*TestTaskIDPropagation) Description() string {
	return "test warp specialization task id propagation"
}

// OpName anchors the pass on builtin.module.
func (*TestTaskIDPropagation) OpName() string { return "builtin.module" }

// Options returns the pass's options for the pass manager to set.
func (p *TestTaskIDPropagation) Options() any { return &p.opts }

// Run sorts the annotations of every function and propagates them.
func (p *TestTaskIDPropagation) Run(m *ir.Operation, _ *pass.Analyses) error {
	return eachFunc(m, func(fn tt.FuncOp) error {
		hasAnchor := false
		fn.Operation.WalkPostOrder(func(op *ir.Operation) {
			ids := asyncTaskIDs(op)
			if len(ids) == 0 {
				return
			}
			setAsyncTaskIDs(op, ids)
			if !is[arith.ConstantOp](op) {
				hasAnchor = true
			}
			if p.opts.NumWarpGroups == 0 {
				op.RemoveAttr(asyncTaskIDAttr)
			}
		})
		if p.opts.NumWarpGroups == 0 || !hasAnchor {
			return nil
		}
		if !propagateTaskIDs(fn) {
			return ir.OpError(fn.Operation, "task id propagation does not handle the regions of this function")
		}
		return nil
	})
}

// TestDataPartition is nvgpu-test-ws-data-partition: warp specialization's data partition
// (partitionData) alone, on every function, for more than two warp groups.
type TestDataPartition struct{ opts WarpGroupsOptions }

// NewTestDataPartition returns the nvgpu-test-ws-data-partition pass.
func NewTestDataPartition() pass.Pass { return &TestDataPartition{} }

// Name returns "NVGPUTestWSDataPartition".
func (*TestDataPartition) Name() string { return "NVGPUTestWSDataPartition" }

// Argument returns "nvgpu-test-ws-data-partition".
func (*TestDataPartition) Argument() string { return "nvgpu-test-ws-data-partition" }

// Description describes the pass.
func (*TestDataPartition) Description() string {
	return "test warp specialization data partition"
}

// OpName anchors the pass on builtin.module.
func (*TestDataPartition) OpName() string { return "builtin.module" }

// Options returns the pass's options for the pass manager to set.
func (p *TestDataPartition) Options() any { return &p.opts }

// Run partitions the data of every function.
func (p *TestDataPartition) Run(m *ir.Operation, _ *pass.Analyses) error {
	return eachFunc(m, func(fn tt.FuncOp) error {
		if p.opts.NumWarpGroups > 2 && !partitionData(fn, int(p.opts.NumWarpGroups-1)) {
			return ir.OpError(fn.Operation, "data partitioning failed")
		}
		return nil
	})
}

// eachFunc runs f on every tt.func nested in m, stopping at the first error.
func eachFunc(m *ir.Operation, f func(tt.FuncOp) error) error {
	var funcs []tt.FuncOp
	m.Walk(func(op *ir.Operation) ir.WalkResult {
		if fn, ok := tt.AsFunc(op); ok {
			funcs = append(funcs, fn)
			return ir.WalkSkip
		}
		return ir.WalkAdvance
	})
	for _, fn := range funcs {
		if err := f(fn); err != nil {
			return err
		}
	}
	return nil
}
