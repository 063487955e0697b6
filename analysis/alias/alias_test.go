package alias

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// TestBranchArgumentsJoin checks that a block argument reached from two branches aliases the
// buffers of both, and that a view aliases its source.
func TestBranchArgumentsJoin(t *testing.T) {
	src := `#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%c: i1) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x16xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<2x16xf16, #shared, #smem, mutable>
    cf.cond_br %c, ^bb1(%a : !ttg.memdesc<2x16xf16, #shared, #smem, mutable>), ^bb1(%b : !ttg.memdesc<2x16xf16, #shared, #smem, mutable>)
  ^bb1(%m: !ttg.memdesc<2x16xf16, #shared, #smem, mutable>):
    %i = arith.constant 0 : i32
    %v = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x16xf16, #shared, #smem, mutable> -> !ttg.memdesc<16xf16, #shared, #smem, mutable>
    tt.return
  }
}`
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, cf.Dialect, scf.Dialect, tt.Dialect(), ttg.Dialect())
	mod, err := asm.ParseSourceString(ctx, "t.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	an := New(mod)
	var allocs []*ir.Value
	var view *ir.Value
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if a, ok := ttg.AsLocalAlloc(op); ok {
			allocs = append(allocs, a.Result())
		}
		if v, ok := ttg.AsMemdescIndex(op); ok {
			view = v.Result()
		}
		return ir.WalkAdvance
	})
	if len(allocs) != 2 || view == nil {
		t.Fatalf("test input: %d allocs, view %v", len(allocs), view)
	}
	got := an.Allocs(view)
	if len(got) != 2 || !contains(got, allocs[0]) || !contains(got, allocs[1]) {
		t.Errorf("the view aliases %d buffers, want both allocations", len(got))
	}
	for _, a := range allocs {
		if self := an.Allocs(a); len(self) != 1 || self[0] != a {
			t.Errorf("an allocation aliases %d buffers, want only itself", len(self))
		}
	}
}
