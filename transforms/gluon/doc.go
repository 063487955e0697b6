// Package gluon holds the passes of Triton's lib/Dialect/Gluon/Transforms: the inliner with
// control-flow simplification, which the NVIDIA pipelines run on every kernel, and the
// resolution of Gluon's placeholder layouts (#gluon.auto_encoding, #gluon.coalesced_encoding)
// that the Gluon frontend runs.
package gluon

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r; gluon-inline builds its nested pipeline from r.
func Register(r *pass.Registry) {
	r.Register(NewSimplifyControlFlow, NewResolveAutoEncodings, NewInferCoalescedEncodings, func() pass.Pass { return NewInline(r) })
}
