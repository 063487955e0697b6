package hopper

import (
	"slices"
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

const asyncTasksModule = `tt.func @f(%lb: i32, %ub: i32) {
  %c1 = arith.constant 1 : i32
  scf.for %i = %lb to %ub step %c1 : i32 {
    %x = arith.addi %i, %c1 {async_task_id = array<i32: 2, 2, 0>} : i32
  }
  tt.return
}
`

// TestAsyncTaskIDs checks reading, setting, adding and propagating async task ids.
func TestAsyncTaskIDs(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, scf.Dialect, tt.Dialect())
	f, err := asm.ParseSource(ctx, "m.mlir", asyncTasksModule)
	if err != nil {
		t.Fatal(err)
	}
	var loop, add *ir.Operation
	f.Op.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := scf.AsFor(op); ok {
			loop = op
		}
		if op.Attr(asyncTaskIDAttr) != nil {
			add = op
		}
		return ir.WalkAdvance
	})
	if loop == nil || add == nil {
		t.Fatal("the module lacks the loop or the tagged op")
	}
	if got := asyncTaskIDs(add); !slices.Equal(got, []int32{2, 0}) {
		t.Errorf("asyncTaskIDs = %v, want [2 0] (adjacent repeats dropped, order kept)", got)
	}
	if !hasAsyncTaskID(add, 0) || hasAsyncTaskID(add, 1) {
		t.Error("hasAsyncTaskID disagrees with the attribute")
	}
	addAsyncTaskIDs(add, []int32{1, 2})
	if got := asyncTaskIDs(add); !slices.Equal(got, []int32{0, 1, 2}) {
		t.Errorf("after adding 1 and 2: %v, want [0 1 2]", got)
	}
	labelParentOps(add)
	if got := asyncTaskIDs(loop); !slices.Equal(got, []int32{0, 1, 2}) {
		t.Errorf("the loop's ids after labelParentOps: %v, want [0 1 2]", got)
	}
	if fn := loop.ParentOp(); fn.Attr(asyncTaskIDAttr) != nil {
		t.Error("labelParentOps labelled the function")
	}
	setAsyncTaskIDs(add, []int32{2, 0})
	if got := nestedAsyncTaskIDs(loop); !slices.Equal(got, []int32{0, 1, 2}) {
		t.Errorf("nestedAsyncTaskIDs(loop) = %v, want [0 1 2]", got)
	}
	if got := nestedAsyncTaskIDs(add); !slices.Equal(got, []int32{0, 2}) {
		t.Errorf("nestedAsyncTaskIDs(add) = %v, want [0 2] (sorted)", got)
	}
}
