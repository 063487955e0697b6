package ttngmem

import (
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// TensorMemoryAllocation is Triton's `triton-tensor-memory-allocation`: it records the tensor
// memory the module needs as `ttg.tensor_memory_size`, rounded up to the sizes tcgen05.alloc
// accepts (0, 32, 64, 128, 256 or 512 columns), and makes sure a module that uses tensor memory
// has the 4 bytes of shared memory that receive its base address. ttgo does not lay out
// ttng.tmem_alloc buffers yet (Blackwell): a module with one gets a diagnostic.
type TensorMemoryAllocation struct{}

// NewTensorMemoryAllocation returns the triton-tensor-memory-allocation pass.
func NewTensorMemoryAllocation() pass.Pass { return &TensorMemoryAllocation{} }

// Name returns "TritonTensorMemoryAllocationPass".
func (*TensorMemoryAllocation) Name() string { return "TritonTensorMemoryAllocationPass" }

// Argument returns "triton-tensor-memory-allocation".
func (*TensorMemoryAllocation) Argument() string { return "triton-tensor-memory-allocation" }

// Description is the one-line summary --help prints.
func (*TensorMemoryAllocation) Description() string {
	return "Add metadata for tensor memory allocation"
}

// OpName anchors the pass on builtin.module.
func (*TensorMemoryAllocation) OpName() string { return "builtin.module" }

// attrTensorMemorySize is the module attribute that records the tensor memory columns used.
const attrTensorMemorySize = "ttg.tensor_memory_size"

// Run records the tensor memory mod needs: none, as long as it allocates none.
func (p *TensorMemoryAllocation) Run(mod *ir.Operation, _ *pass.Analyses) error {
	var unsupported *ir.Operation
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := ttng.AsTmemAlloc(op); ok {
			unsupported = op
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	if unsupported != nil {
		return ir.OpError(unsupported, "tensor memory allocation is not supported by ttgo yet")
	}
	mod.SetAttr(attrTensorMemorySize, mod.Context().I32Attr(0))
	return nil
}
