package ttngpasses

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// TensorMemoryAllocation is Triton's `triton-tensor-memory-allocation`: it places every
// ttng.tmem_alloc in tensor memory (`tensor_memory_col_offset`, `tensor_memory_row_offset`) by a
// linear scan over their live ranges, records the columns the module needs as
// `ttg.tensor_memory_size`, rounded up to a size tcgen05.alloc accepts (0, 32, 64, 128, 256 or
// 512), and gives a module that uses tensor memory at least the 4 bytes of shared memory that
// receive its base address.
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

const (
	attrTensorMemorySize = "ttg.tensor_memory_size"
	attrShared           = "ttg.shared"
)

// tensorMemorySizes are the column counts tcgen05.alloc can allocate.
var tensorMemorySizes = []int{0, 32, 64, 128, 256, 512}

// Run allocates the tensor memory of mod.
func (p *TensorMemoryAllocation) Run(mod *ir.Operation, _ *pass.Analyses) error {
	total, err := allocateTensorMemory(mod)
	if err != nil {
		return err
	}
	// Past 512 columns the module does not fit; Triton lets compilation finish so that the
	// autotuner sees the error.
	for _, size := range tensorMemorySizes {
		if total <= size {
			total = size
			break
		}
	}
	ctx := mod.Context()
	if total > 0 {
		if shared, ok := mod.Attr(attrShared).(*ir.IntegerAttr); !ok || shared.Value < 4 {
			mod.SetAttr(attrShared, ctx.I32Attr(4))
		}
	}
	mod.SetAttr(attrTensorMemorySize, ctx.I32Attr(int32(total)))
	return nil
}
