package backend_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/third_party/nvidia/backend"
)

// stubOptions are the options the pipelines give their passes.
type stubOptions struct {
	Target                string `option:"target"`
	NumWarps              int32  `option:"num-warps"`
	ThreadsPerWarp        int32  `option:"threads-per-warp"`
	NumCTAs               int32  `option:"num-ctas"`
	NumStages             int32  `option:"num-stages"`
	EmuTF32               bool   `option:"emu-tf32"`
	HoistLayoutConversion bool   `option:"hoist-layout-conversion"`
	HoistOutOfIf          bool   `option:"hoist-out-of-if"`
	ComputeCapability     int32  `option:"compute-capability"`
	PTXVersion            int32  `option:"ptx-version"`
}

// stub stands for the pass called arg.
type stub struct {
	arg  string
	opts stubOptions
}

func (s *stub) Name() string                            { return s.arg }
func (s *stub) Argument() string                        { return s.arg }
func (s *stub) Description() string                     { return "stands for " + s.arg }
func (s *stub) Options() any                            { return &s.opts }
func (s *stub) Run(*ir.Operation, *pass.Analyses) error { return nil }

// registry returns a registry with the pipelines and a stub for each of args.
func registry(args []string) *pass.Registry {
	r := pass.NewRegistry()
	for _, a := range args {
		if r.Lookup(a) == nil {
			r.Register(func() pass.Pass { return &stub{arg: a} })
		}
	}
	backend.RegisterPipelines(r)
	return r
}

