package pipeliner

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// TestSharedEncodingForRank checks that a descriptor's layout re-ranked to a copied tensor's
// rank drops or adds leading dimensions: in the CTA layout's bases, and in a swizzled order,
// where added dimensions come slowest.
func TestSharedEncodingForRank(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, ttg.Dialect())
	for _, c := range []struct {
		enc  string
		rank int
		want string
	}{
		{"#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>", 2,
			"#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>"},
		{"#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, rank = 3, CGALayout = [[0, 1, 0], [0, 0, 1]]}>", 2,
			"#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0], [0, 1]]}>"},
		{"#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0]]}>", 3,
			"#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1, 0]]}>"},
		{"#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>", 2,
			"#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>"},
		{"#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>", 3,
			"#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 0, 1]}>"},
	} {
		m, err := asm.ParseSourceString(ctx, "enc.mlir", "module attributes {test.enc = "+c.enc+"} {}")
		if err != nil {
			t.Fatalf("parse %s: %v", c.enc, err)
		}
		a := m.Attr("test.enc")
		if got := asm.AttrString(sharedEncodingForRank(ctx, a, c.rank)); got != c.want {
			t.Errorf("%s at rank %d:\n got %s\nwant %s", c.enc, c.rank, got, c.want)
		}
	}
}
