package membar

import (
	"testing"

	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// barriersBefore runs the barrier analysis on src and returns, for each ttg.local_load, whether
// a barrier comes right before it.
func barriersBefore(t *testing.T, src string) []bool {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, cf.Dialect, scf.Dialect, tt.Dialect(), ttg.Dialect(), ttng.Dialect())
	mod, err := asm.ParseSourceString(ctx, "t.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	m, err := allocation.NewModule(mod, allocation.ScratchSize(0))
	if err != nil {
		t.Fatal(err)
	}
	if err := Run(m, func(a *allocation.Allocation) Updater { return Barriers(a, NVIDIASkipBarrier) }); err != nil {
		t.Fatal(err)
	}
	var out []bool
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := ttg.AsLocalLoad(op); ok {
			out = append(out, op.Prev() != nil && isBarrier(op.Prev()))
		}
		return ir.WalkAdvance
	})
	return out
}

// TestBarrierAcrossLoop checks that a write at the end of a loop body conflicts with the read
// at its start in the next iteration, through the loop's back edge.
func TestBarrierAcrossLoop(t *testing.T) {
	src := `#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: index, %ub: index, %step: index, %x: tensor<128xf32, #blocked>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    scf.for %i = %lb to %ub step %step {
      %y = ttg.local_load %buf : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
      ttg.local_store %x, %buf : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    }
    %z = ttg.local_load %buf : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    tt.return
  }
}`
	got := barriersBefore(t, src)
	want := []bool{true, true}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("barriers before the loads = %v, want %v", got, want)
	}
}
