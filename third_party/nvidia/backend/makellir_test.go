package backend_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/internal/passreplay"
)

// makeLLIRFailures are the compilations whose make-llir differs from Triton today, with
// causes: none.
var makeLLIRFailures = map[string]string{}

// TestMakeLLIR runs make-llir on the module each corpus compilation (the third batch's
// warp-specialized and two-CTA kernels included) held when Triton's
// make_llir began and requires Triton's final llvm-dialect module. The dumps end before
// make_llir's last pass, enable-line-info, so that pass is applied to Triton's module too.
func TestMakeLLIR(t *testing.T) {
	known := corpus.NewKnownFailures(makeLLIRFailures)
	ran := 0
	for _, dump := range corpus.AllDumps(t) {
		var mods []corpus.Section
		for _, s := range corpus.Sections(dump.Read(t)) {
			if s.IsModule() {
				mods = append(mods, s)
			}
		}
		for i, s := range mods {
			// make_llir is the only stage that runs allocate-shared-memory-nv; it starts four
			// passes earlier, at combine-tensor-select-and-if.
			if s.Flag != "allocate-shared-memory-nv" || i < 4 || mods[i-4].Flag != "tritongpu-combine-tensor-select-and-if" {
				continue
			}
			start, last := mods[i-4], mods[i]
			for _, m := range mods[i:] {
				if m.Compilation == start.Compilation {
					last = m
				}
			}
			if last.Flag != "enable-line-info" {
				continue
			}
			ran++
			t.Run(fmt.Sprintf("%s#%d", dump.Name(), start.Compilation), func(t *testing.T) {
				flag := fmt.Sprintf("--make-llir=compute-capability=%d ptx-version=%d", dump.CC(), corpus.PTXVersion)
				var failure string
				want, wantErr := tryTTOpt(last.Module(), "--enable-line-info")
				if got, err := tryTTOpt(start.Module(), flag); wantErr != nil {
					failure = fmt.Sprintf("Triton's final module does not parse: %v", wantErr)
				} else if err != nil {
					failure = fmt.Sprintf("%s failed: %v", flag, err)
				} else if d := cmp.Diff(want, got); d != "" {
					failure = fmt.Sprintf("%s differs from Triton's final module (-triton +ttgo):\n%s", flag, d)
				}
				known.Check(t, failure)
			})
		}
	}
	if ran == 0 {
		t.Fatal("no make_llir run found in the corpus")
	}
	known.Done(t)
}

// BenchmarkMakeLLIR measures make-llir on each sm_90 corpus kernel's .ttgir, parsing and
// printing included: the figure to set next to Triton's ttgir->llir time in
// testdata/corpus/README.md (which also counts Triton's translation to LLVM IR and its LLVM
// optimization).
func BenchmarkMakeLLIR(b *testing.B) {
	for _, dump := range corpus.Dumps(b) {
		if dump.CC() != 90 || slices.Contains(corpus.NoKernelOutput, dump.Kernel) {
			continue
		}
		dir := filepath.Join(filepath.Dir(filepath.Dir(dump.Path)), "kernels")
		ttgir, err := os.ReadFile(filepath.Join(dir, dump.Kernel+".ttgir"))
		if err != nil {
			b.Fatal(err)
		}
		flag := fmt.Sprintf("--make-llir=compute-capability=90 ptx-version=%d", corpus.PTXVersion)
		b.Run(dump.Kernel, func(b *testing.B) {
			for b.Loop() {
				passreplay.TTOpt(b, string(ttgir), flag)
			}
		})
	}
}
