package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// CreateTMADescriptor emits, at b's insertion point, the ttng.tensormap_create that fills the
// 128-byte TMA descriptor at ptr for op's tensor (Triton's createTMADesc), or returns the
// diagnostic for a block TMA cannot copy. The pipeliner uses it to write device-side
// descriptors into a ring of global scratch buffers.
func CreateTMADescriptor(b ir.OpCreator, ptr *ir.Value, op tt.MakeTensorDescriptorOp) error {
	params, err := tmaDescriptorParams(op)
	if err != nil {
		return err
	}
	createTMADescriptor(b, ptr, op, params)
	return nil
}

// TMADescriptorBytes is the size of a TMA descriptor in global memory, and its alignment.
const TMADescriptorBytes = tmaSizeBytes
