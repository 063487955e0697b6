package nvws_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/third_party/nvidia/nvws"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, nvws.Dialect())
	return ctx
}

const module = `#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module {
  tt.func @f(%arg0: !ttg.memdesc<2x16x16xf16, #shared, #smem, mutable>, %arg1: i32) -> i32 {
    %0 = nvws.aref.create %arg0 : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem, mutable>]>
    %1:2 = nvws.aref.get.enter %0[%arg1, %arg1] : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem, mutable>]> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>, !ttg.async.token
    nvws.aref.get.exit %0[%arg1], %1#1 [#nvws.async_op<cp_async>] : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem, mutable>]>, !ttg.async.token
    %2 = nvws.warp_group
    partition0 num_warps(4) {
      nvws.warp_group.yield %arg1 : i32
    }
    partition1 num_warps(8) {
      nvws.warp_group.return
    }
    tt.return %2 : i32
  }
}
`

// TestRoundTrip checks that the ops print back as written, and that their generic form reads
// back to the same module.
func TestRoundTrip(t *testing.T) {
	op, err := asm.ParseSourceString(newContext(), "ops.mlir", module)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatalf("verify: %v", err)
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

// TestVerifyErrors checks the verifiers' messages.
func TestVerifyErrors(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"aref buffer types", `#smem = #ttg.shared_memory
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
tt.func @f(%a: !ttg.memdesc<4xf32, #shared, #smem>) {
  %0 = "nvws.aref.create"(%a) : (!ttg.memdesc<4xf32, #shared, #smem>) -> !nvws.aref<[!ttg.memdesc<8xf32, #shared, #smem>]>
  tt.return
}`, "'nvws.aref.create' op failed to verify that input types match Aref output type"},
		{"warp group results", `tt.func @f() {
  %0 = "nvws.warp_group"() <{numWarps = array<i32: 4>}> ({
    nvws.warp_group.return
  }) : () -> i32
  tt.return
}`, "When nvws.warp_group op has results, the first region should be terminated by nvws.warp_group.yield op."},
		{"warp counts", `tt.func @f() {
  "nvws.warp_group"() <{numWarps = array<i32>}> ({
    nvws.warp_group.return
  }) : () -> ()
  tt.return
}`, "Must supply numWarps for each Warp Group."},
	} {
		t.Run(c.name, func(t *testing.T) {
			op, err := asm.ParseSourceString(newContext(), "bad.mlir", c.src)
			if err == nil {
				err = ir.Verify(op)
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error with %q", err, c.want)
			}
		})
	}
}
