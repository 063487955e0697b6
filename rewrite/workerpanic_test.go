package rewrite

import (
	"fmt"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// TestWorkerPanicReachesCaller simplifies two isolated functions on two goroutines with a
// pattern that panics: the panic must come back on the caller's goroutine, where a pass's
// recover sees it, and not end the process from a worker.
func TestWorkerPanicReachesCaller(t *testing.T) {
	ctx := testContext()
	i32 := ctx.I32()
	top := ir.NewBlock(nil, nil)
	topRegion := ir.NewRegion()
	topRegion.Append(top)
	module := ctx.Create(&ir.OperationState{Name: "t.func", Regions: []*ir.Region{topRegion}})
	b := ir.NewBuilder(ctx)
	for range 2 {
		body := ir.NewBlock([]ir.Type{i32}, nil)
		r := ir.NewRegion()
		r.Append(body)
		top.Append(ctx.Create(&ir.OperationState{Name: "t.func", Regions: []*ir.Region{r}}))
		b.SetInsertionPointToEnd(body)
		n := b.CreateOp("t.neg", []*ir.Value{body.Argument(0)}, []ir.Type{i32}, nil).Result(0)
		b.CreateOp("t.use", []*ir.Value{n}, nil, nil)
	}
	boom := NewPattern("t.neg", 1, func(*ir.Operation, *Rewriter) error { panic("pattern bug") })
	cfg := DefaultGreedyConfig()
	cfg.Threads = 2
	recovered := func() (r any) {
		defer func() { r = recover() }()
		ApplyPatternsGreedily(module, NewPatternSet(boom), cfg)
		return nil
	}()
	if got := fmt.Sprint(recovered); got != "pattern bug" {
		t.Fatalf("recovered %q on the caller's goroutine, want the pattern's panic", got)
	}
}
