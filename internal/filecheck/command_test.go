package filecheck

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/spf13/pflag"
)

func TestTokenize(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"  -a  -b=c ", []string{"-a", "-b=c"}},
		{`--check-prefix="A B" 'x y'`, []string{"--check-prefix=A B", "x y"}},
		{`a\ b "q\"r"`, []string{"a b", `q"r`}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, tokenize(tt.in)); diff != "" {
			t.Errorf("tokenize(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestNormalize(t *testing.T) {
	fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
	fs.String("check-prefix", "", "")
	fs.Bool("v", false, "")
	fs.StringArrayP("define", "D", nil, "")
	in := []string{"-check-prefix=X", "-check-prefix", "Y", "-v", "-DA=1", "--check-prefix=Z", "file", "--", "-v"}
	want := []string{"--check-prefix=X", "--check-prefix", "Y", "--v", "-DA=1", "--check-prefix=Z", "file", "--", "-v"}
	if diff := cmp.Diff(want, normalize(fs, in)); diff != "" {
		t.Errorf("normalize (-want +got):\n%s", diff)
	}
}

func TestMainUsage(t *testing.T) {
	tests := []struct {
		args []string
		exit int
		msg  string
	}{
		{nil, 2, "<check-file> not specified"},
		{[]string{"--bogus", "x"}, 1, "unknown flag"},
		{[]string{"/nonexistent/check"}, 2, "Could not open check file '/nonexistent/check': No such file or directory"},
		{[]string{"--dump-input=sometimes", "x"}, 1, "Cannot find option named 'sometimes'"},
		{[]string{"-D", "X=1", "x"}, 1, "requires a value"},
	}
	for _, tt := range tests {
		var stderr bytes.Buffer
		got := Main(tt.args, "", strings.NewReader(""), io.Discard, &stderr)
		if got != tt.exit || !strings.Contains(stderr.String(), tt.msg) {
			t.Errorf("Main(%q) = %d, %q; want %d and %q", tt.args, got, stderr.String(), tt.exit, tt.msg)
		}
	}
}
