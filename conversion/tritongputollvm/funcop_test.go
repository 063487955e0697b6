package tritongputollvm

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// TestPackResultTypes checks MLIR's packing of function results: void for none, the
// converted type of one, a literal struct of the converted types of several.
func TestPackResultTypes(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect)
	l := NewLowering(ctx, nil, nil, 4, 32, 1)
	ptr := tt.Pointer(ctx, ctx.F32(), globalAddressSpace)
	for _, tc := range []struct {
		name    string
		results []ir.Type
		want    ir.Type
	}{
		{"none", nil, llvm.Void(ctx)},
		{"one", []ir.Type{ptr}, llvm.Pointer(ctx, globalAddressSpace)},
		{"several", []ir.Type{ctx.I32(), ptr}, llvm.Struct(ctx, []ir.Type{ctx.I32(), llvm.Pointer(ctx, globalAddressSpace)}, false)},
	} {
		got, err := l.PackResultTypes(tc.results)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got != tc.want {
			t.Errorf("%s: packed %v, want %v", tc.name, got, tc.want)
		}
	}
}
