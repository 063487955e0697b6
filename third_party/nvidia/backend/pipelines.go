// Package backend is Triton's NVIDIA backend as pass pipelines: the stages of
// third_party/nvidia/backend/compiler.py, each the passes Triton 3.6 adds in its order.
package backend

import (
	"fmt"

	"github.com/ttgo/ttgo/pass"
)

// TTIROptions are the options of the make-ttir pipeline.
type TTIROptions struct {
	ComputeCapability int32 `option:"compute-capability" desc:"the NVIDIA compute capability (80 for sm_80, 90 for sm_90)"`
}

// TTGIROptions are the options of the make-ttgir pipeline.
type TTGIROptions struct {
	ComputeCapability int32 `option:"compute-capability" desc:"the NVIDIA compute capability (80 for sm_80, 90 for sm_90)"`
	NumWarps          int32 `option:"num-warps" desc:"number of warps"`
	NumCTAs           int32 `option:"num-ctas" desc:"number of CTAs in a cluster"`
	NumStages         int32 `option:"num-stages" desc:"number of software pipelining stages"`
	ThreadsPerWarp    int32 `option:"threads-per-warp" desc:"number of threads per warp"`
}

// LLIROptions are the options of the make-llir pipeline.
type LLIROptions struct {
	ComputeCapability int32 `option:"compute-capability" desc:"the NVIDIA compute capability (80 for sm_80, 90 for sm_90)"`
	PTXVersion        int32 `option:"ptx-version" desc:"the PTX version, which Triton takes from the CUDA toolkit (87 for CUDA 12.8)"`
}

// RegisterPipelines adds make-ttir, make-ttgir and make-llir, the stages of Triton's NVIDIA
// backend, to r. The pipelines look their passes up in r when they are built: make-ttir fails
// without one of its passes, make-ttgir and make-llir leave out those r does not have and say
// so with a warning on the manager they are built into (pass.OpPassManager.Warn).
func RegisterPipelines(r *pass.Registry) {
	r.RegisterPipeline("make-ttir", "Triton's NVIDIA make_ttir stage: Triton IR cleanups before layouts are assigned",
		func() any { return &TTIROptions{ComputeCapability: 90} },
		func(pm *pass.OpPassManager, o any) error { return buildTTIR(r, pm, o.(*TTIROptions)) })
	r.RegisterPipeline("make-ttgir", "Triton's NVIDIA make_ttgir stage: layouts and GPU optimizations (without the passes ttgo lacks, with a warning)",
		func() any {
			return &TTGIROptions{ComputeCapability: 90, NumWarps: 4, NumCTAs: 1, NumStages: 3, ThreadsPerWarp: 32}
		},
		func(pm *pass.OpPassManager, o any) error { return buildTTGIR(r, pm, o.(*TTGIROptions)) })
	r.RegisterPipeline("make-llir", "Triton's NVIDIA make_llir stage: TritonGPU IR to the llvm dialect (without the passes ttgo lacks, with a warning)",
		func() any { return &LLIROptions{ComputeCapability: 90, PTXVersion: 87} },
		func(pm *pass.OpPassManager, o any) error { return buildLLIR(r, pm, o.(*LLIROptions)) })
}

// stage is one pass of a pipeline with its option text.
type stage struct{ argument, options string }

// addStages adds the stages to pm. A stage whose pass r does not have fails the pipeline, or,
// when partial, is left out with a warning on pm, once per pass.
func addStages(r *pass.Registry, pm *pass.OpPassManager, pipeline string, stages []stage, partial bool) error {
	warned := map[string]bool{}
	for _, s := range stages {
		if r.Lookup(s.argument) == nil {
			if !partial {
				return fmt.Errorf("pipeline needs pass '%s', which is not registered", s.argument)
			}
			if !warned[s.argument] {
				warned[s.argument] = true
				pm.Warn(fmt.Sprintf("%s: Triton's pass '%s' is not implemented yet; the pipeline runs without it", pipeline, s.argument))
			}
			continue
		}
		if err := r.AddTo(pm, s.argument, s.options); err != nil {
			return err
		}
	}
	return nil
}

// buildTTIR adds make_ttir's passes.
func buildTTIR(r *pass.Registry, pm *pass.OpPassManager, o *TTIROptions) error {
	var stages []stage
	// The inliner is MLIR's; without one registered the stage starts after it.
	if r.Lookup("inline") != nil {
		stages = append(stages, stage{"inline", ""})
	}
	stages = append(stages, stage{"triton-rewrite-tensor-pointer", ""})
	if o.ComputeCapability < 90 {
		stages = append(stages, stage{"triton-rewrite-tensor-descriptor-to-pointer", ""})
	}
	stages = append(stages, stage{"canonicalize", ""}, stage{"triton-combine", ""}, stage{"triton-reorder-broadcast", ""},
		stage{"cse", ""}, stage{"symbol-dce", ""}, stage{"triton-loop-unroll", ""})
	return addStages(r, pm, "make-ttir", stages, false)
}

