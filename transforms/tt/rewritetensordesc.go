package ttpasses

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// RewriteTensorDescriptorToPointer is triton-rewrite-tensor-descriptor-to-pointer: it lowers
// tensor descriptors (!tt.tensordesc) to pointer arithmetic for targets without TMA. Modules
// without tensor descriptors are left unchanged.
type RewriteTensorDescriptorToPointer struct{ modulePass }

// NewRewriteTensorDescriptorToPointer returns the triton-rewrite-tensor-descriptor-to-pointer
// pass.
func NewRewriteTensorDescriptorToPointer() pass.Pass { return &RewriteTensorDescriptorToPointer{} }

// Name returns "TritonRewriteTensorDescriptorToPointer".
func (*RewriteTensorDescriptorToPointer) Name() string {
	return "TritonRewriteTensorDescriptorToPointer"
}

// Argument returns "triton-rewrite-tensor-descriptor-to-pointer".
func (*RewriteTensorDescriptorToPointer) Argument() string {
	return "triton-rewrite-tensor-descriptor-to-pointer"
}

// Description describes the pass.
func (*RewriteTensorDescriptorToPointer) Description() string {
	return "Rewrite load/stores of tensor descriptors into pointer load/stores"
}

// Run reports the first tensor descriptor: the rewrite itself is not implemented yet.
func (*RewriteTensorDescriptorToPointer) Run(op *ir.Operation, _ *pass.Analyses) error {
	if o := firstUse(op, isTensorDesc); o != nil {
		return ir.Errorf(o.Loc(), "triton-rewrite-tensor-descriptor-to-pointer: tensor descriptors are not supported yet")
	}
	return nil
}

func isTensorDesc(t ir.Type) bool {
	_, ok := t.(*tt.TensorDescType)
	return ok
}
