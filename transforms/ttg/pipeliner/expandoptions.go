package pipeliner

import "github.com/ttgo/ttgo/ir"

// PipelinerPart is the part of an expanded loop an op was created for (Triton's
// PipeliningOption::PipelinerPart).
type PipelinerPart int

// The parts of an expanded loop.
const (
	ProloguePart PipelinerPart = iota
	KernelPart
	EpiloguePart
)

// PredicateFunc guards op, just built by b, on pred and returns the op that replaces it
// (Triton's PipeliningOption::predicateFn).
type PredicateFunc func(b *ir.Builder, op *ir.Operation, pred *ir.Value) *ir.Operation

// AnnotateFunc sees each op the expansion creates, with its part and the iteration of the
// prologue or epilogue it belongs to (Triton's PipeliningOption::annotateFn).
type AnnotateFunc func(op *ir.Operation, part PipelinerPart, iteration int)

// ExpandOptions are the choices of a loop expansion (Triton's PipeliningOption).
type ExpandOptions struct {
	// PeelEpilogue stops the kernel loop maxStage iterations early and finishes them in an
	// epilogue after it, instead of predicating the kernel's early stages.
	PeelEpilogue bool
	// Predicate guards the ops of iterations that may be out of range; WrapInMaskOp when nil.
	Predicate PredicateFunc
	// Annotate, when set, is called on every op the expansion creates.
	Annotate AnnotateFunc
	// KeepPredicateStage leaves the kernel's stage predicates as ttg.predicate_stage ops.
	KeepPredicateStage bool
}

// annotateOp hands op to the expansion's annotate function, if it has one.
func (e *expander) annotateOp(op *ir.Operation, part PipelinerPart, iteration int) {
	if e.annotate != nil {
		e.annotate(op, part, iteration)
	}
}
