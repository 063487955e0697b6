package llvmir_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/tttranslate"
)

// TestLitInputsMatchMLIRTranslate translates the inputs of the translation's lit tests with
// tt-translate and mlir-translate-22 and requires the same module after opt-22 -S, so that
// the lit tests' expectations are mlir-translate's too. Inputs whose RUN line expects a
// failure are left out.
func TestLitInputsMatchMLIRTranslate(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "lit-tests", "Target", "LLVMIR", "*.mlir"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no lit inputs found: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(src), "RUN: not ") {
				t.Skip("expects a failure")
			}
			mlirTranslate, opt := tool(t, "mlir-translate-22"), tool(t, "opt-22")
			ll, err := tttranslate.Translate(f, string(src))
			if err != nil {
				t.Fatalf("translate: %v", err)
			}
			want := run(t, run(t, string(src), mlirTranslate, "--mlir-to-llvmir"), opt, "-S")
			if diff := firstDifference(want, run(t, ll, opt, "-S")); diff != "" {
				t.Error(diff)
			}
		})
	}
}
