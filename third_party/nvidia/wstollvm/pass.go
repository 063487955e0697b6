// Package wstollvm is Triton's convert-warp-specialize-to-llvm pass: it lowers the
// ttg.warp_specialize ops of each kernel, already in the llvm dialect, to a switch loop that
// the worker warps run while the default warp group executes the kernel.
package wstollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// Register adds the package's pass to r.
func Register(r *pass.Registry) { r.Register(New) }

// ConvertWarpSpecializeToLLVM is the `convert-warp-specialize-to-llvm` pass.
type ConvertWarpSpecializeToLLVM struct{}

// New returns the pass.
func New() pass.Pass { return &ConvertWarpSpecializeToLLVM{} }

// Name returns the pass's display name.
func (*ConvertWarpSpecializeToLLVM) Name() string { return "ConvertWarpSpecializeToLLVM" }

// Argument returns the pass's flag and pipeline name.
func (*ConvertWarpSpecializeToLLVM) Argument() string { return "convert-warp-specialize-to-llvm" }

// Description is the one-line summary --help prints.
func (*ConvertWarpSpecializeToLLVM) Description() string {
	return "lower `ttg.warp_specialize` to LLVM"
}

// OpName anchors the pass on the module.
func (*ConvertWarpSpecializeToLLVM) OpName() string { return "builtin.module" }

// Run lowers the warp specialization of every public llvm.func of the module.
func (*ConvertWarpSpecializeToLLVM) Run(mod *ir.Operation, _ *pass.Analyses) error {
	if err := convertWarpSpecializeTypes(mod); err != nil {
		return err
	}
	var kernels []llvm.FuncOp
	for _, r := range mod.Regions() {
		for _, blk := range r.Blocks() {
			for op := blk.First(); op != nil; op = op.Next() {
				if fn, ok := llvm.AsFunc(op); ok && isPublic(fn) && !fn.Body().Empty() {
					kernels = append(kernels, fn)
				}
			}
		}
	}
	for _, fn := range kernels {
		if err := lowerWarpSpecialize(mod, fn); err != nil {
			return err
		}
	}
	return nil
}

// isPublic reports whether fn has public visibility (no sym_visibility, or "public").
func isPublic(fn llvm.FuncOp) bool {
	v, ok := fn.Attr("sym_visibility").(*ir.StringAttr)
	return !ok || v.Value == "public"
}
