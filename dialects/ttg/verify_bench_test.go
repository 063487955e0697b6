package ttg_test

import (
	"path/filepath"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// BenchmarkVerifyTTGIR verifies Triton's TTGIR of an sm_90 matmul, whose every tt and ttg op
// has its tensors' layouts checked against the module.
func BenchmarkVerifyTTGIR(b *testing.B) {
	src, err := corpus.ReadFile(filepath.Join(corpus.Dir(b), "sm90", "kernels", "matmul_fp16.ttgir"))
	if err != nil {
		b.Fatal(err)
	}
	op, err := asm.ParseSourceString(newContext(), "matmul.ttgir", string(src))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if err := ir.Verify(op); err != nil {
			b.Fatal(err)
		}
	}
}
