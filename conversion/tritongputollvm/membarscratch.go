package tritongputollvm

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// sharedScratch returns the shared-memory scratch op reads and writes while it runs: that of
// a reduction across warps, or of a layout conversion through shared memory (its
// allocation.offset and the size the allocation gave it).
func sharedScratch(op *ir.Operation) (sharedInterval, bool, error) {
	if iv, ok, err := reductionScratch(op); ok || err != nil {
		return iv, ok, err
	}
	if _, ok := ttg.AsConvertLayout(op); !ok {
		return sharedInterval{}, false, nil
	}
	off, ok := op.Attr("allocation.offset").(*ir.IntegerAttr)
	if !ok {
		return sharedInterval{}, false, nil
	}
	size, err := allocation.ScratchSize(targetComputeCapability(op))(op)
	if err != nil || size == 0 {
		return sharedInterval{}, false, err
	}
	return sharedInterval{off.Value, off.Value + size}, true, nil
}

// targetComputeCapability returns the compute capability of the ttg.target ("cuda:90") of
// op's module, 0 when it names none.
func targetComputeCapability(op *ir.Operation) int {
	for p := op; p != nil; p = p.ParentOp() {
		t, ok := p.Attr("ttg.target").(*ir.StringAttr)
		if !ok {
			continue
		}
		cc, err := strconv.Atoi(strings.TrimPrefix(t.Value, "cuda:"))
		if err != nil {
			return 0
		}
		return cc
	}
	return 0
}
