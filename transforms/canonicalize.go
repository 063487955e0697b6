package transforms

import (
	"fmt"
	"runtime"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// CanonicalizeOptions are the options of canonicalize, with MLIR's names and defaults.
type CanonicalizeOptions struct {
	TopDown          bool     `option:"top-down" desc:"Seed the worklist in general top-down order"`
	RegionSimplify   string   `option:"region-simplify" values:"disabled,normal,aggressive" desc:"Perform control flow optimizations to the region tree"`
	MaxIterations    int64    `option:"max-iterations" desc:"Max. iterations between applying patterns / simplifying regions"`
	MaxNumRewrites   int64    `option:"max-num-rewrites" desc:"Max. number of pattern rewrites within an iteration"`
	TestConvergence  bool     `option:"test-convergence" desc:"Test only: Fail pass on non-convergence to detect cyclic pattern"`
	DisabledPatterns []string `option:"disable-patterns" desc:"Labels of patterns that should be filtered out during application"`
	EnabledPatterns  []string `option:"enable-patterns" desc:"Labels of patterns that should be used during application, all other patterns are filtered out"`
}

// Canonicalize is MLIR's canonicalizer (`canonicalize`): the greedy driver over the
// canonicalization patterns and folders of every loaded dialect.
type Canonicalize struct {
	opts CanonicalizeOptions
}

// NewCanonicalize returns the canonicalize pass with MLIR's default options.
func NewCanonicalize() pass.Pass {
	return &Canonicalize{opts: CanonicalizeOptions{TopDown: true, RegionSimplify: "normal", MaxIterations: 10, MaxNumRewrites: -1}}
}

// Name returns "Canonicalizer".
func (*Canonicalize) Name() string { return "Canonicalizer" }

// Argument returns "canonicalize".
func (*Canonicalize) Argument() string { return "canonicalize" }

// Description describes the pass.
func (*Canonicalize) Description() string { return "Canonicalize operations" }

// Options returns the pass's options.
func (c *Canonicalize) Options() any { return &c.opts }

// Run canonicalizes the ops nested in op.
func (c *Canonicalize) Run(op *ir.Operation, am *pass.Analyses) error {
	var level rewrite.RegionSimplifyLevel
	switch c.opts.RegionSimplify {
	case "disabled":
		level = rewrite.RegionSimplifyDisabled
	case "normal":
		level = rewrite.RegionSimplifyNormal
	case "aggressive":
		level = rewrite.RegionSimplifyAggressive
	default:
		return fmt.Errorf("invalid region-simplify level '%s'", c.opts.RegionSimplify)
	}
	ps := rewrite.CanonicalizationPatterns(op.Context())
	if len(c.opts.DisabledPatterns) > 0 || len(c.opts.EnabledPatterns) > 0 {
		ps = ps.Filtered(c.opts.DisabledPatterns, c.opts.EnabledPatterns)
	}
	cfg := rewrite.GreedyConfig{
		MaxIterations:  int(c.opts.MaxIterations),
		MaxNumRewrites: int(c.opts.MaxNumRewrites),
		TopDown:        c.opts.TopDown,
		Fold:           true,
		RegionSimplify: level,
	}
	if am.Multithreaded() {
		cfg.Threads = runtime.GOMAXPROCS(0)
	}
	_, converged := rewrite.ApplyPatternsGreedily(op, ps, cfg)
	// As MLIR 22's Canonicalizer, non-convergence fails the pass only under test-convergence,
	// and then without a diagnostic.
	if c.opts.TestConvergence && !converged {
		return pass.ErrSilentFailure
	}
	return nil
}
