package passfuzz

import (
	"bytes"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ttopt"
)

// pipelines are the tt-opt flags FuzzPasses runs on a mutant: the generic passes alone and
// in a row, and the Triton passes the inputs crashed or hung.
var pipelines = [][]string{
	{"--canonicalize"},
	{"--cse"},
	{"--sccp"},
	{"--inline"},
	{"--symbol-dce"},
	{"--loop-invariant-code-motion"},
	{"--canonicalize", "--cse", "--sccp", "--loop-invariant-code-motion", "--symbol-dce"},
	{"--triton-loop-unroll"},
	{"--convert-triton-to-tritongpu=target=cuda:80 num-warps=4"},
	{"--convert-triton-to-tritongpu=target=cuda:90 num-warps=8", "--canonicalize", "--cse"},
}

// seedKernels are the kernels whose modules seed the fuzz target: their Triton IR as the
// pipeline starts, and their TritonGPU IR before coalescing.
var seedKernels = []string{"add_fp32", "softmax_fp32", "layernorm_fp16", "matmul_fp16", "argmax_fp32", "rope_fp32", "dropout_fp32", "blockptr_matmul_fp16"}

// seedFlags are the passes before which a module of each seed kernel is taken.
var seedFlags = []string{"inline", "tritongpu-coalesce"}

// runBound bounds one tt-opt run: the passes finish these small modules in milliseconds, so a
// run past it hangs.
const runBound = 20 * time.Second

var (
	modulesOnce sync.Once
	modules     []string
)

// seedModules returns the seed modules, read once from the corpus.
func seedModules(t testing.TB) []string {
	modulesOnce.Do(func() {
		dir := corpus.Dir(t)
		for _, k := range seedKernels {
			b, err := corpus.ReadFile(filepath.Join(dir, "sm80", "passes", k+corpus.DumpSuffix))
			if err != nil {
				t.Fatal(err)
			}
			for _, flag := range seedFlags {
				for _, s := range corpus.Sections(string(b)) {
					if s.Flag == flag && s.Anchor == "builtin.module" && s.Compilation == 0 {
						modules = append(modules, s.Body)
						break
					}
				}
			}
		}
	})
	if len(modules) == 0 {
		t.Fatal("no seed module found in the corpus")
	}
	return modules
}

// run runs tt-opt with args on text; it reports false when the run passed runBound.
func run(args []string, text string) (stdout, stderr string, rc int, finished bool) {
	type result struct {
		out, err string
		rc       int
	}
	done := make(chan result, 1)
	go func() {
		var out, errb bytes.Buffer
		rc := ttopt.Run(ttopt.DefaultRegistry(), args, strings.NewReader(text), &out, &errb)
		done <- result{out.String(), errb.String(), rc}
	}()
	select {
	case r := <-done:
		return r.out, r.err, r.rc, true
	case <-time.After(runBound):
		return "", "", 0, false
	}
}

// FuzzPasses mutates a seed module (module picks it, mutationSeed and mutations the changes,
// see Mutate) and, when the mutant verifies, runs a pipeline on it (pipeline picks it). It
// fails on a recovered panic, a run past runBound, or an exit-0 output that does not parse
// and verify again. A pass that rejects the mutant with a diagnostic is fine.
//
//	go test ./internal/passfuzz -run '^$' -fuzz FuzzPasses -fuzztime 10m
func FuzzPasses(f *testing.F) {
	mods := seedModules(f)
	for m := range mods {
		for p := range pipelines {
			f.Add(uint8(m), uint64(m*len(pipelines)+p), uint8(1+p%3), uint8(p))
		}
	}
	f.Fuzz(func(t *testing.T, module uint8, mutationSeed uint64, mutations uint8, pipeline uint8) {
		text, applied := Mutate(mods[int(module)%len(mods)], mutationSeed, 1+int(mutations%4))
		if _, stderr, rc, finished := run([]string{"-"}, text); !finished || rc != 0 {
			if !finished || strings.Contains(stderr, "panicked") {
				t.Fatalf("parsing the mutant (mutations %v) panicked or hung:\n%s\n%s", applied, stderr, text)
			}
			return
		}
		args := append(append([]string(nil), pipelines[int(pipeline)%len(pipelines)]...), "-")
		out, stderr, rc, finished := run(args, text)
		if !finished {
			t.Fatalf("tt-opt %v did not finish in %v (mutations %v):\n%s", args, runBound, applied, text)
		}
		if strings.Contains(stderr, "panicked") {
			t.Fatalf("tt-opt %v panicked (mutations %v):\n%s\ninput:\n%s", args, applied, stderr, text)
		}
		if rc != 0 {
			return
		}
		if _, stderr, rc, finished := run([]string{"-"}, out); !finished || rc != 0 {
			t.Fatalf("tt-opt %v exited 0 with output that does not parse and verify (mutations %v):\n%s\noutput:\n%s\ninput:\n%s", args, applied, stderr, out, text)
		}
	})
}

// TestMutateChangesModules checks that every mutation kind changes the seed modules and that
// a good share of mutants still verify, so that the fuzz target reaches the passes.
func TestMutateChangesModules(t *testing.T) {
	mods := seedModules(t)
	changed := map[Mutation]bool{}
	verified := 0
	const tries = 120
	for i := range tries {
		m := mods[i%len(mods)]
		text, applied := Mutate(m, uint64(i), 1)
		if len(applied) > 0 && text != m {
			changed[applied[0]] = true
		}
		if _, _, rc, finished := run([]string{"-"}, text); finished && rc == 0 {
			verified++
		}
	}
	for m := range numMutations {
		if !changed[m] {
			t.Errorf("mutation %d never changed a module in %d tries", m, tries)
		}
	}
	if verified < tries/4 {
		t.Errorf("only %d of %d mutants verify: the fuzz target would rarely reach the passes", verified, tries)
	}
}