// build builds the pipeline text with r and returns the arguments of its passes.
func build(t *testing.T, r *pass.Registry, text string) (*pass.OpPassManager, []string) {
	t.Helper()
	pm, err := pass.ParsePipeline(r, text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	var args []string
	for _, p := range pm.Passes() {
		args = append(args, p.Argument())
	}
	return pm, args
}

// dumpHeader matches the header of a module dump of Triton (MLIR_ENABLE_DUMP) before a pass
// that runs on the module.
var dumpHeader = regexp.MustCompile(`(?m)^// -----// IR Dump Before \S+ \((\S+)\) \('builtin.module' operation\) //----- //$`)

// nestedRuns are the passes Triton runs in a pipeline of their own from inside a pass of
// make_ttgir or make_llir, which its dumps show right after that pass: canonicalize from
// tritongpu-optimize-dot-operands (OptimizeDotOperands.cpp) and reconcile-unrealized-casts from
// convert-warp-specialize-to-llvm (ConvertWarpSpecializeToLLVM.cpp).
var nestedRuns = map[string]string{
	"tritongpu-optimize-dot-operands": "canonicalize",
	"convert-warp-specialize-to-llvm": "reconcile-unrealized-casts",
}

// tritonPasses returns the passes Triton ran on the module, in order, in the dump text of
// one or more compilations.
func tritonPasses(text string) []string {
	var args []string
	for _, m := range dumpHeader.FindAllStringSubmatch(text, -1) {
		if n := len(args); n > 0 && nestedRuns[args[n-1]] == m[1] {
			continue
		}
		args = append(args, m[1])
	}
	return args
}

// TestPipelinesRunTritonsPasses builds make-ttir, make-ttgir and make-llir for sm_80 and sm_90
// and checks their passes against the corpus's dumps of Triton 3.6 compiling for those, each
// a run of those stages (or several, one per compiled kernel).
func TestPipelinesRunTritonsPasses(t *testing.T) {
	for _, d := range corpus.Dumps(t) {
		cc, f, text := d.CC(), d.Name(), d.Read(t)
		want := tritonPasses(text)
		r := registry(want)
		pm, got := build(t, r, fmt.Sprintf("builtin.module(make-ttir{compute-capability=%d},make-ttgir{compute-capability=%d},make-llir{compute-capability=%d})", cc, cc, cc))
		if ws := pm.Warnings(); len(ws) > 0 {
			t.Errorf("%s: warnings with every pass registered:\n%s", f, strings.Join(ws, "\n"))
		}
		if len(got) == 0 || len(want)%len(got) != 0 {
			t.Errorf("%s: Triton ran %d passes, not a multiple of the pipelines' %d:\ntriton: %v\nttgo:   %v", f, len(want), len(got), want, got)
			continue
		}
		for i := 0; i < len(want); i += len(got) {
			if run := want[i : i+len(got)]; !slices.Equal(run, got) {
				t.Errorf("%s: the pipelines' passes differ from Triton's:\ntriton: %v\nttgo:   %v", f, run, got)
				break
			}
		}
	}
}

// TestMissingPassesWarn checks that make-ttgir and make-llir leave out the passes the
// registry lacks, with one warning per pass however often the pipeline runs it, and keep the
// others in order.
func TestMissingPassesWarn(t *testing.T) {
	all := map[string][]string{}
	full := registry(nil)
	for _, name := range []string{"make-ttgir", "make-llir"} {
		// With no pass registered, the warnings name every pass of the pipeline once.
		pm, args := build(t, full, "builtin.module("+name+")")
		if len(args) != 0 {
			t.Fatalf("%s: passes %v without any registered", name, args)
		}
		prefix := name + ": Triton's pass '"
		for _, w := range pm.Warnings() {
			arg, ok := strings.CutPrefix(w, prefix)
			arg, ok2 := strings.CutSuffix(arg, "' is not implemented yet; the pipeline runs without it")
			if !ok || !ok2 {
				t.Fatalf("%s: warning %q", name, w)
			}
			all[name] = append(all[name], arg)
		}
	}
	for _, c := range []struct {
		pipeline string
		missing  []string
	}{
		{"make-ttgir", []string{"tritongpu-remove-layout-conversions", "nvgpu-warp-specialization", "triton-nvidia-tma-lowering"}},
		{"make-llir", []string{"tritongpu-combine-tensor-select-and-if", "convert-triton-gpu-to-llvm", "cse", "enable-line-info"}},
	} {
		var have []string
		for _, a := range all[c.pipeline] {
			if !slices.Contains(c.missing, a) {
				have = append(have, a)
			}
		}
		r := registry(have)
		pm, got := build(t, r, "builtin.module("+c.pipeline+")")
		var want []string
		for _, m := range c.missing {
			want = append(want, fmt.Sprintf("%s: Triton's pass '%s' is not implemented yet; the pipeline runs without it", c.pipeline, m))
		}
		if ws := pm.Warnings(); !slices.Equal(ws, want) {
			t.Errorf("%s: warnings\n%s\nwant\n%s", c.pipeline, strings.Join(ws, "\n"), strings.Join(want, "\n"))
		}
		_, every := build(t, registry(all[c.pipeline]), "builtin.module("+c.pipeline+")")
		want = slices.DeleteFunc(every, func(a string) bool { return slices.Contains(c.missing, a) })
		if !slices.Equal(got, want) {
			t.Errorf("%s: passes\n%v\nwant\n%v", c.pipeline, got, want)
		}
	}
}

// TestMakeTTIRNeedsItsPasses checks that make-ttir, whose passes ttgo has, fails without one
// rather than leaving it out, and starts after the inliner where there is none.
func TestMakeTTIRNeedsItsPasses(t *testing.T) {
	passes := []string{"triton-rewrite-tensor-pointer", "canonicalize", "triton-combine", "triton-reorder-broadcast", "cse", "symbol-dce", "triton-loop-unroll"}
	pm, got := build(t, registry(passes), "builtin.module(make-ttir)")
	if !slices.Equal(got, passes) || len(pm.Warnings()) != 0 {
		t.Errorf("make-ttir without inline: passes %v, warnings %q", got, pm.Warnings())
	}
	r := registry(slices.DeleteFunc(slices.Clone(passes), func(a string) bool { return a == "triton-combine" }))
	if _, err := pass.ParsePipeline(r, "builtin.module(make-ttir)"); err == nil || !strings.Contains(err.Error(), "triton-combine") {
		t.Errorf("make-ttir without triton-combine: error %v", err)
	}
}
