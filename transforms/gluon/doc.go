// Package gluon holds the passes of Triton's lib/Dialect/Gluon/Transforms that the NVIDIA
// pipelines run on every kernel: the inliner with control-flow simplification.
package gluon

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r; gluon-inline builds its nested pipeline from r.
func Register(r *pass.Registry) {
	r.Register(NewSimplifyControlFlow, NewResolveAutoEncodings, NewInferCoalescedEncodings, func() pass.Pass { return NewInline(r) })
}
