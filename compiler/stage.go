package compiler

import (
	"fmt"
	"strings"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// Stage is one form a kernel takes on its way from Triton IR to a cubin, in pipeline order.
type Stage int

// The stages, in the order the compiler produces them.
const (
	// StageTTIR is Triton IR (tt dialect, no layouts), after make-ttir when it was the input.
	StageTTIR Stage = iota
	// StageTTGIR is TritonGPU IR: tensors with layouts, a module with ttg.num-warps.
	StageTTGIR
	// StageLLVMDialect is a module of the llvm and nvvm dialects, the output of make-llir.
	StageLLVMDialect
	// StageLLVMIR is LLVM IR text (.ll).
	StageLLVMIR
	// StagePTX is PTX assembly from llc.
	StagePTX
	// StageCubin is the binary ptxas assembles.
	StageCubin
)

// stageInfo names each stage and gives the file extension of its output.
var stageInfo = []struct{ name, ext string }{
	StageTTIR:        {"ttir", ".ttir"},
	StageTTGIR:       {"ttgir", ".ttgir"},
	StageLLVMDialect: {"llir.mlir", ".llir.mlir"},
	StageLLVMIR:      {"ll", ".ll"},
	StagePTX:         {"ptx", ".ptx"},
	StageCubin:       {"cubin", ".cubin"},
}

// String returns the stage's short name ("ttgir").
func (s Stage) String() string { return stageInfo[s].name }

// Ext returns the file extension of the stage's output (".ttgir").
func (s Stage) Ext() string { return stageInfo[s].ext }

// StageForFile returns the stage whose output a file named name holds, from its extension.
// The longest matching extension wins, so "k.llir.mlir" is the LLVM dialect.
func StageForFile(name string) (Stage, error) {
	best, bestLen := Stage(-1), 0
	for s, info := range stageInfo {
		if strings.HasSuffix(name, info.ext) && len(info.ext) > bestLen {
			best, bestLen = Stage(s), len(info.ext)
		}
	}
	if best < 0 {
		return 0, fmt.Errorf("cannot tell the stage of output file '%s': its extension must be one of .ttir, .ttgir, .llir.mlir, .ll, .ptx, .cubin", name)
	}
	return best, nil
}

// DetectStage tells which stage a parsed module is at from its content: a module with ops, all
// of the llvm and nvvm dialects, is the LLVM dialect; ops of the GPU dialects (ttg, ttng,
// nvgpu), results with TritonGPU layouts or types, or a ttg.num-warps attribute make it
// TritonGPU IR; anything else is Triton IR.
func DetectStage(module *ir.Operation) Stage {
	ops, gpu := 0, module.Attr(ttgNumWarps) != nil
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if op == module {
			return ir.WalkAdvance
		}
		ops++
		switch op.Dialect() {
		case ttg.Dialect().Name, ttng.Dialect().Name, nvgpu.Dialect().Name:
			gpu = true
		}
		for _, t := range op.ResultTypes() {
			gpu = gpu || isGPUType(t)
		}
		return ir.WalkAdvance
	})
	switch {
	case ops > 0 && firstNonLLVMOp(module) == nil:
		return StageLLVMDialect
	case gpu:
		return StageTTGIR
	}
	return StageTTIR
}

// isGPUType reports whether t is a type of the TritonGPU dialect (a memdesc) or a tensor with a
// TritonGPU layout.
func isGPUType(t ir.Type) bool {
	if tensor, ok := t.(*ir.RankedTensorType); ok {
		enc, ok := tensor.Encoding.(ir.DialectAttr)
		return ok && enc.DialectName() == ttg.Dialect().Name
	}
	dt, ok := t.(ir.DialectType)
	return ok && dt.DialectName() == ttg.Dialect().Name
}

// ttgNumWarps is the module attribute convert-triton-to-tritongpu sets.
const ttgNumWarps = "ttg.num-warps"

// firstNonLLVMOp returns the first op of module, in pre-order, that is not of the llvm or nvvm
// dialects, or nil.
func firstNonLLVMOp(module *ir.Operation) *ir.Operation {
	var found *ir.Operation
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if op != module && op.Dialect() != llvm.Dialect.Name && op.Dialect() != nvvm.Dialect.Name {
			found = op
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return found
}
