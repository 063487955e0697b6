package hopper

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// Attributes the pass reads.
const (
	// warpSpecializeAttr asks for warp specialization of a loop.
	warpSpecializeAttr = "tt.warp_specialize"
)

// WarpSpecialization is nvgpu-warp-specialization: Hopper's automatic warp specialization
// of the loops marked tt.warp_specialize in functions of 4 warps without else branches. It
// leaves every other function as it is, as Triton does; the partitioning of a function it
// applies to (task and data partitioning, code partitioning into producer and consumer
// warp groups, token lowering) is not implemented and reports an error instead of compiling
// the loop without specialization.
type WarpSpecialization struct {
	opts WarpSpecializationOptions
}

// WarpSpecializationOptions are the pass's options.
type WarpSpecializationOptions struct {
	NumStages             int64 `option:"num-stages" desc:"number of buffers for warp specialization"`
	DumpIntermediateSteps bool  `option:"dump-intermediate-steps" desc:"Dump intermediate steps"`
}

// NewWarpSpecialization returns the nvgpu-warp-specialization pass.
func NewWarpSpecialization() pass.Pass { return &WarpSpecialization{} }

// Name returns "NVGPUWarpSpecialization".
func (*WarpSpecialization) Name() string { return "NVGPUWarpSpecialization" }

// Argument returns "nvgpu-warp-specialization".
func (*WarpSpecialization) Argument() string { return "nvgpu-warp-specialization" }

// Description describes the pass.
func (*WarpSpecialization) Description() string {
	return "Automatic Warp specialization for NVIDIA GPU"
}

// OpName anchors the pass on builtin.module.
func (*WarpSpecialization) OpName() string { return "builtin.module" }

// Options returns the pass's options for the pass manager to set.
func (p *WarpSpecialization) Options() any { return &p.opts }

// Run checks every function for loops to specialize.
func (*WarpSpecialization) Run(m *ir.Operation, _ *pass.Analyses) error {
	var err error
	m.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := tt.AsFunc(op); !ok {
			return ir.WalkAdvance
		}
		err = specializeFunc(op)
		if err != nil {
			return ir.WalkInterrupt
		}
		return ir.WalkSkip
	})
	return err
}

// specializeFunc decides whether fn is one the pass specializes.
func specializeFunc(fn *ir.Operation) error {
	var marked *ir.Operation
	hasElse := false
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if loop, ok := scf.AsFor(op); ok && marked == nil && loop.Attr(warpSpecializeAttr) != nil {
			marked = op
		}
		if ifOp, ok := scf.AsIf(op); ok && !ifOp.ElseRegion().Empty() && !ifOp.ElseRegion().Front().Empty() {
			hasElse = true
		}
		return ir.WalkAdvance
	})
	if marked == nil {
		return nil
	}
	numWarps, ok := ttg.LookupNumWarps(fn)
	if !ok {
		return ir.OpError(fn, "is not contained within a context that specifies the number of warps")
	}
	if numWarps != 4 || hasElse {
		return nil
	}
	return ir.OpError(marked, "nvgpu-warp-specialization: automatic warp specialization of this loop is not supported")
}
