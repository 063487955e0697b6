package ttopt

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// markPass sets a unit attribute on the op it runs on.
type markPass struct{}

func (markPass) Name() string        { return "Mark" }
func (markPass) Argument() string    { return "test-mark" }
func (markPass) Description() string { return "Mark the top-level op" }
func (markPass) Run(op *ir.Operation, _ *pass.Analyses) error {
	op.SetAttr("test.marked", op.Context().UnitAttr())
	return nil
}

func runDriver(t *testing.T, r *Registry, input string, args ...string) (stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := Run(r, args, strings.NewReader(input), &out, &errOut); code != 0 {
		t.Fatalf("tt-opt %v: exit %d\n%s", args, code, errOut.String())
	}
	return out.String(), errOut.String()
}

func TestAddPassAndPipeline(t *testing.T) {
	r := DefaultRegistry().
		AddPass(func() pass.Pass { return markPass{} }).
		AddPipeline("test-mark-twice", "Mark the top-level op twice", func(pm *pass.OpPassManager) error {
			if err := pm.Add(markPass{}); err != nil {
				return err
			}
			return pm.Add(markPass{})
		})
	for _, args := range [][]string{{"--test-mark"}, {"--test-mark-twice"}, {"--pass-pipeline=builtin.module(test-mark)"}} {
		out, _ := runDriver(t, r, "module {\n}\n", append(args, "-")...)
		if !strings.Contains(out, "test.marked") {
			t.Errorf("tt-opt %v did not run the added pass:\n%s", args, out)
		}
	}
	help, _ := runDriver(t, r, "", "--list-passes")
	if !strings.Contains(help, "--test-mark ") || !strings.Contains(help, "Mark the top-level op twice") {
		t.Errorf("--list-passes does not list the added pass and pipeline:\n%s", help)
	}
}

// TestHelpListsEveryPass checks that --help names every registered pass and pipeline with its
// description and each of its options with theirs.
func TestHelpListsEveryPass(t *testing.T) {
	r := DefaultRegistry()
	help, _ := runDriver(t, r, "", "--help")
	for _, e := range r.Passes.Entries() {
		if e.Description == "" || strings.Contains(e.Description, "\n") {
			t.Errorf("pass %s: description %q is not one line", e.Argument, e.Description)
		}
		if !strings.Contains(help, "--"+e.Argument+" ") || !strings.Contains(help, e.Description) {
			t.Errorf("--help does not list pass %s (%s)", e.Argument, e.Description)
		}
		for _, o := range e.Options() {
			if !strings.Contains(help, "--"+o.Name+"=<"+o.Type+">") || !strings.Contains(help, o.Description) {
				t.Errorf("--help does not list option %s of pass %s", o.Name, e.Argument)
			}
		}
	}
}
