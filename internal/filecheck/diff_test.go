package filecheck_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/filecheck"
)

var update = flag.Bool("update", false, "record LLVM FileCheck's exit statuses in testdata")

// llvmFileChecks are the reference binaries, by the version key their
// recorded statuses use ("exit" is LLVM 22, "exit14" LLVM 14 where it
// differs).
var llvmFileChecks = []struct{ key, path string }{
	{"exit", "/usr/lib/llvm-22/bin/FileCheck"},
	{"exit14", "/usr/bin/FileCheck-14"},
}

// diffCase is one check file, input and command line of testdata/*.txt:
//
//	=== name
//	args: --check-prefix=FOO
//	env: --strict-whitespace
//	exit: 1
//	--- check
//	FOO: x
//	--- input
//	x
//
// "--- input noeol" drops the input's final newline; "env" is
// FILECHECK_OPTS; "exit" records LLVM 22's status and "exit14" LLVM 14's
// where it differs.
type diffCase struct {
	file, name   string
	line         int // of the "===" line
	args         []string
	env          string
	check, input string
	exits        map[string]int
}

func parseCases(t *testing.T, file string) []*diffCase {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var cases []*diffCase
	var cur *diffCase
	var section *string
	noeol := false
	finish := func() {
		if cur != nil && noeol {
			cur.input = strings.TrimSuffix(cur.input, "\n")
		}
		noeol = false
	}
	for i, line := range strings.SplitAfter(string(data), "\n") {
		if line == "" {
			continue
		}
		text := strings.TrimSuffix(line, "\n")
		switch {
		case strings.HasPrefix(text, "=== "):
			finish()
			cur = &diffCase{file: filepath.Base(file), name: strings.TrimPrefix(text, "=== "), line: i + 1, exits: map[string]int{}}
			cases = append(cases, cur)
			section = nil
		case cur == nil:
			t.Fatalf("%s:%d: text before the first case", file, i+1)
		case text == "--- check":
			section = &cur.check
		case text == "--- input" || text == "--- input noeol":
			section, noeol = &cur.input, text == "--- input noeol"
		case section != nil:
			*section += line
		case strings.HasPrefix(text, "args:"):
			cur.args = strings.Fields(strings.TrimPrefix(text, "args:"))
		case strings.HasPrefix(text, "env:"):
			cur.env = strings.TrimSpace(strings.TrimPrefix(text, "env:"))
		case strings.HasPrefix(text, "exit"):
			key, val, _ := strings.Cut(text, ":")
			n, err := strconv.Atoi(strings.TrimSpace(val))
			if err != nil {
				t.Fatalf("%s:%d: bad exit status", file, i+1)
			}
			cur.exits[key] = n
		case strings.TrimSpace(text) == "":
		default:
			t.Fatalf("%s:%d: unexpected line %q", file, i+1, text)
		}
	}
	finish()
	return cases
}

