// Package ttngmem holds the passes of Triton's lib/Dialect/TritonNvidiaGPU/Transforms that run
// in make_llir before the lowering to the LLVM dialect: tensor memory allocation, the check
// that all matmuls agree on two-CTA mode, and proxy fence insertion.
package ttngmem

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewTensorMemoryAllocation, NewCheckMatmulTwoCTA)
}
