package hopper

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvws"
)

// checkProducerCommits returns an error at the first nvws.producer_commit of fn whose token is
// not of TMA loads. partitionCode makes one for each channel filled by async copies of
// pointer loads or by local stores, and Triton 3.6's token lowering lowers the commits of TMA
// loads only (it asserts in WSLowerToken's processProducerCommitOp otherwise, as it does on
// the pointer-load matmul): the warp-specialization pass runs this check between code
// partitioning and token lowering so that such a loop gets a diagnostic instead.
func checkProducerCommits(fn tt.FuncOp) error {
	var err error
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		commit, ok := nvws.AsProducerCommit(op)
		if !ok {
			return ir.WalkAdvance
		}
		loadType, ok := tokenLoadType(commit.Token())
		if !ok || loadType == tokenTMALoad {
			return ir.WalkAdvance
		}
		what := "local stores of values computed in the producer task"
		if loadType == tokenAsyncLoad {
			what = "asynchronous copies of pointer loads (tt.load)"
		}
		err = ir.OpError(op, "warp specialization cannot synchronize a channel filled by %s: "+
			"Triton 3.6 lowers only channels filled by TMA loads (tensor descriptors), and aborts here", what)
		return ir.WalkInterrupt
	})
	return err
}

// tokenLoadType returns the load type of the nvws.create_token behind token, looking through
// the arguments of warp_specialize partitions.
func tokenLoadType(token *ir.Value) (int64, bool) {
	for token.DefiningOp() == nil {
		owner := token.OwnerBlock().ParentOp()
		if _, ok := ttg.AsWarpSpecializePartitions(owner); !ok {
			return 0, false
		}
		ws, ok := ttg.AsWarpSpecialize(owner.ParentOp())
		if !ok || token.Index() >= len(ws.ExplicitCaptures()) {
			return 0, false
		}
		token = ws.ExplicitCaptures()[token.Index()]
	}
	create, ok := nvws.AsCreateToken(token.DefiningOp())
	if !ok {
		return 0, false
	}
	a, ok := create.LoadTypeAttr().(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Value, true
}
