package backend_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/internal/passreplay"
	"github.com/ttgo/ttgo/ttopt"
)

var numWarpsAttr = regexp.MustCompile(`"ttg.num-warps" = (\d+)`)

// makeTTGIRFailures are the kernels whose make-ttgir differs from Triton today, with causes:
// none.
var makeTTGIRFailures = map[string]string{}

// TestMakeTTGIR runs make-ttgir, with the options Triton compiled the kernel with (num-warps,
// num-stages, num-ctas), on every corpus kernel's .ttir and requires its .ttgir, with and
// without locations.
func TestMakeTTGIR(t *testing.T) {
	known := corpus.NewKnownFailures(makeTTGIRFailures)
	for _, dump := range corpus.AllDumps(t) {
		if slices.Contains(corpus.NoKernelOutput, dump.Kernel) {
			continue
		}
		t.Run(dump.Name(), func(t *testing.T) {
			dir := filepath.Join(filepath.Dir(filepath.Dir(dump.Path)), "kernels")
			ttir, err := os.ReadFile(filepath.Join(dir, dump.Kernel+".ttir"))
			if err != nil {
				t.Fatal(err)
			}
			ttgir, err := os.ReadFile(filepath.Join(dir, dump.Kernel+".ttgir"))
			if err != nil {
				t.Fatal(err)
			}
			m := numWarpsAttr.FindSubmatch(ttgir)
			if m == nil {
				t.Fatal("the .ttgir has no ttg.num-warps")
			}
			warps, _ := strconv.Atoi(string(m[1]))
			flag := fmt.Sprintf("--make-ttgir=compute-capability=%d num-warps=%d num-stages=%d num-ctas=%d", dump.CC(), warps, dump.NumStages(t), dump.NumCTAs(t))
			var failure string
			for _, args := range [][]string{nil, {"--mlir-print-debuginfo"}} {
				got, err := tryTTOpt(string(ttir), append(args, flag)...)
				if err != nil {
					failure = fmt.Sprintf("%s %v failed: %v", flag, args, err)
					break
				}
				want := passreplay.TTOpt(t, string(ttgir), args...)
				if d := cmp.Diff(want, got); d != "" {
					failure = fmt.Sprintf("%s %v differs from Triton's .ttgir (-triton +ttgo):\n%s", flag, args, d)
					break
				}
			}
			known.Check(t, failure)
		})
	}
	known.Done(t)
}

// tryTTOpt runs tt-opt with args on input and returns what it prints, or its diagnostics as
// the error when it fails.
func tryTTOpt(input string, args ...string) (string, error) {
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), append(args, "-"), strings.NewReader(input), &out, &errs); rc != 0 {
		return "", fmt.Errorf("tt-opt exited %d:\n%s", rc, errs.String())
	}
	return out.String(), nil
}

// BenchmarkMakeTTGIR measures make-ttgir on each sm_90 corpus kernel's .ttir, parsing and
// printing included, with the options Triton compiled it with: the figure to set next to
// Triton's ttir->ttgir time in testdata/corpus/README.md.
func BenchmarkMakeTTGIR(b *testing.B) {
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
		flag := fmt.Sprintf("--make-ttgir=compute-capability=90 num-warps=%d num-stages=%d num-ctas=1", warps, dump.NumStages(b))
		b.Run(dump.Kernel, func(b *testing.B) {
			loopReportingCPU(b, func() { passreplay.TTOpt(b, string(ttir), flag) })
		})
	}
}