// buildTTGIR adds make_ttgir's passes.
func buildTTGIR(r *pass.Registry, pm *pass.OpPassManager, o *TTGIROptions) error {
	cc := o.ComputeCapability
	stages := []stage{
		{"convert-triton-to-tritongpu", fmt.Sprintf("target=cuda:%d num-warps=%d threads-per-warp=%d num-ctas=%d", cc, o.NumWarps, o.ThreadsPerWarp, o.NumCTAs)},
		{"tritongpu-coalesce", ""},
		{"tritongpu-F32DotTC", fmt.Sprintf("emu-tf32=%t", cc >= 80)},
		{"triton-nvidia-gpu-plan-cta", ""},
		{"tritongpu-remove-layout-conversions", ""},
		{"tritongpu-optimize-thread-locality", ""},
		{"tritongpu-accelerate-matmul", ""},
		{"tritongpu-remove-layout-conversions", ""},
		{"tritongpu-optimize-dot-operands", fmt.Sprintf("hoist-layout-conversion=%t", cc >= 80)},
		{"triton-nvidia-optimize-descriptor-encoding", ""},
		{"triton-loop-aware-cse", ""},
	}
	switch {
	case cc/10 == 8 || cc/10 == 9:
		stages = append(stages, []stage{
			{"tritongpu-fuse-nested-loops", ""}, {"canonicalize", ""}, {"triton-licm", ""}, {"canonicalize", ""},
			{"tritongpu-combine-tensor-select-and-if", ""},
			{"nvgpu-warp-specialization", fmt.Sprintf("num-stages=%d", o.NumStages)},
			{"tritongpu-assign-latencies", fmt.Sprintf("num-stages=%d", o.NumStages)},
			{"tritongpu-schedule-loops", ""},
			{"tritongpu-pipeline", fmt.Sprintf("num-stages=%d", o.NumStages)},
		}...)
	case cc >= 100:
		stages = append(stages, []stage{
			{"tritongpu-fuse-nested-loops", ""}, {"canonicalize", ""}, {"triton-licm", ""},
			{"tritongpu-optimize-accumulator-init", ""}, {"tritongpu-hoist-tmem-alloc", ""},
			{"tritongpu-promote-lhs-to-tmem", ""},
			{"tritongpu-assign-latencies", fmt.Sprintf("num-stages=%d", o.NumStages)},
			{"tritongpu-schedule-loops", ""},
			{"tritongpu-automatic-warp-specialization", fmt.Sprintf("num-stages=%d", o.NumStages)},
			{"tritongpu-pipeline", fmt.Sprintf("num-stages=%d", o.NumStages)},
			{"tritongpu-optimize-partition-warps", ""}, {"tritongpu-combine-tensor-select-and-if", ""},
			{"tritongpu-hoist-tmem-alloc", "hoist-out-of-if=true"}, {"triton-nvidia-gpu-remove-tmem-tokens", ""},
		}...)
	default:
		stages = append(stages, stage{"triton-licm", ""})
	}
	stages = append(stages, []stage{
		{"canonicalize", ""}, {"triton-loop-aware-cse", ""}, {"tritongpu-prefetch", ""},
		{"tritongpu-optimize-dot-operands", fmt.Sprintf("hoist-layout-conversion=%t", cc >= 80)},
		{"tritongpu-coalesce-async-copy", ""}, {"triton-nvidia-optimize-tmem-layouts", ""},
	}...)
	if cc >= 90 {
		stages = append(stages, stage{"triton-nvidia-tma-lowering", ""})
	}
	stages = append(stages, []stage{
		{"tritongpu-remove-layout-conversions", ""}, {"triton-nvidia-interleave-tmem", ""},
		{"tritongpu-reduce-data-duplication", ""}, {"tritongpu-reorder-instructions", ""},
		{"triton-loop-aware-cse", ""}, {"symbol-dce", ""},
		{"triton-nvidia-gpu-fence-insertion", fmt.Sprintf("compute-capability=%d", cc)},
		{"triton-nvidia-mma-lowering", ""},
		{"sccp", ""}, {"cse", ""}, {"canonicalize", ""},
	}...)
	return addStages(r, pm, "make-ttgir", stages, true)
}

// buildLLIR adds make_llir's passes, with line info (Triton's default) and without the
// concurrency sanitizer (its instrumentation mode).
func buildLLIR(r *pass.Registry, pm *pass.OpPassManager, o *LLIROptions) error {
	cc, ptx := o.ComputeCapability, o.PTXVersion
	stages := []stage{
		{"tritongpu-combine-tensor-select-and-if", ""},
		{"tritongpu-allocate-warp-groups", ""},
		{"convert-scf-to-cf", ""},
		{"gluon-inline", ""},
		{"allocate-shared-memory-nv", fmt.Sprintf("compute-capability=%d ptx-version=%d", cc, ptx)},
		{"triton-tensor-memory-allocation", ""},
		{"triton-nvidia-check-matmul-two-cta", ""},
		{"tritongpu-global-scratch-memory-allocation", ""},
		{"triton-nvidia-gpu-proxy-fence-insertion", fmt.Sprintf("compute-capability=%d", cc)},
		{"convert-triton-gpu-to-llvm", fmt.Sprintf("compute-capability=%d ptx-version=%d", cc, ptx)},
		{"canonicalize", ""}, {"cse", ""},
		{"convert-nv-gpu-to-llvm", ""},
		{"convert-warp-specialize-to-llvm", ""},
		{"canonicalize", ""}, {"cse", ""}, {"symbol-dce", ""},
		{"convert-nvvm-to-llvm", ""},
		{"enable-line-info", ""},
	}
	return addStages(r, pm, "make-llir", stages, true)
}
