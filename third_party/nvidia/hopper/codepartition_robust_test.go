package hopper

import (
	"math/rand"
	"testing"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// TestPartitionCodeNeverPanics runs partitionCode on the reference kernels with the task ids
// of random ops changed (including tasks without a producer, ops without ids, and mixed
// tasks): it may report errors, but must not panic.
func TestPartitionCodeNeverPanics(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, kernel := range []string{"ws_dev_tma_matmul_fp16", "ws_matmul_fp16", "ws_tma_matmul_fp16"} {
		input := readGzip(t, "testdata/codepartition_"+kernel+".input.mlir.gz")
		for iter := 0; iter < 40; iter++ {
			m := parseWarpSpecModule(t, "input", input)
			var fn tt.FuncOp
			var tagged []*ir.Operation
			m.Walk(func(op *ir.Operation) ir.WalkResult {
				if f, ok := tt.AsFunc(op); ok {
					fn = f
				}
				if op.Attr(asyncTaskIDAttr) != nil {
					tagged = append(tagged, op)
				}
				return ir.WalkAdvance
			})
			for k := 0; k < 1+r.Intn(3); k++ {
				op := tagged[r.Intn(len(tagged))]
				var ids []int32
				for id := int32(0); id < 3; id++ {
					if r.Intn(2) == 0 {
						ids = append(ids, id)
					}
				}
				if len(ids) == 0 {
					op.RemoveAttr(asyncTaskIDAttr)
				} else {
					setAsyncTaskIDs(op, ids)
				}
			}
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Errorf("%s iter %d: panic %v\n%s", kernel, iter, p, asm.String(m, asm.PrintOptions{}))
					}
				}()
				_ = partitionCode(fn, 1+r.Intn(3)) // an error is a fine outcome
			}()
			if t.Failed() {
				return
			}
		}
	}
}
