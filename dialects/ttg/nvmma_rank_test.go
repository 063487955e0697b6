package ttg_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir/asm"
)

// TestNVMMASharedRankFromCGALayout checks that an nvmma_shared attribute whose CGALayout is of
// rank 3, printed (as Triton prints it) without `rank = 3`, parses back and prints the same.
func TestNVMMASharedRankFromCGALayout(t *testing.T) {
	const attr = `#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1, 0], [0, 0, 1]]}>`
	src := "#s = " + attr + "\ntt.func @f(%a: !ttg.memdesc<2x64x64xf16, #s, #ttg.shared_memory>) {\n  tt.return\n}\n"
	op, err := asm.ParseSourceString(newContext(), "nvmma.mlir", src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if got := asm.String(op, asm.PrintOptions{}); !strings.Contains(got, attr) {
		t.Errorf("printed form lacks %s:\n%s", attr, got)
	}
}

// TestNVMMASharedRankMismatch checks that an explicit rank still has to match the CGALayout.
func TestNVMMASharedRankMismatch(t *testing.T) {
	src := `#s = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 2, CGALayout = [[0, 1, 0]]}>`
	const want = "'CGALayout' entry length does not match rank 2"
	if got := firstError(src); !strings.Contains(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
