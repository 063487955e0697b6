package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// TestPipelineLowerLoop is Triton's test pass `tritongpu-test-pipeline-lower-loop`
// (TestPipelineLowerLoop.cpp): it runs the pipeliner's loop lowering alone.
type TestPipelineLowerLoop struct{}

// NewTestPipelineLowerLoop returns the tritongpu-test-pipeline-lower-loop pass.
func NewTestPipelineLowerLoop() pass.Pass { return &TestPipelineLowerLoop{} }

// Name returns the pass's display name.
func (*TestPipelineLowerLoop) Name() string { return "TritonGPUTestPipelineLowerLoop" }

// Argument returns "tritongpu-test-pipeline-lower-loop".
func (*TestPipelineLowerLoop) Argument() string { return "tritongpu-test-pipeline-lower-loop" }

// Description is the one-line summary --help prints.
func (*TestPipelineLowerLoop) Description() string {
	return "test the lowering of loops to prepare them for pipelining"
}

// OpName anchors the pass on the module.
func (*TestPipelineLowerLoop) OpName() string { return builtin.ModuleOp{}.OpName() }

// Run lowers the module's scheduled loops.
func (*TestPipelineLowerLoop) Run(module *ir.Operation, _ *pass.Analyses) error {
	return lowerLoops(module)
}
