package compiler

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
)

var numWarpsAttr = regexp.MustCompile(`"ttg.num-warps" = (\d+)`)

// BenchmarkCompileToLLVMIR measures the compilation of each sm_90 corpus kernel from its .ttir
// to LLVM IR text (make-ttir, make-ttgir, make-llir and the translation, parsing included),
// with the warps and stages Triton compiled it with: the figure to set next to Triton's
// ttir->ttgir plus ttgir->llir times in testdata/corpus/README.md. A kernel the lowering
// cannot compile yet is skipped with the reason.
func BenchmarkCompileToLLVMIR(b *testing.B) {
	for _, dump := range corpus.Dumps(b) {
		if dump.CC() != 90 || slices.Contains(corpus.NoKernelOutput, dump.Kernel) {
			continue
		}
		dir := filepath.Join(filepath.Dir(filepath.Dir(dump.Path)), "kernels")
		ttir, err := os.ReadFile(filepath.Join(dir, dump.Kernel+".ttir"))
		if err != nil {
			b.Fatal(err)
		}
		ttgir, err := os.ReadFile(filepath.Join(dir, dump.Kernel+".ttgir"))
		if err != nil {
			b.Fatal(err)
		}
		warps, _ := strconv.Atoi(string(numWarpsAttr.FindSubmatch(ttgir)[1]))
		o := Options{Arch: "sm_90a", NumWarps: warps, NumStages: dump.NumStages(b), PTXVersion: 87, Last: StageLLVMIR}
		b.Run(dump.Kernel, func(b *testing.B) {
			if _, err := Compile(dump.Kernel+".ttir", ttir, o); err != nil {
				b.Skipf("ttgo does not compile %s yet: %v", dump.Kernel, err)
			}
			for b.Loop() {
				if _, err := Compile(dump.Kernel+".ttir", ttir, o); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
