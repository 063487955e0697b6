package pass

import "github.com/ttgo/ttgo/ir"

// verifyIfChanged verifies am's op, on up to threads goroutines, unless it passed
// verification before and no IR of its context changed since. MLIR's pass manager likewise
// skips verifying after a pass that preserved all analyses, as one that changed nothing
// does; here the context's change tracking says whether anything changed, so a pass need not
// say so. A change anywhere in the context (another function's, on another goroutine)
// counts, so nothing changed in the op is ever missed.
func (am *Analyses) verifyIfChanged(threads int) error {
	ctx := am.op.Context()
	if am.verified && !ctx.ChangedSince(am.verifiedAt) {
		return nil
	}
	mark := ctx.ChangeMark()
	err := ir.VerifyConcurrently(am.op, threads)
	am.verified, am.verifiedAt = err == nil, mark
	return err
}
