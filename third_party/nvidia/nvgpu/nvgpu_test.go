package nvgpu_test

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, nvgpu.Dialect())
	return ctx
}

// TestRoundTrip parses every nvgpu op, verifies it, and checks that the custom form prints
// back as written and that the generic form parses back to it.
func TestRoundTrip(t *testing.T) {
	src, err := os.ReadFile("testdata/ops.mlir")
	if err != nil {
		t.Fatal(err)
	}
	op, err := asm.ParseSourceString(newContext(), "ops.mlir", string(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatalf("verify: %v", err)
	}
	got := asm.String(op, asm.PrintOptions{})
	if diff := cmp.Diff(string(src), got); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	generic := asm.String(op, asm.PrintOptions{PrintGenericOpForm: true})
	again, err := asm.ParseSourceString(newContext(), "ops.generic.mlir", generic)
	if err != nil {
		t.Fatalf("parse generic: %v", err)
	}
	if diff := cmp.Diff(got, asm.String(again, asm.PrintOptions{})); diff != "" {
		t.Errorf("generic form does not round-trip (-custom +generic):\n%s", diff)
	}
}

func TestEnums(t *testing.T) {
	if kw, _ := nvgpu.WGMMAEltTypeEnum().Keyword(7); kw != "f32" {
		t.Errorf("WGMMAEltType 7 = %q, want f32", kw)
	}
	if v, _ := nvgpu.WGMMALayoutEnum().Value("col"); v != 1 {
		t.Errorf("WGMMALayout col = %d, want 1", v)
	}
}
