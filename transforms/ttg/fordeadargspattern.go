package ttgpasses

import "github.com/ttgo/ttgo/rewrite"

// ForOpDeadArgumentElimination returns Triton's ForOpDeadArgElimination pattern
// (populateForOpDeadArgumentElimination) for passes of other packages that add it to their
// pattern sets, as Gluon's control-flow simplification does.
func ForOpDeadArgumentElimination() rewrite.Pattern { return forDeadArgElimination }
