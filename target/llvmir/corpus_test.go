package llvmir_test

import (
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/llir/llvm/asm"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/tttranslate"
)

// finalPass is the pass whose dump holds a compilation's final llvm-dialect module: Triton's
// enable-line-info runs last, before translation.
const finalPass = "LLVMDIScope"

// corpusModule is the final llvm-dialect module of one corpus dump.
type corpusModule struct {
	dump corpus.Dump
	text string
}

// finalModules returns the module dumped before the last LLVMDIScope of every corpus dump, the
// three batches'.
func finalModules(t *testing.T) []corpusModule {
	t.Helper()
	var mods []corpusModule
	for _, d := range corpus.AllDumps(t) {
		var last *corpus.Section
		secs := corpus.Sections(d.Read(t))
		for i := range secs {
			if secs[i].Pass == finalPass {
				last = &secs[i]
			}
		}
		if last == nil {
			t.Fatalf("%s: no %s dump", d.Name(), finalPass)
		}
		mods = append(mods, corpusModule{dump: d, text: last.Module()})
	}
	return mods
}

// translations caches tt-translate's output of every final module, by dump name.
var translations sync.Map

// translated returns tt-translate's LLVM IR of m, failing the test on an error.
func translated(t *testing.T, m corpusModule) string {
	t.Helper()
	if ll, ok := translations.Load(m.dump.Name()); ok {
		return ll.(string)
	}
	ll, err := tttranslate.Translate(m.dump.Name()+".mlir", m.text)
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	translations.Store(m.dump.Name(), ll)
	return ll
}

// tool returns the path of an LLVM 22 tool, or skips the test when it is not installed.
func tool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s is not installed (LLVM 22's tools check the translation against MLIR's)", name)
	}
	return p
}

// run runs a tool with stdin and returns its stdout, failing the test with its stderr.
func run(t *testing.T, stdin string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, errb.String())
	}
	return out.String()
}

// renamedIntrinsics are the intrinsics Triton 3.6's LLVM knows and LLVM 22 knows by another
// name: mlir-translate-22 rejects the old name, so the comparison with it renames them in the
// input of both translations.
var renamedIntrinsics = strings.NewReplacer(`"llvm.nvvm.ex2.approx.f"`, `"llvm.nvvm.ex2.approx.f32"`)

// firstDifference describes the first line where two texts differ.
func firstDifference(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(wl), len(gl)); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\nmlir-translate-22: %.300s\ntt-translate:      %.300s", i+1, w, g)
		}
	}
	return ""
}

// TestCorpusMatchesMLIRTranslate translates the final module of every corpus dump with
// tt-translate and with mlir-translate-22, normalizes both with opt-22 -S and requires them
// equal.
func TestCorpusMatchesMLIRTranslate(t *testing.T) {
	known := corpus.NewKnownFailures(map[string]string{})
	for _, m := range finalModules(t) {
		t.Run(m.dump.Name(), func(t *testing.T) {
			mlirTranslate, opt := tool(t, "mlir-translate-22"), tool(t, "opt-22")
			input := mlir22Input(m.text)
			ll, err := tttranslate.Translate(m.dump.Name()+".mlir", input)
			if err != nil {
				t.Fatalf("translate: %v", err)
			}
			want := run(t, run(t, input, mlirTranslate, "--mlir-to-llvmir"), opt, "-S")
			got := run(t, ll, opt, "-S")
			known.Check(t, firstDifference(want, got))
		})
	}
	known.Done(t)
}

// TestCorpusLLCAccepts compiles tt-translate's LLVM IR of every final module to PTX with
// llc-22 for the dump's architecture.
func TestCorpusLLCAccepts(t *testing.T) {
	for _, m := range finalModules(t) {
		t.Run(m.dump.Name(), func(t *testing.T) {
			llc := tool(t, "llc-22")
			cpu := "sm_90a"
			if m.dump.CC() == 80 {
				cpu = "sm_80"
			}
			ptx := run(t, translated(t, m), llc, "-mtriple=nvptx64-nvidia-cuda", "-mcpu="+cpu, "-o", "-")
			if !strings.Contains(ptx, ".entry") {
				t.Errorf("llc-22 wrote no kernel entry:\n%.500s", ptx)
			}
		})
	}
}

// syntaxErrorLine matches the line llir/llvm's parser reports a syntax error at.
var syntaxErrorLine = regexp.MustCompile(`syntax error at line (\d+)`)

// TestCorpusLLIRParser records what llir/llvm v0.3.6's own parser makes of tt-translate's
// output: its grammar predates opaque pointers, so it stops at the first line with a `ptr`
// type, and nothing else.
func TestCorpusLLIRParser(t *testing.T) {
	firstPtr := regexp.MustCompile(`\bptr\b`)
	for _, m := range finalModules(t) {
		t.Run(m.dump.Name(), func(t *testing.T) {
			ll := translated(t, m)
			_, err := asm.ParseString(m.dump.Name()+".ll", ll)
			if err == nil {
				t.Fatal("llir/llvm parsed opaque pointers: update this test and TestLLIRParserConstructs")
			}
			want := 0
			for i, line := range strings.Split(ll, "\n") {
				if firstPtr.MatchString(line) {
					want = i + 1
					break
				}
			}
			sub := syntaxErrorLine.FindStringSubmatch(err.Error())
			if sub == nil || sub[1] != fmt.Sprint(want) {
				t.Errorf("llir/llvm failed with %v; want a syntax error at line %d, the first with a ptr type", err, want)
			}
		})
	}
}
