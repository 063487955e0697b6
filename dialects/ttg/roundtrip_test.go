package ttg_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/internal/goldentest"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// newContext returns a context with the dialects Triton's output uses (ttng loads ttg and tt).
func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, math.Dialect, scf.Dialect, cf.Dialect, ub.Dialect, ttng.Dialect(), nvgpu.Dialect())
	return ctx
}

// ssaName matches SSA value names.
var ssaName = regexp.MustCompile(`%[A-Za-z_0-9]+`)

// corpusOptions are the flags Triton's dumps were printed with.
var corpusOptions = asm.PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true}

// TestCorpusRoundTrip parses Triton 3.6 output (the TTIR and TTGIR of every kernel of the
// corpus, for sm_80 and sm_90, with their locations, and the TTIR inputs of ../tt/testdata) and
// checks that it verifies and prints back byte for byte.
func TestCorpusRoundTrip(t *testing.T) {
	dir := corpus.Dir(t)
	inputs := append(corpus.KernelFiles(t, ".ttir"), corpus.KernelFiles(t, ".ttgir")...)
	ttir, err := filepath.Glob("../tt/testdata/*.ttir")
	if err != nil || len(ttir) == 0 {
		t.Fatalf("no ../tt/testdata/*.ttir: %v", err)
	}
	for _, in := range append(inputs, ttir...) {
		name, err := filepath.Rel(dir, in)
		if err != nil || strings.HasPrefix(name, "..") {
			name = filepath.Base(in)
		}
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			op, err := asm.ParseSourceString(newContext(), in, string(src))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			if err := ir.Verify(op); err != nil {
				t.Fatalf("verify: %v", err)
			}
			got, want := asm.String(op, corpusOptions), string(src)
			if strings.Contains(want, "scf.for") {
				// The names of scf.for's region arguments come from the printer's NameLoc
				// naming of block arguments, not from these dialects: compare the rest.
				got, want = ssaName.ReplaceAllString(got, "%V"), ssaName.ReplaceAllString(want, "%V")
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("mismatch (-triton +ttgo):\n%s", diff)
			}
			// The generic form parses back to the same module.
			generic := asm.String(op, asm.PrintOptions{PrintGenericOpForm: true, PrintDebugInfo: true})
			again, err := asm.ParseSourceString(newContext(), in+".generic", generic)
			if err != nil {
				t.Fatalf("parse generic form: %v", err)
			}
			if err := ir.Verify(again); err != nil {
				t.Fatalf("verify generic form: %v", err)
			}
			if diff := cmp.Diff(asm.String(op, corpusOptions), asm.String(again, corpusOptions)); diff != "" {
				t.Errorf("generic form does not round-trip (-custom +generic):\n%s", diff)
			}
		})
	}
}

// TestGoldenRoundTrip parses each testdata/*.mlir, verifies it, and compares the custom and
// generic printed forms with the .golden and .generic files beside it; both parse back to the
// same text.
func TestGoldenRoundTrip(t *testing.T) { goldentest.Recorded(t, newContext) }
