package pass

import (
	"errors"

	"github.com/ttgo/ttgo/ir"
)

// VerifyError is a verifier failure together with the op whose verification failed, for
// drivers that show that op beside the diagnostic as mlir-opt does ("see current operation").
type VerifyError struct {
	Op   *ir.Operation
	Diag *ir.Diagnostic
}

// Error returns the diagnostic's text.
func (e *VerifyError) Error() string { return e.Diag.Error() }

// Unwrap returns the diagnostic.
func (e *VerifyError) Unwrap() error { return e.Diag }

// Verify verifies op and everything nested in it, as ir.Verify, spreading the functions (the
// ops isolated from above directly inside op) over up to threads goroutines; the result does
// not depend on threads. A failure comes back as a *VerifyError naming the op whose
// verification failed.
func Verify(op *ir.Operation, threads int) error {
	err := ir.VerifyConcurrently(op, threads)
	var d *ir.Diagnostic
	if err == nil || !errors.As(err, &d) {
		return err
	}
	return &VerifyError{Op: failingOp(op, d), Diag: d}
}

// failingOp finds the op under root whose verification reports d. The verifier checks an op's
// nested ops before its own invariants and stops at the first failure, so the op is the
// deepest one on the path from root whose own verification reports d again.
func failingOp(root *ir.Operation, d *ir.Diagnostic) *ir.Operation {
	op := root
	for {
		next := failingChild(op, d)
		if next == nil {
			return op
		}
		op = next
	}
}

// failingChild returns the first op directly nested in op whose verification reports d.
func failingChild(op *ir.Operation, d *ir.Diagnostic) *ir.Operation {
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				var e *ir.Diagnostic
				if err := ir.Verify(o); errors.As(err, &e) && e.Loc == d.Loc && e.Message == d.Message {
					return o
				}
			}
		}
	}
	return nil
}
