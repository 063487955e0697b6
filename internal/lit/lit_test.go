package lit

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMain(m *testing.M) {
	ServeTools(map[string]Main{
		// upper copies stdin, or its file argument, to stdout in upper case.
		"upper": func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			data, err := io.ReadAll(stdin)
			if len(args) > 0 {
				data, err = os.ReadFile(args[0])
			}
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			fmt.Fprint(stdout, strings.ToUpper(string(data)))
			fmt.Fprint(stderr, "upper: done\n")
			return 0
		},
		// exit exits with its argument.
		"exit": func(args []string, _ io.Reader, _, _ io.Writer) int {
			n, _ := strconv.Atoi(args[0])
			return n
		},
		"panic": func([]string, io.Reader, io.Writer, io.Writer) int { panic("boom") },
	})
	os.Exit(m.Run())
}

func TestLexShell(t *testing.T) {
	tests := []struct {
		in   string
		want []token
	}{
		{`a  'b c' "d\"e\x" f\ g`, []token{{word: "a", fd: -1}, {word: "b c", fd: -1}, {word: `d"e\x`, fd: -1}, {word: "f g", fd: -1}}},
		{`a|b||c&&d;e`, []token{{word: "a", fd: -1}, {op: "|", fd: -1}, {word: "b", fd: -1}, {op: "||", fd: -1}, {word: "c", fd: -1}, {op: "&&", fd: -1}, {word: "d", fd: -1}, {op: ";", fd: -1}, {word: "e", fd: -1}}},
		{`x 2>&1 >>f <g &>h 2>e '2'>q`, []token{{word: "x", fd: -1}, {op: ">&", fd: 2}, {word: "1", fd: -1}, {op: ">>", fd: -1}, {word: "f", fd: -1}, {op: "<", fd: -1}, {word: "g", fd: -1}, {op: "&>", fd: -1}, {word: "h", fd: -1}, {op: ">", fd: 2}, {word: "e", fd: -1}, {word: "2", fd: -1}, {op: ">", fd: -1}, {word: "q", fd: -1}}},
		{`'' ""`, []token{{word: "", fd: -1}, {word: "", fd: -1}}},
	}
	for _, tt := range tests {
		got, err := lexShell(tt.in)
		if err != nil {
			t.Errorf("lexShell(%q): %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(token{})); diff != "" {
			t.Errorf("lexShell(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
	if _, err := lexShell(`a 'b`); err == nil {
		t.Error("lexShell accepted an unterminated quote")
	}
}

// render prints a parsed command line with explicit structure.
func render(n node) string {
	switch n := n.(type) {
	case *sequence:
		return "(" + render(n.lhs) + " " + n.op + " " + render(n.rhs) + ")"
	case *pipeline:
		var cmds []string
		for _, c := range n.cmds {
			s := strings.Join(c.args, " ")
			for _, r := range c.redirs {
				s += fmt.Sprintf(" [%d%s%s]", r.fd, r.op, r.target)
			}
			cmds = append(cmds, s)
		}
		return strings.Join(cmds, " | ")
	}
	return "?"
}

func TestParseShell(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a b | c", "a b | c"},
		{"a && b || c ; d", "(((a && b) || c) ; d)"},
		{"a < in > out 2>&1", "a [0<in] [1>out] [2>&1]"},
		{"a 2> err | b >> log", "a [2>err] | b [1>>log]"},
		{"a ;", "a"},
	}
	for _, tt := range tests {
		n, err := parseShell(tt.in)
		if err != nil {
			t.Errorf("parseShell(%q): %v", tt.in, err)
			continue
		}
		if got := render(n); got != tt.want {
			t.Errorf("parseShell(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
	for _, bad := range []string{"| a", "a |", "a >", "a & b", "a && && b", "a > | b"} {
		if _, err := parseShell(bad); err == nil {
			t.Errorf("parseShell(%q) succeeded", bad)
		}
	}
}

func TestExpand(t *testing.T) {
	sub := substitutions{source: "/src/dir/a.mlir", tmp: "/tmp/x/Output/a.mlir.tmp"}
	got := sub.expand("%s %S %p %t %/t %basename_t %{s:basename} %{t:stem} 100%% %%s %q %")
	want := "/src/dir/a.mlir /src/dir /src/dir /tmp/x/Output/a.mlir.tmp /tmp/x/Output/a.mlir.tmp a.mlir a.mlir a.mlir 100% %s %q %"
	if got != want {
		t.Errorf("expand:\n got %s\nwant %s", got, want)
	}
}

func TestEvalFeatures(t *testing.T) {
	f := map[string]bool{"ttgo": true, "linux": true, "x86_64-linux": true}
	tests := []struct {
		expr string
		want bool
	}{
		{"ttgo", true},
		{"cuda", false},
		{"!cuda", true},
		{"ttgo && !linux", false},
		{"cuda || ttgo && linux", true},
		{"(cuda || ttgo) && !(linux && cuda)", true},
		{"x86_64-linux && true", true},
		{"false || !true", false},
	}
	for _, tt := range tests {
		got, err := evalFeatures(tt.expr, f)
		if err != nil || got != tt.want {
			t.Errorf("evalFeatures(%q) = %v, %v; want %v", tt.expr, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "a &&", "(a", "a b", "a & b", "{{x.*}}"} {
		if _, err := evalFeatures(bad, f); err == nil {
			t.Errorf("evalFeatures(%q) succeeded", bad)
		}
	}
}

func TestParseScript(t *testing.T) {
	text := "// RUN: a \\\n// RUN:   b %(line) %(line+2) %(line - 1)\n; RUN: c\n// REQUIRES: x, y && z\n// XFAIL: *\n// UNSUPPORTED: w\n// END.\n// RUN: d\n"
	s, err := parseScript(text)
	if err != nil {
		t.Fatal(err)
	}
	want := &script{
		runs:        []runLine{{1, "a    b 2 4 1"}, {3, "c"}},
		requires:    []string{"x", "y && z"},
		xfail:       []string{"*"},
		unsupported: []string{"w"},
	}
	if diff := cmp.Diff(want, s, cmp.AllowUnexported(script{}, runLine{})); diff != "" {
		t.Errorf("parseScript (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"no directives\n", "// RUN: a \\\n", "// RUN: a\n// DEFINE: %{x}=y\n", "// RUN: a\n// REQUIRES: a &&\n"} {
		if _, err := parseScript(bad); err == nil {
			t.Errorf("parseScript(%q) succeeded", bad)
		}
	}
}

// runTest writes a test file with the given text into a fresh suite and runs it.
func runTest(t *testing.T, text string) *Result {
	t.Helper()
	root := t.TempDir()
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	if err := os.WriteFile(filepath.Join(root, "x.test"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	s := &Suite{Root: root, Suffixes: []string{".test"}, Features: []string{"have"}, Env: []string{"GOTRACEBACK=crash", "GREETING=hi"}, Tools: map[string]Tool{}}
	for _, name := range []string{"upper", "exit", "panic"} {
		tool, err := SelfTool(name)
		if err != nil {
			t.Fatal(err)
		}
		s.Tools[name] = tool
	}
	return s.Run("x.test", t.TempDir())
}

func TestRun(t *testing.T) {
	tests := []struct {
		name, text string
		want       Status
	}{
		{"pipe", "RUN: echo hello | upper | cat > %t && cat %t | count 1 && echo HELLO > %t.want && diff %t %t.want", Pass},
		{"stdin file", "RUN: upper < %s > %t\nRUN: cat %t | cat - | count 2", Pass},
		{"split-file", "RUN: split-file %s %t && upper %t/b.txt | count 1\nRUN: cat %t/a.txt | count 2\n//--- a.txt\nA\nA\n#--- b.txt\nB\n", Pass},
		{"leading lines", "RUN: split-file --leading-lines %s %t && cat %t/a | count 3\n//--- a\nA\n", Pass},
		{"not", "RUN: not false && not exit 3 && ! exit 1 && not not true", Pass},
		{"not of success", "RUN: not true", Fail},
		{"pipefail", "RUN: exit 2 | cat", Fail},
		{"or", "RUN: false || true", Pass},
		{"semicolon", "RUN: false ; true", Pass},
		{"and stops", "RUN: false && true", Fail},
		{"stops at failing line", "RUN: false\nRUN: true", Fail},
		{"crash", "RUN: not --crash panic", Pass},
		{"not does not hide a crash", "RUN: not panic", Fail},
		{"crash expected", "RUN: not --crash exit 1", Fail},
		{"stderr to stdout", "RUN: upper %s 2>&1 | cat > %t && cat %t | count 2", Pass},
		{"stderr to file", "RUN: upper %s 2> %t.err > %t && cat %t.err | count 1", Pass},
		{"append", "RUN: echo a > %t && echo b >> %t && cat %t | count 2", Pass},
		{"env", "RUN: env GREETING=yo sh -c 'test $GREETING = yo' && sh -c 'test $GREETING = hi' && env -u GREETING sh -c 'test -z \"$GREETING\"'", Pass},
		{"cd", "RUN: mkdir -p d/e && cd d && echo x > f && cat f | count 1 && rm -rf e && not cat e", Pass},
		{"missing command", "RUN: no-such-command-anywhere", Fail},
		{"not of missing command", "RUN: not no-such-command-anywhere", Fail},
		{"diff", "RUN: echo a > %t.a && echo b > %t.b && not diff %t.a %t.b", Pass},
		{"requires", "REQUIRES: missing\nRUN: true", Unsupported},
		{"requires met", "REQUIRES: have, !missing\nRUN: true", Pass},
		{"unsupported", "UNSUPPORTED: have\nRUN: true", Unsupported},
		{"xfail", "XFAIL: *\nRUN: false", XFail},
		{"xpass", "XFAIL: have\nRUN: true", XPass},
		{"shell error", "RUN: echo 'x", Unresolved},
		{"no run", "CHECK: x", Unresolved},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			res := runTest(t, tt.text)
			if res.Status != tt.want {
				t.Errorf("status %s, want %s\n%s", res.Status, tt.want, res.Log)
			}
		})
	}
}

func TestLog(t *testing.T) {
	res := runTest(t, "RUN: upper %s | cat\nRUN: exit 3\n")
	for _, want := range []string{"# RUN: at line 1\n", "# executed command: upper /", "# .---command stderr------------\n# | upper: done\n", "# | RUN: UPPER %S | CAT\n", "# error: command failed with exit status: 3\n"} {
		if !strings.Contains(res.Log, want) {
			t.Errorf("log lacks %q:\n%s", want, res.Log)
		}
	}
}

func TestDiscover(t *testing.T) {
	root := t.TempDir()
	for _, f := range []string{"b/x.mlir", "a.mlir", "Inputs/i.mlir", "b/.hidden.mlir", "c.txt", "b/Inputs/j.mlir", "Output/o.mlir"} {
		p := filepath.Join(root, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := &Suite{Root: root, Suffixes: []string{".mlir"}, Excludes: []string{"Inputs"}}
	got, err := s.Discover()
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"a.mlir", "b/x.mlir"}, got); diff != "" {
		t.Errorf("Discover (-want +got):\n%s", diff)
	}
}
