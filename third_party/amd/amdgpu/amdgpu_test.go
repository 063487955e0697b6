package amdgpu_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/third_party/amd/amdgpu"
)

// moduleWith returns a module whose function reads a shared buffer of srcShape in the given
// order into a dot operand opIdx of dstShape.
func moduleWith(srcShape, order, dstShape string, opIdx int) string {
	return `#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [` + order + `]}>
#mfma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [16, 16, 128], isTransposed = true}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%src: !ttg.memdesc<` + srcShape + `xi8, #shared, #smem>) {
    %0 = amdg.local_load_packed_tranposed %src : !ttg.memdesc<` + srcShape + `xi8, #shared, #smem> -> tensor<` + dstShape + `xi8, #ttg.dot_op<{opIdx = ` + string(rune('0'+opIdx)) + `, parent = #mfma, kWidth = 16}>>
    tt.return
  }
}
`
}

// TestVerifyLocalLoadPackedTransposed checks the packing rules: operand A doubles K and
// halves M, operand B the other way round, each from its own order.
func TestVerifyLocalLoadPackedTransposed(t *testing.T) {
	for _, tc := range []struct {
		name, src, order, dst string
		opIdx                 int
		wantErr               string
	}{
		{"b", "128x64", "1, 0", "64x128", 1, ""},
		{"a", "64x128", "0, 1", "128x64", 0, ""},
		{"a wrong order", "64x128", "1, 0", "128x64", 0, "Order of dimensions don't match expected"},
		{"b wrong shape", "64x64", "1, 0", "64x128", 1, "Input and output dimensions don't match after packing changes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := ir.NewContext()
			ctx.Load(builtin.Dialect, amdgpu.Dialect())
			op, err := asm.ParseSourceString(ctx, "f.mlir", moduleWith(tc.src, tc.order, tc.dst, tc.opIdx))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			err = ir.Verify(op)
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatalf("verify: %v", err)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Fatalf("verify: got %v, want an error containing %q", err, tc.wantErr)
			}
		})
	}
}
