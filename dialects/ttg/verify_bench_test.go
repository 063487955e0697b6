package ttg_test

import (
	"os"
	"testing"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// BenchmarkVerifyTTGIR verifies Triton's TTGIR of an sm_90 matmul, whose every tt and ttg op
// has its tensors' layouts checked against the module.
func BenchmarkVerifyTTGIR(b *testing.B) {
	src, err := os.ReadFile("testdata/matmul_fp16_sm90.ttgir")
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
