package ttopt

import (
	"bytes"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// corpusModule is one module of the corpus: a kernel file or one dump section of a passes file.
// Internal dumps (the software pipeliner's) are printed with local scope and no locations.
type corpusModule struct {
	name     string
	text     string
	internal bool
}

// corpusModules returns every module of the Triton 3.6 corpus copied into testdata: the
// kernels' TTIR and TTGIR, then every dump section of the pass dumps.
func corpusModules(t *testing.T) []corpusModule {
	t.Helper()
	var mods []corpusModule
	kernels := append(corpus.KernelFiles(t, ".ttir"), corpus.KernelFiles(t, ".ttgir")...)
	sort.Strings(kernels)
	for _, f := range kernels {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		mods = append(mods, corpusModule{name: f, text: string(b)})
	}
	for _, d := range corpus.Dumps(t) {
		for i, s := range corpus.Sections(d.Read(t)) {
			mods = append(mods, corpusModule{name: d.Name() + ".passes.mlir#" + strconv.Itoa(i),
				text: s.Module(), internal: s.Internal})
		}
	}
	return mods
}

func parseModule(t *testing.T, name, text string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(DefaultRegistry().Dialects...)
	f, err := asm.ParseSourceWithOptions(ctx, name, text, asm.ParseOptions{NameLocsFromArgNames: true})
	if err != nil {
		t.Fatalf("%s: parse: %v", name, err)
	}
	if err := ir.Verify(f.Op); err != nil {
		t.Fatalf("%s: verify: %v", name, err)
	}
	return f.Op
}

func printModule(t *testing.T, op *ir.Operation, opts asm.PrintOptions) string {
	t.Helper()
	var b bytes.Buffer
	if err := asm.Print(&b, op, opts); err != nil {
		t.Fatalf("print: %v", err)
	}
	return b.String()
}

// firstDiff describes where two texts start to differ.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) && i < len(gl); i++ {
		if wl[i] != gl[i] {
			return "line " + strconv.Itoa(i+1) + ":\nwant: " + wl[i] + "\ngot:  " + gl[i]
		}
	}
	return "lengths differ: want " + strconv.Itoa(len(wl)) + " lines, got " + strconv.Itoa(len(gl))
}

var debugOpts = asm.PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true}

// TestCorpusRoundTrip checks that every corpus module parses, verifies and prints back byte
// for byte with --mlir-print-debuginfo --mlir-use-nameloc-as-prefix.
func TestCorpusRoundTrip(t *testing.T) {
	for _, m := range corpusModules(t) {
		t.Run(m.name, func(t *testing.T) {
			t.Parallel()
			op := parseModule(t, m.name, m.text)
			opts := debugOpts
			if m.internal {
				opts = asm.PrintOptions{PrintLocalScope: true}
			}
			if got := printModule(t, op, opts); got != m.text {
				t.Fatalf("printed module differs from the input at %s", firstDiff(m.text, got))
			}
		})
	}
}

// TestCorpusFixedPoint checks that printing is a fixed point without locations, and that the
// generic form parses back to the same IR and prints the same generic text again.
func TestCorpusFixedPoint(t *testing.T) {
	generic := asm.PrintOptions{PrintGenericOpForm: true}
	for _, m := range corpusModules(t) {
		t.Run(m.name, func(t *testing.T) {
			t.Parallel()
			p1 := printModule(t, parseModule(t, m.name, m.text), asm.PrintOptions{})
			p2 := printModule(t, parseModule(t, "p1", p1), asm.PrintOptions{})
			if p1 != p2 {
				t.Fatalf("custom form is not a fixed point: %s", firstDiff(p1, p2))
			}
			g1 := printModule(t, parseModule(t, m.name, m.text), generic)
			gop := parseModule(t, "g1", g1)
			if g2 := printModule(t, gop, generic); g1 != g2 {
				t.Fatalf("generic form is not a fixed point: %s", firstDiff(g1, g2))
			}
			if back := printModule(t, gop, asm.PrintOptions{}); back != p1 {
				t.Fatalf("generic form does not parse back to the same IR: %s", firstDiff(p1, back))
			}
		})
	}
}
