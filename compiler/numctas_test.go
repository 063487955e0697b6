package compiler

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ir/asm"
)

// TestNumCTAs compiles the corpus's two-CTA matmul from Triton IR with --num-ctas 2: the
// TritonGPU IR is Triton's, and the PTX asks for clusters of 2 CTAs, which a launcher must
// launch with cluster dims (2, 1, 1).
func TestNumCTAs(t *testing.T) {
	kernels := filepath.Join(corpus.Dir(t), "sm90", "kernels")
	in := filepath.Join(kernels, "cta2_matmul_fp16.ttir")
	ttir, err := corpus.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	want, err := corpus.ReadFile(filepath.Join(kernels, "cta2_matmul_fp16.ttgir"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := Compile(in, ttir, Options{Arch: "sm_90a", NumWarps: 8, NumStages: 3, NumCTAs: 2, Last: StageTTGIR})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(withoutLocations(t, "want.ttgir", string(want)), withoutLocations(t, "got.ttgir", string(got))); d != "" {
		t.Errorf("--num-ctas 2 gives other TritonGPU IR than Triton's (-triton +ttgo):\n%s", d)
	}
	ll, err := Compile(in, ttir, Options{Arch: "sm_90a", NumWarps: 8, NumStages: 3, NumCTAs: 2, PTXVersion: 87, Last: StageLLVMDialect})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(ll), "nvvm.cluster_dim = array<i32: 2>") {
		t.Error("the kernel does not record its cluster dims (nvvm.cluster_dim)")
	}
}

// TestNumCTAsErrors checks that --num-ctas accepts only cluster sizes the GPU has, and
// --num-warps only powers of 2, as Triton's launcher does.
func TestNumCTAsErrors(t *testing.T) {
	in := filepath.Join(corpus.Dir(t), "sm90", "kernels", "cta2_add_fp32.ttir")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{in, "--arch", "sm_80", "--num-ctas", "2"}, "needs sm_90 or later"},
		{[]string{in, "--num-ctas", "3"}, "expected a power of 2"},
		{[]string{in, "--num-warps", "12"}, "invalid --num-warps 12: expected a power of 2"},
		{[]string{in, "--num-warps", "0"}, "invalid --num-warps 0: expected a power of 2"},
	} {
		var stdout, stderr bytes.Buffer
		if status := Run(c.args, nil, &stdout, &stderr); status != 1 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%v: status %d, stderr %q; want 1 and %q", c.args, status, stderr.String(), c.want)
		}
	}
}

// withoutLocations prints a module without its locations.
func withoutLocations(t *testing.T, name, text string) string {
	t.Helper()
	return asm.String(parse(t, name, text), asm.PrintOptions{})
}
