package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// RemoveLayoutConversions is Triton's tritongpu-remove-layout-conversions
// (lib/Dialect/TritonGPU/Transforms/RemoveLayoutConversions.cpp). Per function it propagates
// the layouts of anchor ops forward, removes the remaining converts by rematerializing their
// sources where that is cheaper (to a fixpoint), hoists the converts left above extensions,
// into conditionals and, for dot operands, next to their loads, and cleans up with the
// convert_layout, scf.for and scf.if canonicalizations.
type RemoveLayoutConversions struct{}

// NewRemoveLayoutConversions returns the pass.
func NewRemoveLayoutConversions() pass.Pass { return &RemoveLayoutConversions{} }

// Name returns the pass's display name.
func (*RemoveLayoutConversions) Name() string { return "TritonGPURemoveLayoutConversions" }

// Argument returns the pass's flag.
func (*RemoveLayoutConversions) Argument() string { return "tritongpu-remove-layout-conversions" }

// Description is the one-line summary --help prints.
func (*RemoveLayoutConversions) Description() string { return "remove superfluous layout conversions" }

// OpName anchors the pass on modules.
func (*RemoveLayoutConversions) OpName() string { return "builtin.module" }

// Run removes the layout conversions of the functions of module m.
func (*RemoveLayoutConversions) Run(m *ir.Operation, _ *pass.Analyses) error {
	funcs := functionsOf(m)
	for _, fn := range funcs {
		p := newLayoutPropagation(fn)
		p.run()
		if p.err != nil {
			return p.err
		}
	}
	// One set serves every cleanup: it keeps what it learns of which patterns match an op.
	cleanup := rewrite.NewPatternSet(ttng.ConvertLayoutPatterns()...)
	if !cleanupConverts(m, cleanup) {
		return pass.ErrSilentFailure
	}
	for {
		changed := false
		for _, fn := range funcs {
			r := newLayoutRematerialization(fn)
			if r.backwardRematerialization() {
				changed = true
			}
			r.cleanup()
		}
		// A round that removed no convert left the module as the last cleanup did: that
		// cleanup converged, so running it again, as Triton does, would change nothing.
		if !changed {
			break
		}
		if !cleanupConverts(m, cleanup) {
			return pass.ErrSilentFailure
		}
	}
	for _, fn := range funcs {
		r := newLayoutRematerialization(fn)
		r.forEachConvert(r.hoistOverExtOrBroadcast)
		r.cleanup()
		r = newLayoutRematerialization(fn)
		r.forEachConvert(r.hoistIntoConditionals)
		r.cleanup()
		r = newLayoutRematerialization(fn)
		r.forEachConvert(r.hoistDotOperand)
		r.cleanup()
	}
	ctx := m.Context()
	ps := rewrite.NewPatternSet(forDeadArgElimination)
	for _, name := range []string{scf.ForOp{}.OpName(), scf.IfOp{}.OpName()} {
		if def := ctx.OpDef(name); def != nil && def.CanonicalizationPatterns != nil {
			def.CanonicalizationPatterns(ps.Add)
		}
	}
	ps.Add(ttng.ConvertLayoutPatterns()...)
	// As Triton, the pass fails, without a diagnostic, when a cleanup does not converge.
	if _, converged := rewrite.ApplyPatternsGreedily(m, ps, rewrite.DefaultGreedyConfig()); !converged {
		return pass.ErrSilentFailure
	}
	return nil
}

// functionsOf returns the tt.func ops of module m.
func functionsOf(m *ir.Operation) []*ir.Operation {
	var fns []*ir.Operation
	m.WalkPostOrder(func(op *ir.Operation) {
		if is[tt.FuncOp](op) {
			fns = append(fns, op)
		}
	})
	return fns
}

// cleanupConverts runs the convert_layout canonicalizations, patterns, over m and reports
// whether they converged.
func cleanupConverts(m *ir.Operation, patterns *rewrite.PatternSet) bool {
	_, converged := rewrite.ApplyPatternsGreedily(m, patterns, rewrite.DefaultGreedyConfig())
	return converged
}
