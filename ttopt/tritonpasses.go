package ttopt

import "slices"

// tritonPasses are the arguments of Triton 3.6's NVIDIA-side passes (its Passes.td files) and
// of the upstream passes its pipelines run, sorted. An unknown flag naming one of them is a
// pass ttgo does not have yet, not a typo, and tt-opt says so.
var tritonPasses = []string{
	"allocate-shared-memory", "allocate-shared-memory-nv", "convert-nv-gpu-to-llvm",
	"convert-nvvm-to-llvm", "convert-triton-gpu-to-llvm", "convert-warp-specialize-to-llvm",
	"enable-line-info", "extract-variable-info", "gluon-canonicalize",
	"gluon-infer-coalesced-encodings", "gluon-inline", "gluon-resolve-auto-encodings",
	"gluon-slimplify-control-flow", "nvgpu-warp-specialization", "nvws-assign-stage-phase",
	"nvws-insert-aref", "nvws-insert-tmem-aref", "nvws-lower-aref", "nvws-lower-warp-group",
	"relayout-tritongpu", "triton-nvidia-check-matmul-two-cta", "triton-nvidia-gpu-fence-insertion",
	"triton-nvidia-gpu-plan-cta", "triton-nvidia-gpu-proxy-fence-insertion",
	"triton-nvidia-gpu-remove-tmem-tokens", "triton-nvidia-interleave-tmem",
	"triton-nvidia-mma-lowering", "triton-nvidia-optimize-descriptor-encoding",
	"triton-nvidia-optimize-tmem-layouts", "triton-nvidia-tma-lowering",
	"triton-tensor-memory-allocation", "tritongpu-F32DotTC", "tritongpu-accelerate-matmul",
	"tritongpu-allocate-warp-groups",
	"tritongpu-automatic-warp-specialization",
	"tritongpu-combine-tensor-select-and-if", "tritongpu-fuse-nested-loops",
	"tritongpu-global-scratch-memory-allocation", "tritongpu-hoist-tmem-alloc",
	"tritongpu-optimize-accumulator-init", "tritongpu-optimize-dot-operands",
	"tritongpu-optimize-partition-warps", "tritongpu-optimize-thread-locality",
	"tritongpu-partition-loops", "tritongpu-partition-scheduling",
	"tritongpu-prefetch", "tritongpu-promote-lhs-to-tmem", "tritongpu-reduce-data-duplication",
	"tritongpu-reorder-instructions",
	"tritoninstrument-concurrency-sanitizer",
}

// isTritonPass reports whether name is the argument of one of tritonPasses.
func isTritonPass(name string) bool {
	_, found := slices.BinarySearch(tritonPasses, name)
	return found
}
