package tritonoracle

import "testing"

func TestPipeline(t *testing.T) {
	for _, tc := range []struct{ header, want string }{
		{"ttir.combine", "builtin.module(triton-combine)"},
		{"common.inliner,ttir.rewrite_tensor_pointer,common.canonicalizer",
			"builtin.module(inline,triton-rewrite-tensor-pointer,canonicalize)"},
		{"ttir.convert_to_ttgpuir('cuda:90',4,32,1),common.cse",
			"builtin.module(convert-triton-to-tritongpu{target=cuda:90 num-warps=4 threads-per-warp=32 num-ctas=1},cse)"},
	} {
		got, err := Pipeline(tc.header)
		if err != nil || got != tc.want {
			t.Errorf("Pipeline(%q) = %q, %v; want %q", tc.header, got, err, tc.want)
		}
	}
	for _, bad := range []string{"ttir.nope", "common.cse(1)", "ttir.convert_to_ttgpuir('cuda:90',4,32,1,5)"} {
		if got, err := Pipeline(bad); err == nil {
			t.Errorf("Pipeline(%q) = %q, want an error", bad, got)
		}
	}
}

func TestDiagnostics(t *testing.T) {
	c := Case{Stderr: `loc("a.mlir":5:10): error: Result has an invalid layout.
Layout has 2 warps per CTA, but the context requires 4 warps per CTA.
b.mlir:4:5: error: branch has 1 operands
    cf.cond_br %3, ^bb1
    ^
module {
}
b.mlir:2:1: note: Pipeline failed
`}
	want := []Diagnostic{
		{File: "a.mlir", Line: 5, Col: 10, Severity: "error",
			Message: "Result has an invalid layout.\nLayout has 2 warps per CTA, but the context requires 4 warps per CTA."},
		{File: "b.mlir", Line: 4, Col: 5, Severity: "error", Message: "branch has 1 operands"},
		{File: "b.mlir", Line: 2, Col: 1, Severity: "note", Message: "Pipeline failed"},
	}
	got := c.Diagnostics()
	if len(got) != len(want) {
		t.Fatalf("Diagnostics() = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("diagnostic %d = %q, want %q", i, got[i], want[i])
		}
	}
	if d, ok := (Case{Stderr: "b.mlir:2:1: note: only a note\n"}).FirstError(); ok {
		t.Errorf("FirstError() = %v, want none", d)
	}
}
