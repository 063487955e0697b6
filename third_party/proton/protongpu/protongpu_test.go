package protongpu_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/third_party/proton/protongpu"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, protongpu.Dialect())
	return ctx
}

const module = `module attributes {"ttg.num-warps" = 2 : i32} {
  tt.func @f(%arg0: !tt.ptr<i32>) {
    %0 = proton_gpu.segment_alloc %arg0 : !tt.ptr<i32> -> <256, #proton_gpu.global_memory, warp_group, [1]>
    %1 = proton_gpu.read_counter : i32
    proton_gpu.circular_store start %0, %1 {scopeId = 1 : i32} : !proton_gpu.segment<256, #proton_gpu.global_memory, warp_group, [1]>, i32
    proton_gpu.finalize %0, %arg0 : !proton_gpu.segment<256, #proton_gpu.global_memory, warp_group, [1]>, !tt.ptr<i32>
    tt.return
  }
}
`

// TestRoundTrip checks that the ops print back as written (segment_alloc's result type
// stripped), and that their generic form reads back to the same module.
func TestRoundTrip(t *testing.T) {
	op, err := asm.ParseSourceString(newContext(), "ops.mlir", module)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	got := asm.String(op, asm.PrintOptions{})
	if diff := cmp.Diff(module, got); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	again, err := asm.ParseSourceString(newContext(), "generic.mlir", asm.String(op, asm.PrintOptions{PrintGenericOpForm: true}))
	if err != nil {
		t.Fatalf("parse generic: %v", err)
	}
	if diff := cmp.Diff(got, asm.String(again, asm.PrintOptions{})); diff != "" {
		t.Errorf("generic form does not round-trip (-custom +generic):\n%s", diff)
	}
}

// TestInitCtxInWarpSpecialize checks that the profiler's context cannot be initialized in a
// warp-specialized partition.
func TestInitCtxInWarpSpecialize(t *testing.T) {
	src := `tt.func @f(%p: !tt.ptr<i32>) {
  ttg.warp_specialize(%p)
  default {
    ttg.warp_yield
  }
  partition0(%q: !tt.ptr<i32>) num_warps(4) {
    proton_gpu.init_ctx %q : !tt.ptr<i32>
    ttg.warp_return
  } : (!tt.ptr<i32>) -> ()
  tt.return
}`
	op, err := asm.ParseSourceString(newContext(), "ws.mlir", src)
	if err == nil {
		err = ir.Verify(op)
	}
	want := "'proton_gpu.init_ctx' op can't initialize proton context in a warp specialized op"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want an error with %q", err, want)
	}
}
