package nvvmtollvm

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// TestRegisterConstraint checks the PTX register class of each operand type: shared memory
// pointers are 32-bit, other pointers 64-bit.
func TestRegisterConstraint(t *testing.T) {
	ctx := ir.NewContext()
	tests := []struct {
		t    ir.Type
		want string
	}{
		{ctx.I1(), "b"}, {ctx.IntegerType(16), "h"}, {ctx.I32(), "r"}, {ctx.I64(), "l"},
		{ctx.F32(), "f"}, {ctx.F64(), "d"},
		{llvm.Pointer(ctx, 3), "r"}, {llvm.Pointer(ctx, 0), "l"}, {llvm.Pointer(ctx, 1), "l"},
	}
	for _, tc := range tests {
		if got, ok := registerConstraint(tc.t); !ok || got != tc.want {
			t.Errorf("registerConstraint(%T) = %q, %v; want %q", tc.t, got, ok, tc.want)
		}
	}
	if _, ok := registerConstraint(ctx.IntegerType(8)); ok {
		t.Errorf("registerConstraint(i8) has a register class; PTX has none for it")
	}
}
