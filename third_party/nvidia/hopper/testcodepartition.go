package hopper

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// TestCodePartition is nvgpu-test-ws-code-partition: it runs the code-partitioning step of
// Hopper warp specialization (partitionCode) on every function, whose ops already carry async
// task ids; with num-buffers 0 it does nothing.
type TestCodePartition struct {
	opts TestCodePartitionOptions
}

// TestCodePartitionOptions are the options of nvgpu-test-ws-code-partition.
type TestCodePartitionOptions struct {
	NumBuffers         int32 `option:"num-buffers" desc:"number of buffering for producer-consumer"`
	NumWarpGroups      int32 `option:"num-warp-groups" desc:"number of warp groups for warp specialization"`
	RequestedRegisters int32 `option:"requested-registers" desc:"number of register requested for computation group"`
}

// NewTestCodePartition returns nvgpu-test-ws-code-partition with Triton's defaults.
func NewTestCodePartition() pass.Pass {
	return &TestCodePartition{opts: TestCodePartitionOptions{RequestedRegisters: 232}}
}

// Name returns "NVGPUTestWSCodePartition".
func (*TestCodePartition) Name() string { return "NVGPUTestWSCodePartition" }

// Argument returns "nvgpu-test-ws-code-partition".
func (*TestCodePartition) Argument() string { return "nvgpu-test-ws-code-partition" }

// Description describes the pass.
func (*TestCodePartition) Description() string { return "test warp specialization code partition" }

// OpName anchors the pass on builtin.module.
func (*TestCodePartition) OpName() string { return "builtin.module" }

// Options returns the pass's options for the pass manager to set.
func (p *TestCodePartition) Options() any { return &p.opts }

// Run partitions the code of every function.
func (p *TestCodePartition) Run(m *ir.Operation, _ *pass.Analyses) error {
	if p.opts.NumBuffers <= 0 {
		return nil
	}
	var err error
	m.Walk(func(op *ir.Operation) ir.WalkResult {
		fn, ok := tt.AsFunc(op)
		if !ok {
			return ir.WalkAdvance
		}
		if err = partitionCode(fn, int(p.opts.NumBuffers)); err != nil {
			return ir.WalkInterrupt
		}
		return ir.WalkSkip
	})
	return err
}
