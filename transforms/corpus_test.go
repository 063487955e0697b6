package transforms_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ttopt"
)

// dumpHeader matches the header of a module dump in a Triton pass dump (MLIR_ENABLE_DUMP).
var dumpHeader = regexp.MustCompile(`^// -----// IR Dump Before (\S+) \(([^)]*)\) \('([^']+)' operation(?:: (.*))?\) //----- //$`)

// corpusPasses are the generic passes whose applications in the Triton corpus must be
// reproduced byte for byte. inline and canonicalize are left out: some of their applications
// still differ through arith folders they run (truncf of dense constants) and llvm-dialect
// constants.
var corpusPasses = map[string]bool{
	"cse":                        true,
	"symbol-dce":                 true,
	"convert-scf-to-cf":          true,
	"reconcile-unrealized-casts": true,
}

type dump struct{ flag, anchor, body string }

func splitDumps(text string) []dump {
	var out []dump
	var cur *dump
	var body strings.Builder
	flush := func() {
		if cur != nil {
			cur.body = body.String()
			out = append(out, *cur)
		}
		body.Reset()
	}
	for _, line := range strings.SplitAfter(text, "\n") {
		trimmed := strings.TrimRight(line, "\n")
		if m := dumpHeader.FindStringSubmatch(trimmed); m != nil {
			flush()
			cur = &dump{flag: m[2], anchor: m[3]}
			continue
		}
		if strings.HasPrefix(trimmed, "// -----// ") {
			flush()
			cur = &dump{}
			continue
		}
		body.WriteString(line)
	}
	flush()
	return out
}

// TestTritonCorpusPasses replays the corpus's applications of the generic passes: for each
// module-level dump before one of them followed by a module-level dump, the pass run on the
// first must print as the second does (both without locations), as tools/pass-oracle checks.
func TestTritonCorpusPasses(t *testing.T) {
	files, _ := filepath.Glob("../testdata/corpus/sm*/passes/*.passes.mlir")
	if len(files) == 0 {
		t.Skip("no corpus")
	}
	dir := t.TempDir()
	n := 0
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		dumps := splitDumps(string(text))
		for i := 0; i+1 < len(dumps); i++ {
			d, next := dumps[i], dumps[i+1]
			if !corpusPasses[d.flag] || d.anchor != "builtin.module" || next.anchor != "builtin.module" {
				continue
			}
			name := fmt.Sprintf("%s/%s/%d-%s", filepath.Base(filepath.Dir(filepath.Dir(f))), filepath.Base(f), i, d.flag)
			n++
			t.Run(name, func(t *testing.T) {
				in := filepath.Join(dir, "in.mlir")
				want := filepath.Join(dir, "want.mlir")
				if err := os.WriteFile(in, []byte(d.body), 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(want, []byte(next.body), 0o644); err != nil {
					t.Fatal(err)
				}
				var got, exp bytes.Buffer
				if rc := ttopt.Run(ttopt.DefaultRegistry(), []string{"--" + d.flag, in}, nil, &got, &got); rc != 0 {
					t.Fatalf("tt-opt --%s failed:\n%s", d.flag, got.String())
				}
				if rc := ttopt.Run(ttopt.DefaultRegistry(), []string{want}, nil, &exp, &exp); rc != 0 {
					t.Fatalf("tt-opt failed on the expected dump:\n%s", exp.String())
				}
				if diff := cmp.Diff(exp.String(), got.String()); diff != "" {
					t.Errorf("--%s differs from Triton (-want +got):\n%s", d.flag, diff)
				}
			})
		}
	}
	if n == 0 {
		t.Fatal("no pass applications found in the corpus")
	}
}
