package filecheck

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCanonicalize(t *testing.T) {
	tests := []struct {
		in     string
		strict bool
		want   string
	}{
		{"a  b", false, "a b"},
		{"a \t b\n\tc", false, "a b\n c"},
		{"a  b", true, "a  b"},
		{"a\r\nb\r\n", false, "a\nb\n"},
		{"a\r\nb", true, "a\nb"},
		{"a\rb", false, "a\rb"},
		{"", false, ""},
	}
	for _, tt := range tests {
		if got := Canonicalize(tt.in, tt.strict); got != tt.want {
			t.Errorf("Canonicalize(%q, %v) = %q, want %q", tt.in, tt.strict, got, tt.want)
		}
	}
}

func TestParseERE(t *testing.T) {
	tests := []struct {
		re, want, err string
	}{
		{re: `[0-9]+`, want: `(?:[0-9])+`},
		{re: `a.b`, want: `a[^\n]b`},
		{re: `\d`, want: `d`},
		{re: `a\.b`, want: `a\.b`},
		{re: `[^x]`, want: `[^\nx]`},
		{re: `[]x]`, want: `[\x{5d}x]`},
		{re: `[\]`, want: `[\x{5c}]`},
		{re: `[[:alpha:]_]`, want: `[\x{5f}[:alpha:]]`},
		{re: `a|b`, want: `(?:a|b)`},
		{re: `(a)(b)`, want: `(a)(b)`},
		{re: `()`, want: `()`},
		{re: `^a$`, want: `(?m:^)a(?m:$)`},
		{re: `a{2,3}`, want: `(?:a){2,3}`},
		{re: `a{2,}`, want: `(?:a){2,}`},
		{re: `a{x`, want: `a\{x`},
		{re: ``, err: "empty (sub)expression"},
		{re: `a|`, err: "empty (sub)expression"},
		{re: `(a`, err: "parentheses not balanced"},
		{re: `a)`, err: "parentheses not balanced"},
		{re: `[a`, err: "brackets ([ ]) not balanced"},
		{re: `*a`, err: "repetition-operator operand invalid"},
		{re: `a**`, err: "repetition-operator operand invalid"},
		{re: `a{1,2`, err: "braces not balanced"},
		{re: `a{3,2}`, err: "invalid repetition count(s)"},
		{re: `a{256}`, err: "invalid repetition count(s)"},
		{re: `[z-a]`, err: "invalid character range"},
		{re: `[[:nope:]]`, err: "invalid character class"},
		{re: `a\`, err: "trailing backslash (\\)"},
		{re: `\1`, err: "invalid backreference number"},
		{re: `^*`, err: "repetition-operator operand invalid"},
	}
	for _, tt := range tests {
		n, _, err := parseERE(tt.re, 0)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("parseERE(%q) error = %v, want %q", tt.re, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("parseERE(%q): %v", tt.re, err)
			continue
		}
		var b strings.Builder
		goSyntax(&b, n, nil)
		if b.String() != tt.want {
			t.Errorf("parseERE(%q) prints %q, want %q", tt.re, b.String(), tt.want)
		}
	}
}

func TestBacktracker(t *testing.T) {
	tests := []struct {
		re, text string
		want     []int
	}{
		{`([a-z]+) \1`, "xy foo foo", []int{3, 10, 3, 6}},
		{`([a-z])\1`, "abccd", []int{2, 4, 2, 3}},
		{`(a|ab)(c|bcd)\2`, "abcdbcd", []int{0, 7, 0, 1, 1, 4}},
		{`(a)\1`, "ab", nil},
		{`x(.*)y\1`, "x12y12", []int{0, 6, 1, 3}},
		{`(b*)\1c`, "bbbc", []int{1, 4, 1, 2}},
	}
	for _, tt := range tests {
		n, ncap, err := parseERE(tt.re, 0)
		if err != nil {
			t.Fatalf("parseERE(%q): %v", tt.re, err)
		}
		bt := &backtracker{root: n, ncap: ncap}
		if diff := cmp.Diff(tt.want, bt.find(tt.text)); diff != "" {
			t.Errorf("find(%q, %q) (-want +got):\n%s", tt.re, tt.text, diff)
		}
	}
}

func TestNumFormat(t *testing.T) {
	tests := []struct {
		f        numFormat
		v        int64
		text     string
		wildcard string
	}{
		{numFormat{kind: 'u'}, 42, "42", "[0-9]+"},
		{numFormat{kind: 'd'}, -7, "-7", "-?[0-9]+"},
		{numFormat{kind: 'x'}, 255, "ff", "[0-9a-f]+"},
		{numFormat{kind: 'X'}, 255, "FF", "[0-9A-F]+"},
		{numFormat{kind: 'x', alt: true}, 10, "0xa", "0x[0-9a-f]+"},
		{numFormat{kind: 'u', precision: 3}, 7, "007", "([1-9][0-9]*)?[0-9]{3}"},
	}
	for _, tt := range tests {
		got, err := tt.f.format(tt.v)
		if err != nil || got != tt.text {
			t.Errorf("%v.format(%d) = %q, %v; want %q", tt.f, tt.v, got, err, tt.text)
		}
		back, err := tt.f.parse(got)
		if err != nil || back != tt.v {
			t.Errorf("%v.parse(%q) = %d, %v; want %d", tt.f, got, back, err, tt.v)
		}
		if w := tt.f.wildcard(); w != tt.wildcard {
			t.Errorf("%v.wildcard() = %q, want %q", tt.f, w, tt.wildcard)
		}
	}
	if _, err := (numFormat{kind: 'u'}).format(-1); err == nil {
		t.Error("formatting -1 as %u succeeded")
	}
}

// messages lists the "kind: message" of each diagnostic.
func messages(ds []Diagnostic) []string {
	var out []string
	for _, d := range ds {
		if d.Kind != "" {
			out = append(out, d.Kind+": "+d.Message)
		}
	}
	return out
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, check string
		opts        Options
		want        string
	}{
		{"empty", "CHECK:\n", Options{}, "found empty check string with prefix 'CHECK:'"},
		{"next first", "CHECK-NEXT: a\n", Options{}, "found 'CHECK-NEXT' without previous 'CHECK: line"},
		{"no checks", "nothing\n", Options{}, "no check strings found with prefix 'CHECK:'"},
		{"unused", "A: x\n", Options{CheckPrefixes: []string{"A", "B"}}, "no check strings found with prefix 'B:'"},
		{"count zero", "CHECK-COUNT-0: a\n", Options{}, "invalid count in -COUNT specification on prefix 'CHECK'"},
		{"misspelled", "CHECK_NEXT: a\n", Options{}, "misspelled directive 'CHECK_NEXT:'"},
		{"not combo", "CHECK-NOT-DAG: a\n", Options{}, "unsupported -NOT combo on prefix 'CHECK'"},
		{"label var", "CHECK-LABEL: [[X:a]]\n", Options{}, "found 'CHECK-LABEL:' with variable definition or use"},
		{"bad regex", "CHECK: {{(}}\n", Options{}, "invalid regex: parentheses not balanced"},
		{"unclosed regex", "CHECK: {{a\n", Options{}, "found start of regex string with no end '}}'"},
		{"unclosed var", "CHECK: [[X\n", Options{}, "Invalid substitution block, no ]] found"},
		{"same line numeric", "CHECK: [[#N:]] [[#N]]\n", Options{}, "numeric variable 'N' defined earlier in the same CHECK directive"},
		{"bad prefix", "CHECK: a\n", Options{CheckPrefixes: []string{"A B"}}, "supplied check prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: 'A B'"},
		{"define no equal", "CHECK: a\n", Options{Defines: []string{"X"}}, "Missing equal sign in command-line definition '-DX'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("c.txt", []byte(tt.check), tt.opts)
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("Parse error = %v, want an *Error", err)
			}
			if got := e.Diagnostics[0].Message; got != tt.want {
				t.Errorf("message = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestMatch(t *testing.T) {
	tests := []struct {
		name, check, input string
		opts               Options
		want               []string // diagnostics; nil means success
	}{
		{name: "pass", check: "CHECK: a\nCHECK-NEXT: b\n", input: "a\nb\n"},
		{name: "not found", check: "CHECK: z\n", input: "a\n", want: []string{
			"error: CHECK: expected string not found in input", "note: scanning from here"}},
		{name: "next wrong line", check: "CHECK: a\nCHECK-NEXT: b\n", input: "a\nx\nb\n", want: []string{
			"error: CHECK-NEXT: is not on the line after the previous match", "note: 'next' match was here",
			"note: previous match ended here", "note: non-matching line after previous match is here"}},
		{name: "excluded", check: "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", input: "a\nx\nb\n", want: []string{
			"error: CHECK-NOT: excluded string found in input", "note: found here"}},
		{name: "substitution note", check: "CHECK: [[V:a]]\nCHECK: [[V]]b\n", input: "a\nac\n", want: []string{
			"error: CHECK: expected string not found in input", "note: scanning from here", `note: with "V" equal to "a"`}},
		{name: "crlf", check: "CHECK: a\r\nCHECK-NEXT: b\r\n", input: "a\r\nb\r\n"},
		{name: "ignore case", check: "CHECK: ABC\n", input: "abc\n", opts: Options{IgnoreCase: true}},
		{name: "backref", check: "CHECK: [[X:[a-z]+]]=[[X]]\n", input: "ab=ac\nab=ab\n"},
		{name: "var scope", check: "CHECK-LABEL: f\nCHECK: [[X:[0-9]]]\nCHECK-LABEL: g\nCHECK: [[X]]\n",
			input: "f\n1\ng\n1\n", opts: Options{EnableVarScope: true}, want: []string{"error: undefined variable: X"}},
		{name: "numeric", check: "CHECK: [[#%x,A:]]\nCHECK: [[#A+1]]\n", input: "f\n10\n"},
		{name: "define", check: "CHECK: [[V]] [[#N+1]]\n", input: "hi 3\n", opts: Options{Defines: []string{"V=hi", "#N=2"}}},
		{name: "verbose", check: "CHECK: a\n", input: "a\n", opts: Options{Verbose: true}, want: []string{
			"remark: CHECK: expected string found in input", "note: found here"}},
		{name: "implicit not", check: "CHECK: a\n", input: "a\nbad\n", opts: Options{ImplicitCheckNot: []string{"bad"}}, want: []string{
			"error: IMPLICIT-CHECK-NOT: excluded string found in input", "note: found here"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.opts.DumpInput = DumpNever
			c, err := Parse("c.txt", []byte(tt.check), tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			res := c.Match("<stdin>", []byte(tt.input))
			if res.OK != (tt.want == nil || tt.opts.Verbose) {
				t.Errorf("OK = %v\n%s", res.OK, res)
			}
			if diff := cmp.Diff(tt.want, messages(res.Diagnostics)); diff != "" {
				t.Errorf("diagnostics (-want +got):\n%s", diff)
			}
			// Matching again starts from scratch.
			if again := c.Match("<stdin>", []byte(tt.input)); again.String() != res.String() {
				t.Errorf("second Match differs:\n%s\nvs\n%s", again, res)
			}
		})
	}
}

func TestDiagnosticString(t *testing.T) {
	src := &source{name: "f", text: "ab\tcd efg\nxyz"}
	tests := []struct {
		pos, end int
		want     string
	}{
		{0, 0, "f:1:1: error: m\nab      cd efg\n^\n"},
		{3, 5, "f:1:4: error: m\nab      cd efg\n        ^~\n"},
		{7, 20, "f:1:8: error: m\nab      cd efg\n            ^~~\n"},
		{10, 10, "f:2:1: error: m\nxyz\n^\n"},
		{13, 13, "f:2:4: error: m\nxyz\n   ^\n"},
	}
	for _, tt := range tests {
		if got := newDiag("error", src, tt.pos, tt.end, "m").String(); got != tt.want {
			t.Errorf("newDiag(%d, %d) =\n%q\nwant\n%q", tt.pos, tt.end, got, tt.want)
		}
	}
}

func TestDump(t *testing.T) {
	c, err := Parse("c.txt", []byte("CHECK: a\nCHECK: q\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	res := c.Match("<stdin>", []byte("a\nb\nc\n"))
	want := `
Input file: <stdin>
Check file: c.txt

-dump-input=help explains the following input dump.

Input was:
<<<<<<
         1: a 
check:2      X error: no match found
         2: b 
check:2     ~~
         3: c 
check:2     ~~
>>>>>>
`
	if diff := cmp.Diff(want, res.Dump); diff != "" {
		t.Errorf("dump (-want +got):\n%s", diff)
	}
}

// FuzzCheck makes sure that no check file or input panics.
func FuzzCheck(f *testing.F) {
	f.Add("CHECK: a{{[0-9]+}}[[X:b|c]][[X]]\nCHECK-NEXT: [[#N:]] [[#N+1]]\n", "a1bb 2\n3 4\n")
	f.Add("CHECK-DAG: [[#%x,A:]]\nCHECK-NOT: {{(}}\nCHECK-COUNT-2: x\n", "ff x x\n")
	f.Add("CHECK-LABEL: f\nCHECK-EMPTY:\nCHECK-SAME: [[@LINE+1]]\n", "f\n\n3\n")
	f.Add("CHECK: [[#add(A,mul(2,3))]] [[#%.3d,B:-A]] [[$G:.*]]\n", "1 2\n")
	f.Fuzz(func(t *testing.T, check, input string) {
		c, err := Parse("c.txt", []byte(check), Options{})
		if err != nil {
			return
		}
		c.Match("<stdin>", []byte(input))
	})
}
