package gluon

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/builtin"
	gl "github.com/ttgo/ttgo/dialects/gluon"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	ttgpasses "github.com/ttgo/ttgo/transforms/ttg"
)

// InferCoalescedEncodings is Triton's `gluon-infer-coalesced-encodings`: each global load or
// store on a tensor of pointers of #gluon.coalesced_encoding gets the blocked layout that
// tritongpu-coalesce would pick, and the layout is propagated over the function's
// #gluon.coalesced_encoding tensors.
type InferCoalescedEncodings struct{}

// NewInferCoalescedEncodings returns the gluon-infer-coalesced-encodings pass.
func NewInferCoalescedEncodings() pass.Pass { return &InferCoalescedEncodings{} }

// Name returns "GluonInferCoalescedEncodingsPass".
func (*InferCoalescedEncodings) Name() string { return "GluonInferCoalescedEncodingsPass" }

// Argument returns "gluon-infer-coalesced-encodings".
func (*InferCoalescedEncodings) Argument() string { return "gluon-infer-coalesced-encodings" }

// Description is the one-line summary --help prints.
func (*InferCoalescedEncodings) Description() string {
	return "Infer coalesced encodings based on axis analysis"
}

// OpName anchors the pass on builtin.module.
func (*InferCoalescedEncodings) OpName() string { return builtin.ModuleOp{}.OpName() }

// Run resolves the coalesced encodings of the module op.
func (*InferCoalescedEncodings) Run(mod *ir.Operation, _ *pass.Analyses) error {
	if n, ok := ir.LookupAttr(mod.Attrs(), numCTAsAttr).(*ir.IntegerAttr); ok && n.Value != 1 {
		return ir.Errorf(mod.Loc(), "gluon-infer-coalesced-encodings supports only ttg.num-ctas = 1")
	}
	analysis := axisinfo.NewModule(mod)
	lanes := ttgpasses.ThreadsPerWarp(mod)
	for _, fn := range topLevelFuncs(mod) {
		seeds, err := coalescedSeeds(fn, analysis, lanes)
		if err != nil {
			return err
		}
		if err := inferLayout(fn, isCoalesceEncoded, seeds); err != nil {
			return err
		}
	}
	return checkResolved(mod, isCoalesceEncoded)
}

// coalescedSeeds returns, for each memory op of fn on a tensor of pointers of
// #gluon.coalesced_encoding, its placeholder-typed operands with the op's coalesced layout.
func coalescedSeeds(fn *ir.Operation, analysis *axisinfo.Module, lanes int) ([]seed, error) {
	var seeds []seed
	var failure error
	fn.WalkPostOrder(func(op *ir.Operation) {
		ptr := ttgpasses.MemAccessPtr(op)
		if failure != nil || ptr == nil || !isCoalesceEncoded(ptr.Type()) {
			return
		}
		if _, isPtr := ptr.Type().(*ir.RankedTensorType).Elem.(*tt.PointerType); !isPtr {
			return
		}
		numWarps, ok := ttg.LookupNumWarps(op)
		if !ok {
			failure = ir.OpError(op, "is not contained within a context that specifies the number of warps")
			return
		}
		enc, err := ttgpasses.SingleCTACoalescedEncoding(analysis, op, int(numWarps), lanes)
		if err != nil {
			failure = err
			return
		}
		for _, v := range op.Operands() {
			if isCoalesceEncoded(v.Type()) {
				seeds = append(seeds, seed{v, enc})
			}
		}
	})
	return seeds, failure
}

// isCoalesceEncoded reports whether t is a tensor of #gluon.coalesced_encoding.
func isCoalesceEncoded(t ir.Type) bool { return gl.IsCoalescedEncoding(tensorEncoding(t)) }

// numCTAsAttr is the module attribute that gives the CTAs of a cluster.
const numCTAsAttr = "ttg.num-ctas"