// writeCheck writes c's check file into a temporary directory.
func (c *diffCase) writeCheck(t *testing.T) string {
	path := filepath.Join(t.TempDir(), "check.txt")
	if err := os.WriteFile(path, []byte(c.check), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// args returns c's command line for check file path.
func (c *diffCase) cmdline(path string) []string {
	args := append([]string{}, c.args...)
	if !strings.Contains(strings.Join(args, " ")+c.env, "dump-input") {
		args = append(args, "--dump-input=never")
	}
	return append(args, path)
}

// runLLVM runs a reference FileCheck on c.
func runLLVM(t *testing.T, bin string, c *diffCase, path string) (int, string) {
	cmd := exec.Command(bin, c.cmdline(path)...)
	cmd.Stdin = strings.NewReader(c.input)
	cmd.Env = append(os.Environ(), "FILECHECK_OPTS="+c.env)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, stderr.String()
	case errors.As(err, &exit):
		return exit.ExitCode(), stderr.String()
	}
	t.Fatalf("%s: %v", bin, err)
	return 0, ""
}

func loadAllCases(t *testing.T) map[string][]*diffCase {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	all := map[string][]*diffCase{}
	for _, f := range files {
		all[f] = parseCases(t, f)
	}
	return all
}

// TestRecordedVerdicts checks our exit status against the one recorded
// from LLVM 22 for every case; it needs no LLVM installation.
func TestRecordedVerdicts(t *testing.T) {
	total := 0
	for _, cases := range loadAllCases(t) {
		for _, c := range cases {
			total++
			want, ok := c.exits["exit"]
			if !ok {
				t.Errorf("%s:%d %s: no recorded exit status (run go test -update)", c.file, c.line, c.name)
				continue
			}
			path := c.writeCheck(t)
			var stderr bytes.Buffer
			got := filecheck.Main(c.cmdline(path), c.env, strings.NewReader(c.input), io.Discard, &stderr)
			if got != want {
				t.Errorf("%s:%d %s: exit %d, LLVM exits %d\n%s", c.file, c.line, c.name, got, want, stderr.String())
			}
		}
	}
	if total < 200 {
		t.Errorf("only %d differential cases, want at least 200", total)
	}
}

// TestDifferential runs each installed LLVM FileCheck on every case and
// compares its exit status with ours. With -update it records LLVM's
// statuses in testdata instead.
func TestDifferential(t *testing.T) {
	all := loadAllCases(t)
	ran := false
	for _, ref := range llvmFileChecks {
		if _, err := os.Stat(ref.path); err != nil {
			t.Logf("skipping %s: not installed", ref.path)
			continue
		}
		ran = true
		t.Run(ref.key, func(t *testing.T) {
			for _, cases := range all {
				for _, c := range cases {
					path := c.writeCheck(t)
					live, llvmErr := runLLVM(t, ref.path, c, path)
					if *update {
						c.exits[ref.key] = live
						continue
					}
					if rec, ok := c.exits[ref.key]; ok && ref.key != "exit" {
						// A known difference between LLVM versions: we
						// follow LLVM 22, so only check the record.
						if live != rec {
							t.Errorf("%s:%d %s: %s exits %d, recorded %d", c.file, c.line, c.name, ref.path, live, rec)
						}
						continue
					}
					var stderr bytes.Buffer
					got := filecheck.Main(c.cmdline(path), c.env, strings.NewReader(c.input), io.Discard, &stderr)
					if got != live {
						t.Errorf("%s:%d %s: exit %d, %s exits %d\nours:\n%s\nLLVM:\n%s", c.file, c.line, c.name, got, ref.path, live, stderr.String(), llvmErr)
						continue
					}
					// Diagnostics must match LLVM 22's byte for byte, except
					// for messages naming the tool and the input dump.
					if ref.key == "exit" && !strings.Contains(llvmErr, "FileCheck") && !strings.Contains(strings.Join(c.args, " ")+c.env, "dump-input") {
						if diff := cmp.Diff(llvmErr, stderr.String()); diff != "" {
							t.Errorf("%s:%d %s: diagnostics differ from LLVM's (-LLVM +ours):\n%s", c.file, c.line, c.name, diff)
						}
					}
				}
			}
		})
	}
	if !ran {
		t.Skip("no LLVM FileCheck installed (looked for /usr/lib/llvm-22/bin/FileCheck and /usr/bin/FileCheck-14)")
	}
	if *update {
		for file, cases := range all {
			if err := os.WriteFile(file, []byte(formatCases(cases)), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// formatCases prints cases back in testdata syntax.
func formatCases(cases []*diffCase) string {
	var b strings.Builder
	for _, c := range cases {
		fmt.Fprintf(&b, "=== %s\n", c.name)
		if len(c.args) > 0 {
			fmt.Fprintf(&b, "args: %s\n", strings.Join(c.args, " "))
		}
		if c.env != "" {
			fmt.Fprintf(&b, "env: %s\n", c.env)
		}
		fmt.Fprintf(&b, "exit: %d\n", c.exits["exit"])
		if e14, ok := c.exits["exit14"]; ok && e14 != c.exits["exit"] {
			fmt.Fprintf(&b, "exit14: %d\n", e14)
		}
		b.WriteString("--- check\n" + c.check)
		if strings.HasSuffix(c.input, "\n") || c.input == "" {
			b.WriteString("--- input\n" + c.input)
		} else {
			b.WriteString("--- input noeol\n" + c.input + "\n")
		}
	}
	return b.String()
}
