package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// ReorderInstructions is tritongpu-reorder-instructions: it moves ops to shorten live
// ranges and so lower register and shared memory pressure. Layout conversions sink past the
// shared memory deallocations before their first use; shared memory loads and conversions
// to dot operands with one use in another loop move next to it; local_alloc and transposes
// move up to just after their source; and the shared memory load of a dot's B operand moves
// after that of its A operand.
type ReorderInstructions struct{}

// NewReorderInstructions returns the tritongpu-reorder-instructions pass.
func NewReorderInstructions() pass.Pass { return &ReorderInstructions{} }

// Name returns "TritonGPUReorderInstructions".
func (*ReorderInstructions) Name() string { return "TritonGPUReorderInstructions" }

// Argument returns "tritongpu-reorder-instructions".
func (*ReorderInstructions) Argument() string { return "tritongpu-reorder-instructions" }

// Description describes the pass.
func (*ReorderInstructions) Description() string {
	return "Reorder instructions to reduce register pressure and shared memory usage"
}

// OpName anchors the pass on builtin.module.
func (*ReorderInstructions) OpName() string { return "builtin.module" }

// Run applies the reorderings one after the other, each over the whole module.
func (*ReorderInstructions) Run(m *ir.Operation, _ *pass.Analyses) error {
	dom := newOpDominance()
	m.WalkPostOrder(func(op *ir.Operation) {
		if _, ok := ttg.AsConvertLayout(op); ok {
			sinkPastDeallocs(op)
		}
	})
	var toSink []*ir.Operation
	m.WalkPostOrder(func(op *ir.Operation) {
		if increasesRegisterPressure(op) && onlyUseInAnotherLoop(op) {
			toSink = append(toSink, op)
		}
	})
	for _, op := range toSink {
		op.MoveBefore(op.SingleResult().FirstUse().Owner())
	}
	m.WalkPostOrder(func(op *ir.Operation) {
		alloc, ok := ttg.AsLocalAlloc(op)
		if !ok || alloc.Src() == nil {
			return
		}
		def := alloc.Src().DefiningOp()
		if def == nil || isScalarBroadcast(def) {
			return
		}
		op.MoveAfter(def)
	})
	m.WalkPostOrder(func(op *ir.Operation) {
		if src := transposeSource(op); src != nil {
			if def := src.DefiningOp(); def != nil {
				op.MoveAfter(def)
			}
		}
	})
	m.WalkPostOrder(func(op *ir.Operation) {
		if load, ok := ttg.AsLocalLoad(op); ok {
			moveBLoadAfterALoad(load, dom)
		}
	})
	return nil
}

// sinkPastDeallocs moves cvt after the last ttg.local_dealloc between it and its first use
// in its block (the end of the block when it has none).
func sinkPastDeallocs(cvt *ir.Operation) {
	first := firstUseInBlock(cvt)
	var last *ir.Operation
	for o := cvt.Next(); o != nil && o != first; o = o.Next() {
		if _, ok := ttg.AsLocalDealloc(o); ok {
			last = o
		}
	}
	if last != nil {
		cvt.MoveAfter(last)
	}
}

// firstUseInBlock returns the first op of op's block that uses op's results or holds such a
// use, or nil.
func firstUseInBlock(op *ir.Operation) *ir.Operation {
	var first *ir.Operation
	for _, r := range op.Results() {
		for _, user := range r.Users() {
			anc := ancestorInBlock(op.Block(), user)
			if anc != nil && (first == nil || anc.IsBeforeInBlock(first)) {
				first = anc
			}
		}
	}
	return first
}

// increasesRegisterPressure reports whether op moves data into registers: a shared memory
// load, or a conversion to a dot operand layout.
func increasesRegisterPressure(op *ir.Operation) bool {
	if _, ok := ttg.AsLocalLoad(op); ok {
		return true
	}
	cvt, ok := ttg.AsConvertLayout(op)
	if !ok {
		return false
	}
	t, ok := cvt.Result().Type().(*ir.RankedTensorType)
	if !ok {
		return false
	}
	_, dot := t.Encoding.(*ttg.DotOperandEncoding)
	return dot
}

// onlyUseInAnotherLoop reports whether op's single result has exactly one use, and the use
// lies in another scf.for than op.
func onlyUseInAnotherLoop(op *ir.Operation) bool {
	r := op.SingleResult()
	if r == nil || !r.HasOneUse() {
		return false
	}
	user := r.FirstUse().Owner()
	return enclosingFor(user) != enclosingFor(op)
}

// enclosingFor returns the closest scf.for holding op, or nil.
func enclosingFor(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := scf.AsFor(p); ok {
			return p
		}
	}
	return nil
}

// isScalarBroadcast reports whether op makes a tensor of one scalar: a constant or a
// tt.splat. Moving a local_alloc up to one would hold shared memory for nothing.
func isScalarBroadcast(op *ir.Operation) bool {
	if _, ok := arith.AsConstant(op); ok {
		return true
	}
	_, ok := tt.AsSplat(op)
	return ok
}

// transposeSource returns the source of a transpose (tt.trans, ttg.memdesc_trans), or nil.
func transposeSource(op *ir.Operation) *ir.Value {
	if t, ok := tt.AsTrans(op); ok {
		return t.Src()
	}
	if t, ok := ttg.AsMemdescTrans(op); ok {
		return t.Src()
	}
	return nil
}

// moveBLoadAfterALoad moves load, the shared memory load of the B operand of its only user,
// a tt.dot, after the shared memory load of the dot's A operand, when no write lies between.
func moveBLoadAfterALoad(load ttg.LocalLoadOp, dom *opDominance) {
	t, ok := load.Result().Type().(*ir.RankedTensorType)
	if !ok {
		return
	}
	enc, ok := t.Encoding.(*ttg.DotOperandEncoding)
	if !ok || enc.OpIdx != 1 || !load.Result().HasOneUse() {
		return
	}
	dot, ok := tt.AsDot(load.Result().FirstUse().Owner())
	if !ok {
		return
	}
	aLoad := dot.A().DefiningOp()
	if aLoad == nil {
		return
	}
	if _, ok := ttg.AsLocalLoad(aLoad); !ok {
		return
	}
	if !dom.dominates(load.Operation, aLoad) || writesBetween(load.Operation, aLoad) {
		return
	}
	load.MoveAfter(aLoad)
}

// writesBetween reports whether an op after start in its block, up to the one holding end,
// may write memory; true when end is not in start's block.
func writesBetween(start, end *ir.Operation) bool {
	anc := ancestorInBlock(start.Block(), end)
	if anc == nil {
		return true
	}
	for o := start.Next(); o != nil; o = o.Next() {
		if effects, known := ir.Effects(o); known && effects&ir.WriteEffect != 0 {
			return true
		}
		if o == anc {
			return false
		}
	}
	return true
}
