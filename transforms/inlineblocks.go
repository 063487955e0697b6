package transforms

import "github.com/ttgo/ttgo/ir"

// inlinesAsBlocks reports whether a callable body, inlined into a region of the op into, goes
// in as blocks between the halves of the call's block rather than merged into it: it has
// several blocks, or the dialect of into keeps its one block apart (MLIR's
// allowSingleBlockOptimization, asked of the op the inlined blocks land in: the llvm dialect
// keeps a block ending in llvm.unreachable apart).
func inlinesAsBlocks(body *ir.Region, into *ir.Operation) bool {
	if len(body.Blocks()) != 1 {
		return true
	}
	if into.Def() == nil {
		return false
	}
	d := into.Def().Dialect()
	if d == nil || d.Inliner == nil || d.Inliner.MergesSingleBlock == nil {
		return false
	}
	return !d.Inliner.MergesSingleBlock(body.Front())
}
