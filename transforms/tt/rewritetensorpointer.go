package ttpasses

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// RewriteTensorPointer is triton-rewrite-tensor-pointer: it lowers block pointers
// (tt.make_tensor_ptr, tt.advance, and loads and stores through them) to tensors of pointers
// with masks. Modules without block pointers are left unchanged.
type RewriteTensorPointer struct{ modulePass }

// NewRewriteTensorPointer returns the triton-rewrite-tensor-pointer pass.
func NewRewriteTensorPointer() pass.Pass { return &RewriteTensorPointer{} }

// Name returns "TritonRewriteTensorPointer".
func (*RewriteTensorPointer) Name() string { return "TritonRewriteTensorPointer" }

// Argument returns "triton-rewrite-tensor-pointer".
func (*RewriteTensorPointer) Argument() string { return "triton-rewrite-tensor-pointer" }

// Description describes the pass.
func (*RewriteTensorPointer) Description() string {
	return "Rewrite load/stores with tensor pointers into legacy load/stores"
}

// Run reports the first block pointer: the rewrite itself is not implemented yet.
func (*RewriteTensorPointer) Run(op *ir.Operation, _ *pass.Analyses) error {
	if o := firstUse(op, isBlockPointer); o != nil {
		return ir.Errorf(o.Loc(), "triton-rewrite-tensor-pointer: block pointers are not supported yet")
	}
	return nil
}

func isBlockPointer(t ir.Type) bool {
	p, ok := t.(*tt.PointerType)
	if !ok {
		return false
	}
	_, ok = p.Pointee.(*ir.RankedTensorType)
	return ok
}

// firstUse returns the first op nested in root (root excluded) with an operand, result or
// region argument whose type satisfies pred.
func firstUse(root *ir.Operation, pred func(ir.Type) bool) *ir.Operation {
	var found *ir.Operation
	root.Walk(func(o *ir.Operation) ir.WalkResult {
		if o == root {
			return ir.WalkAdvance
		}
		types := append(o.OperandTypes(), o.ResultTypes()...)
		for _, r := range o.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Arguments() {
					types = append(types, a.Type())
				}
			}
		}
		for _, t := range types {
			if pred(t) {
				found = o
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	})
	return found
}
