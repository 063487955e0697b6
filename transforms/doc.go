// Package transforms holds the dialect-independent passes: cse, canonicalize and symbol-dce,
// one file per pass, and Register, which adds them to a pass registry.
package transforms

import "github.com/ttgo/ttgo/pass"

// Register adds the generic passes to r.
func Register(r *pass.Registry) {
	r.Register(NewCSE, NewCanonicalize, NewSymbolDCE, NewReconcileUnrealizedCasts, func() pass.Pass { return NewInline(r) },
		NewSCCP, NewLICM)
}
