package transforms

import "github.com/ttgo/ttgo/ir"

// inlinesAsBlocks reports whether a callable body is inlined as blocks between the halves of
// the call's block rather than merged into it: it has several blocks, or its one block does
// not end in a return (llvm.unreachable), which MLIR's LLVM inliner also keeps apart
// (allowSingleBlockOptimization).
func inlinesAsBlocks(body *ir.Region) bool {
	if len(body.Blocks()) != 1 {
		return true
	}
	last := body.Front().Last()
	return last == nil || !last.HasTrait(ir.ReturnLike)
}
