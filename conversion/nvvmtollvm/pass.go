// Package nvvmtollvm is MLIR's convert-nvvm-to-llvm pass: the NVVM ops that MLIR lowers
// through their PTX (BasicPtxBuilderOpInterface) rather than an LLVM intrinsic become
// llvm.inline_asm holding that PTX.
package nvvmtollvm

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// Register adds the package's pass to r.
func Register(r *pass.Registry) { r.Register(New) }

// ConvertNVVMToLLVM is the `convert-nvvm-to-llvm` pass.
type ConvertNVVMToLLVM struct{}

// New returns the pass.
func New() pass.Pass { return &ConvertNVVMToLLVM{} }

// Name returns the pass's display name.
func (*ConvertNVVMToLLVM) Name() string { return "ConvertNVVMToLLVMPass" }

// Argument returns the pass's flag and pipeline name.
func (*ConvertNVVMToLLVM) Argument() string { return "convert-nvvm-to-llvm" }

// Description is the one-line summary --help prints.
func (*ConvertNVVMToLLVM) Description() string {
	return "Convert NVVM to PTX with Inline Assembly in LLVM dialect"
}

// Run replaces every NVVM op nested in op that lowers through its PTX by the inline asm.
func (*ConvertNVVMToLLVM) Run(op *ir.Operation, _ *pass.Analyses) error {
	var todo []*ir.Operation
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if o != op && ptxOf(o) != "" {
			todo = append(todo, o)
		}
		return ir.WalkAdvance
	})
	for _, o := range todo {
		if err := lowerToInlineAsm(o); err != nil {
			return err
		}
	}
	return nil
}
