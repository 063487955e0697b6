package transforms

import "github.com/ttgo/ttgo/ir"

// MoveLoopInvariantCode hoists the ops of loop's body that are speculatable, free of memory
// effects and use only values defined outside it before loop, as MLIR's
// moveLoopInvariantCode: what loop-invariant-code-motion does to one loop.
func MoveLoopInvariantCode(loop ir.LoopLikeOp) { hoistLoopInvariants(loop) }
