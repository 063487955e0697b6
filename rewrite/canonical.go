package rewrite

import "github.com/ttgo/ttgo/ir"

// canonicalKey is the CachedForDialects key of CanonicalizationPatterns.
type canonicalKey struct{}

// CanonicalizationPatterns returns the set AddCanonicalizationPatterns fills for ctx, made
// once per context (while the loaded dialects stay the same) rather than by every pass that
// canonicalizes. The set is shared: callers match with it, or derive sets from it
// (Filtered), and never Add to it.
func CanonicalizationPatterns(ctx *ir.Context) *PatternSet {
	return ir.CachedForDialects(ctx, canonicalKey{}, func() *PatternSet {
		ps := NewPatternSet()
		ps.AddCanonicalizationPatterns(ctx)
		return ps
	})
}
