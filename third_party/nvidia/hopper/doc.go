// Package hopper holds the passes of Triton's NVIDIA Hopper transforms
// (third_party/nvidia/hopper/lib/Transforms), one pass per file, each registered under
// Triton's flag name.
package hopper

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewWarpSpecialization)
	r.Register(NewTestCodePartition)
	r.Register(NewTestTaskPartition)
	r.Register(NewTestTaskIDPropagation)
	r.Register(NewTestDataPartition)
}
