package transforms_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ttopt"
)

// corpusPasses are the generic passes whose applications in the Triton corpus must be
// reproduced byte for byte. inline and canonicalize are left out: some of their applications
// still differ through arith folders they run (truncf of dense constants) and llvm-dialect
// constants.
var corpusPasses = map[string]bool{
	"cse":                        true,
	"symbol-dce":                 true,
	"convert-scf-to-cf":          true,
	"reconcile-unrealized-casts": true,
	"sccp":                       true,
}

// TestTritonCorpusPasses replays the corpus's applications of the generic passes: for each
// module-level dump before one of them followed by a module-level dump, the pass run on the
// first must print as the second does (both without locations), as tools/pass-oracle checks.
func TestTritonCorpusPasses(t *testing.T) {
	dir := t.TempDir()
	n := 0
	for _, f := range corpus.AllDumps(t) {
		secs := corpus.Sections(f.Read(t))
		for i := 0; i+1 < len(secs); i++ {
			d, next := secs[i], secs[i+1]
			if !corpusPasses[d.Flag] || d.Anchor != "builtin.module" || next.Anchor != "builtin.module" || corpus.IsNestedRun(secs, i) {
				continue
			}
			name := fmt.Sprintf("%s/%d-%s", f.Name(), i, d.Flag)
			n++
			t.Run(name, func(t *testing.T) {
				in := filepath.Join(dir, "in.mlir")
				want := filepath.Join(dir, "want.mlir")
				if err := os.WriteFile(in, []byte(d.Body), 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(want, []byte(next.Body), 0o644); err != nil {
					t.Fatal(err)
				}
				var got, exp bytes.Buffer
				if rc := ttopt.Run(ttopt.DefaultRegistry(), []string{"--" + d.Flag, in}, nil, &got, &got); rc != 0 {
					t.Fatalf("tt-opt --%s failed:\n%s", d.Flag, got.String())
				}
				if rc := ttopt.Run(ttopt.DefaultRegistry(), []string{want}, nil, &exp, &exp); rc != 0 {
					t.Fatalf("tt-opt failed on the expected dump:\n%s", exp.String())
				}
				if diff := cmp.Diff(exp.String(), got.String()); diff != "" {
					t.Errorf("--%s differs from Triton (-want +got):\n%s", d.Flag, diff)
				}
			})
		}
	}
	if n == 0 {
		t.Fatal("no pass applications found in the corpus")
	}
}
