package ir

// Pattern is a rewrite pattern, MLIR's RewritePattern: it matches ops of one name (or any op)
// and rewrites them through a PatternRewriter. As MLIR keeps patterns in its IR library, ir
// holds the interface, so that op definitions declare their canonicalization patterns with
// a type; package rewrite builds patterns from functions, collects them in sets and drives
// them.
type Pattern interface {
	// Root is the name of the ops the pattern applies to, or "" for any op.
	Root() string
	// Benefit orders patterns: higher benefits are tried first.
	Benefit() int
	// Label names the pattern for the disable-patterns and enable-patterns options of a
	// pattern set, MLIR's debug name: the C++ class name mlir-opt reports for the pattern
	// ttgo reproduces, or "" for none.
	Label() string
	// MatchAndRewrite rewrites op through rw and returns nil, or returns an error saying why
	// it does not apply, having changed nothing.
	MatchAndRewrite(op *Operation, rw *PatternRewriter) error
}

// PatternAdder receives patterns, as MLIR's RewritePatternSet::add: the
// CanonicalizationPatterns hook of an op definition or a dialect calls it with its patterns.
// The Add method of a rewrite.PatternSet is one.
type PatternAdder func(patterns ...Pattern)
