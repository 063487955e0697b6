// Package lit runs LLVM lit-style tests: files whose `RUN:` lines are shell commands, usually
// a tool piped into FileCheck. It implements the part of lit 22's internal shell and test
// format that ttgo's tests use, so `go test` runs the suite without Python:
//
//   - directives RUN (with `\` continuation), REQUIRES, UNSUPPORTED, XFAIL and END., with lit's
//     boolean feature expressions;
//   - substitutions %s, %S, %p, %t, %/s, %/S, %/p, %/t, %basename_t, %{s:basename},
//     %{t:stem}, %{pathsep}, %% and %(line), %(line+N), %(line-N);
//   - pipelines with pipefail, &&, || and ;, quoting as in lit, and the redirections <, >, >>,
//     2>, 2>>, 2>&1, 1>&2, &> and >&;
//   - the prefixes env and not (not --crash, !), and builtins true, false, :, echo, cat, cd,
//     mkdir, rm, count, diff and split-file;
//   - the suite's tools (tt-opt, FileCheck) and, failing those, programs in PATH.
//
// Every RUN line of a test runs in order in the test's own temporary directory; the test fails
// at the first line that fails.
package lit

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// Suite is a tree of test files and how to run them.
type Suite struct {
	// Root is the directory searched for tests.
	Root string
	// Suffixes are the file name endings of tests, such as ".mlir".
	Suffixes []string
	// Excludes are names of files and directories that are never tests (such as "Inputs");
	// directories named Output and hidden names are always skipped, as in lit.
	Excludes []string
	// Features are the names REQUIRES, UNSUPPORTED and XFAIL test.
	Features []string
	// Env is added to the environment of every command, as KEY=VALUE.
	Env []string
	// Tools are the commands the suite provides, by the name RUN lines use.
	Tools map[string]Tool
}

// Tool is how a command of the suite starts: the program Path with Args before the command's
// own arguments and Env added to its environment.
type Tool struct {
	Path string
	Args []string
	Env  []string
}

// Discover returns the tests under the suite's root, as slash-separated paths relative to it,
// sorted.
func (s *Suite) Discover() ([]string, error) {
	var tests []string
	err := filepath.WalkDir(s.Root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		// Like lit, skip Output directories (where lit keeps temporary files) and hidden names.
		if path != s.Root && (slices.Contains(s.Excludes, d.Name()) || d.Name() == "Output" || strings.HasPrefix(d.Name(), ".")) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() || !slices.ContainsFunc(s.Suffixes, func(suf string) bool { return strings.HasSuffix(d.Name(), suf) }) {
			return nil
		}
		rel, err := filepath.Rel(s.Root, path)
		if err != nil {
			return err
		}
		tests = append(tests, filepath.ToSlash(rel))
		return nil
	})
	sort.Strings(tests)
	return tests, err
}

// Status is the verdict on one test, named as lit names it.
type Status int

// The verdicts. Fail, XPass and Unresolved are failures of the suite.
const (
	Pass Status = iota
	Fail
	XFail
	XPass
	Unsupported
	Unresolved
)

// String returns lit's name for the status.
func (s Status) String() string {
	return [...]string{"PASS", "FAIL", "XFAIL", "XPASS", "UNSUPPORTED", "UNRESOLVED"}[s]
}

// Failed reports whether the status fails the suite.
func (s Status) Failed() bool { return s == Fail || s == XPass || s == Unresolved }

// Result is the outcome of one test: its status and a log of the commands it ran with their
// output, in lit's format.
type Result struct {
	Status Status
	Log    string
}

// Run runs the test at path (relative to the suite root) with tmpDir, an empty directory, as its
// working directory and home of %t.
func (s *Suite) Run(path, tmpDir string) *Result {
	src, err := filepath.Abs(filepath.Join(s.Root, filepath.FromSlash(path)))
	if err != nil {
		return &Result{Status: Unresolved, Log: err.Error()}
	}
	text, err := os.ReadFile(src)
	if err != nil {
		return &Result{Status: Unresolved, Log: err.Error()}
	}
	sc, err := parseScript(string(text))
	if err != nil {
		return &Result{Status: Unresolved, Log: fmt.Sprintf("%s: %v", path, err)}
	}
	features := map[string]bool{}
	for _, f := range s.Features {
		features[f] = true
	}
	if missing := unmet(sc.requires, features, false); len(missing) > 0 {
		return &Result{Status: Unsupported, Log: "Test requires the following unavailable features: " + strings.Join(missing, ", ")}
	}
	if hit := unmet(sc.unsupported, features, true); len(hit) > 0 {
		return &Result{Status: Unsupported, Log: "Test does not support the following features and/or targets: " + strings.Join(hit, ", ")}
	}
	xfail := len(unmet(sc.xfail, features, true)) > 0
	outDir := filepath.Join(tmpDir, "Output")
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return &Result{Status: Unresolved, Log: err.Error()}
	}
	sub := substitutions{source: src, tmp: filepath.Join(outDir, filepath.Base(src)) + ".tmp"}
	var log strings.Builder
	sh := &shell{suite: s, dir: tmpDir, env: append(os.Environ(), s.Env...), log: &log}
	ok := true
	for _, r := range sc.runs {
		cmd := sub.expand(r.command)
		fmt.Fprintf(&log, "# RUN: at line %d\n%s\n", r.line, cmd)
		n, err := parseShell(cmd)
		if err != nil {
			fmt.Fprintf(&log, "# shell parser error on RUN: at line %d: %v\n", r.line, err)
			return &Result{Status: Unresolved, Log: log.String()}
		}
		o, err := sh.run(n)
		if err != nil || !o.ok() {
			ok = false
			break
		}
	}
	switch {
	case ok && xfail:
		return &Result{Status: XPass, Log: log.String()}
	case ok:
		return &Result{Status: Pass, Log: log.String()}
	case xfail:
		return &Result{Status: XFail, Log: log.String()}
	}
	return &Result{Status: Fail, Log: log.String()}
}

// unmet evaluates feature expressions: with want false it returns those that are false
// (unmet REQUIRES), with want true those that are true (UNSUPPORTED or XFAIL that apply).
// "*" is always true. The expressions were checked when the script was parsed.
func unmet(exprs []string, features map[string]bool, want bool) []string {
	var out []string
	for _, e := range exprs {
		v := e == "*"
		if !v {
			v, _ = evalFeatures(e, features)
		}
		if v == want {
			out = append(out, e)
		}
	}
	return out
}

// toolVar is the environment variable that makes a binary started by SelfTool run a tool.
const toolVar = "TTGO_LIT_TOOL"

// Main is a tool implemented in Go: a command's main function over explicit arguments and
// streams, returning the exit status.
type Main func(args []string, stdin io.Reader, stdout, stderr io.Writer) int

// SelfTool returns a Tool that starts the running executable again as the tool name; that
// process must call ServeTools first thing (in a test, from TestMain). A test binary that
// links its tools thus needs no separate build, and Go's test cache sees their code.
func SelfTool(name string) (Tool, error) {
	exe, err := os.Executable()
	if err != nil {
		return Tool{}, err
	}
	return Tool{Path: exe, Env: []string{toolVar + "=" + name}}, nil
}

// ServeTools runs the tool a SelfTool process was started as and exits with its status; in any
// other process it returns at once.
func ServeTools(tools map[string]Main) {
	name := os.Getenv(toolVar)
	if name == "" {
		return
	}
	m, ok := tools[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "lit: no tool %q in this binary\n", name)
		os.Exit(127)
	}
	os.Exit(m(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
