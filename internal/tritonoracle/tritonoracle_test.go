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
