// Package testpasses holds the passes of Triton's test/lib that print what an analysis found,
// as remarks that lit tests check with -verify-diagnostics.
package testpasses

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewTestAllocation, NewTestAlias, NewTestMembar)
}
