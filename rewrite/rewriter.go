package rewrite

import "github.com/ttgo/ttgo/ir"

// Rewriter is the rewriter patterns change the IR through: ir.PatternRewriter, which ir
// holds (as MLIR keeps PatternRewriter in its IR library) so that patterns are typed in op
// definitions.
type Rewriter = ir.PatternRewriter

// Listener is told about every change a Rewriter makes: ir.RewriteListener.
type Listener = ir.RewriteListener

// NewRewriter returns a rewriter with no insertion point that tells l (which may be nil) of
// its changes.
func NewRewriter(ctx *ir.Context, l Listener) *Rewriter { return ir.NewPatternRewriter(ctx, l) }
