package ttng

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// TestTMemDiagnosticsPrintIR checks that the errors of the tensor memory size and layout
// queries name types and attributes as MLIR prints them.
func TestTMemDiagnosticsPrintIR(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(Dialect())
	tmemEnc := TensorMemoryEncodingAttr(ctx, 128, 64, 1, 1, 1, false)
	shared := ttg.SwizzledShared(ctx, 1, 1, 1, []uint32{1, 0}, nil)
	tests := []struct {
		md   *ttg.MemDescType
		want string
	}{
		{tmemDesc(ctx, []int64{128, 64}, ctx.F64(), tmemEnc), "tensor memory of f64 elements"},
		{tmemDesc(ctx, []int64{128, 64}, ctx.F32(), shared), "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}> is not a tensor memory encoding"},
	}
	for _, tc := range tests {
		_, err := TMemAllocSize(tc.md)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error = %v, want one containing %q", err, tc.want)
		}
	}
	if _, err := TMemSubsliceType(ctx, tests[1].md, 32); err == nil || !strings.Contains(err.Error(), "subslice of !ttg.memdesc<128x64xf32") {
		t.Errorf("subslice error = %v, want the memdesc type printed", err)
	}
}
