// Package testpasses holds the passes of Triton's test/lib: they print what an analysis
// computes, as remarks, for lit tests to check.
package testpasses

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewTestAlignment, NewTestAllocation, NewTestAlias, NewTestMembar, NewTestAMDMembar, NewTestLoopPeeling)
}
