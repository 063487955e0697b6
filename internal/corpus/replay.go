package corpus

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// PTXVersion is the PTX version Triton 3.6 took from CUDA 12.8 when it made the corpus.
const PTXVersion = 87

// PassArgs returns the tt-opt argument that runs flag as Triton's pipeline ran it on a kernel
// compiled for cc with the given warps, stages and CTAs: "--flag" or "--flag=options", with
// the options compiler.py passes (those of ../shared/tools/pass-oracle). Triton's dumps print
// num-ctas=1 in the header of convert-triton-to-tritongpu whatever the kernel's num_ctas; the
// pass ran with the kernel's, and so does this.
func PassArgs(flag string, cc, numWarps, numStages, numCTAs int) string {
	var opts string
	switch flag {
	case "convert-triton-to-tritongpu":
		opts = fmt.Sprintf("target=cuda:%d num-warps=%d threads-per-warp=32 num-ctas=%d", cc, numWarps, numCTAs)
	case "tritongpu-F32DotTC":
		opts = fmt.Sprintf("emu-tf32=%t", cc >= 80)
	case "tritongpu-optimize-dot-operands":
		opts = fmt.Sprintf("hoist-layout-conversion=%t", cc >= 80)
	case "nvgpu-warp-specialization", "tritongpu-assign-latencies", "tritongpu-pipeline":
		opts = fmt.Sprintf("num-stages=%d", numStages)
	case "triton-nvidia-gpu-fence-insertion", "triton-nvidia-gpu-proxy-fence-insertion":
		opts = fmt.Sprintf("compute-capability=%d", cc)
	case "allocate-shared-memory-nv", "convert-triton-gpu-to-llvm":
		opts = fmt.Sprintf("compute-capability=%d ptx-version=%d", cc, PTXVersion)
	}
	if opts == "" {
		return "--" + flag
	}
	return "--" + flag + "=" + opts
}

// NumStages returns the num_stages of the launch that made d: from kernels/KERNEL.json where
// the corpus has it, else Triton's default, 3.
func (d Dump) NumStages(t testing.TB) int {
	t.Helper()
	if n := d.launch(t).NumStages; n > 0 {
		return n
	}
	return 3
}

// NumCTAs returns the num_ctas of the launch that made d: from kernels/KERNEL.json where the
// corpus has it, else Triton's default, 1.
func (d Dump) NumCTAs(t testing.TB) int {
	t.Helper()
	if n := d.launch(t).NumCTAs; n > 0 {
		return n
	}
	return 1
}

// launch holds the launch options kernels/KERNEL.json records.
type launch struct {
	NumStages int `json:"num_stages"`
	NumCTAs   int `json:"num_ctas"`
}

// launch reads d's kernels/KERNEL.json; its fields are zero where the corpus has none.
func (d Dump) launch(t testing.TB) launch {
	t.Helper()
	meta := filepath.Join(filepath.Dir(filepath.Dir(d.Path)), "kernels", d.Kernel+".json")
	b, err := os.ReadFile(meta)
	if os.IsNotExist(err) {
		return launch{}
	}
	if err != nil {
		t.Fatal(err)
	}
	var launches map[string]launch
	if err := json.Unmarshal(b, &launches); err != nil {
		t.Fatalf("%s: %v", meta, err)
	}
	return launches[d.Kernel]
}

// Application is one application of a pass in a dump: the module before it and the module
// before the next pass of the same compilation (a pass run inside it, IsNestedRun, is part of
// it).
type Application struct {
	// Name is ARCH/KERNEL#COMPILATION/INDEX-FLAG, the application's subtest name.
	Name string
	// Flag is the pass's argument, "tritongpu-coalesce".
	Flag string
	// Args is the tt-opt argument that runs the pass with Triton's options (PassArgs).
	Args string
	// Before and After are the modules dumped before the pass and before the next one.
	Before, After string
}

var numWarpsAttr = regexp.MustCompile(`"ttg.num-warps" = (\d+)`)

// Applications returns every application in d of a pass for which want is true, in order.
func (d Dump) Applications(t testing.TB, want func(flag string) bool) []Application {
	t.Helper()
	var mods []Section
	for _, s := range Sections(d.Read(t)) {
		if s.IsModule() {
			mods = append(mods, s)
		}
	}
	warps := map[int]int{}
	for _, s := range mods {
		if m := numWarpsAttr.FindStringSubmatch(s.Body); m != nil && warps[s.Compilation] == 0 {
			warps[s.Compilation], _ = strconv.Atoi(m[1])
		}
	}
	stages, ctas := d.NumStages(t), d.NumCTAs(t)
	var apps []Application
	for i := 0; i+1 < len(mods); i++ {
		before, after := mods[i], mods[i+1]
		if IsNestedRun(mods, i+1) && i+2 < len(mods) {
			after = mods[i+2]
		}
		if !want(before.Flag) || after.Compilation != before.Compilation || IsNestedRun(mods, i) {
			continue
		}
		w := warps[before.Compilation]
		if w == 0 {
			w = 4
		}
		apps = append(apps, Application{
			Name:   fmt.Sprintf("%s#%d/%d-%s", d.Name(), before.Compilation, i, before.Flag),
			Flag:   before.Flag,
			Args:   PassArgs(before.Flag, d.CC(), w, stages, ctas),
			Before: before.Body,
			After:  after.Body,
		})
	}
	return apps
}

// Replay runs every application in the corpus (AllDumps: all three batches) of the passes for which want is true and
// requires Triton's output: run(t, module, args...) must print the module Triton dumped after
// the pass, as run prints that module with no pass (both without locations). known lists the
// applications that differ today by Application.Name, with their causes; nil for none.
func Replay(t *testing.T, want func(flag string) bool, known *KnownFailures, run func(t testing.TB, module string, args ...string) string) {
	ran := 0
	for _, dump := range AllDumps(t) {
		for _, app := range dump.Applications(t, want) {
			ran++
			t.Run(app.Name, func(t *testing.T) {
				got := run(t, app.Before, app.Args)
				want := run(t, app.After)
				if got == want {
					if known != nil {
						known.Check(t, "")
					}
					return
				}
				failure := fmt.Sprintf("%s differs from Triton (-triton +ttgo):\n%s", app.Args, cmp.Diff(want, got))
				if known != nil {
					known.Check(t, failure)
					return
				}
				t.Error(failure)
			})
		}
	}
	if ran == 0 {
		t.Fatal("no application of the passes in the corpus")
	}
	if known != nil {
		known.Done(t)
	}
}
