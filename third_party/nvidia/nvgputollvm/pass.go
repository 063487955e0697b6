// Package nvgputollvm is Triton's convert-nv-gpu-to-llvm pass: it lowers the nvgpu dialect's
// ops (wgmma and its wait, warp and cluster ids, acquire loads, the tensor memory base) to the
// llvm and nvvm dialects, mostly as inline PTX.
package nvgputollvm

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// Register adds the package's pass to r.
func Register(r *pass.Registry) { r.Register(New) }

// ConvertNVGPUToLLVM is the `convert-nv-gpu-to-llvm` pass.
type ConvertNVGPUToLLVM struct{}

// New returns the pass.
func New() pass.Pass { return &ConvertNVGPUToLLVM{} }

// Name returns the pass's display name.
func (*ConvertNVGPUToLLVM) Name() string { return "ConvertNVGPUToLLVM" }

// Argument returns the pass's flag and pipeline name.
func (*ConvertNVGPUToLLVM) Argument() string { return "convert-nv-gpu-to-llvm" }

// Description is the one-line summary --help prints.
func (*ConvertNVGPUToLLVM) Description() string { return "Convert NVGPU to LLVM" }

// OpName anchors the pass on the module.
func (*ConvertNVGPUToLLVM) OpName() string { return "builtin.module" }

// Run applies the lowering patterns greedily, then lowers the tensor memory base address.
func (*ConvertNVGPUToLLVM) Run(mod *ir.Operation, _ *pass.Analyses) error {
	var failure error
	record := func(err error) {
		if failure == nil {
			failure = err
		}
	}
	patterns := rewrite.NewPatternSet(clusterIDPattern, wgmmaPattern(record), loadAcquirePattern(record),
		wgmmaWaitGroupPattern(record), warpIDPattern)
	rewrite.ApplyPatternsGreedily(mod, patterns, rewrite.DefaultGreedyConfig())
	if failure != nil {
		return failure
	}
	if err := lowerTensorMemoryBase(mod); err != nil {
		return err
	}
	IsolateWarpGroups(mod)
	return nil
}
