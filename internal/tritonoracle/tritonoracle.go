// Package tritonoracle replays the inputs that Triton 3.6's own passes ran on through ttgo, so
// that tests can require ttgo to print what Triton printed. The recordings are made on the
// device machine by oracle.py (see README.md): DIR/NAME.mlir starts with a header naming
// Triton's passes, `// ORACLE: ttir.combine,common.cse`, and Triton's output sits beside it as
// NAME.mlir.triton, or its failure as NAME.mlir.triton-error, and what Triton's C++ wrote to
// stderr meanwhile (its MLIR diagnostics) as NAME.mlir.triton-stderr.
package tritonoracle

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/ttopt"
)

const header = "// ORACLE:"

// Case is one recorded input.
type Case struct {
	// Path is the input file, DIR/NAME.mlir.
	Path string
	// Source is the input text, header included (locations count its lines).
	Source string
	// Pipeline is the tt-opt pipeline matching the header, `builtin.module(...)`.
	Pipeline string
	// Want is what Triton printed; empty when Triton failed.
	Want string
	// TritonError is Triton's failure; empty when it succeeded.
	TritonError string
	// Stderr is what Triton's C++ wrote to stderr, MLIR's diagnostics; empty when nothing.
	Stderr string
}

// Load reads every recorded input of dir, in file-name order. An input without a recording is
// an error: the test would otherwise pass without comparing anything.
func Load(dir string) ([]Case, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.mlir"))
	if err != nil {
		return nil, err
	}
	var cases []Case
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		first, _, _ := strings.Cut(string(src), "\n")
		names, ok := strings.CutPrefix(first, header)
		if !ok {
			continue
		}
		pipeline, err := Pipeline(names)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		c := Case{Path: p, Source: string(src), Pipeline: pipeline}
		if b, err := os.ReadFile(p + ".triton"); err == nil {
			c.Want = string(b)
		} else if b, err := os.ReadFile(p + ".triton-error"); err == nil {
			c.TritonError = string(b)
		} else {
			return nil, fmt.Errorf("%s: no recording (.triton or .triton-error) beside it", p)
		}
		if b, err := os.ReadFile(p + ".triton-stderr"); err == nil {
			c.Stderr = string(b)
		} else if !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		cases = append(cases, c)
	}
	return cases, nil
}

// tritonPasses maps the names of Triton's pass-adding functions (oracle.py's header) to
// tt-opt's pass arguments and the names of their options, in the order Triton's Python
// binding takes them.
var tritonPasses = map[string]struct {
	argument string
	options  []string
}{
	"common.inliner":                            {argument: "inline"},
	"common.canonicalizer":                      {argument: "canonicalize"},
	"common.cse":                                {argument: "cse"},
	"common.sccp":                               {argument: "sccp"},
	"common.symbol_dce":                         {argument: "symbol-dce"},
	"common.licm":                               {argument: "loop-invariant-code-motion"},
	"ttir.combine":                              {argument: "triton-combine"},
	"ttir.reorder_broadcast":                    {argument: "triton-reorder-broadcast"},
	"ttir.rewrite_tensor_pointer":               {argument: "triton-rewrite-tensor-pointer"},
	"ttir.rewrite_tensor_descriptor_to_pointer": {argument: "triton-rewrite-tensor-descriptor-to-pointer"},
	"ttir.loop_unroll":                          {argument: "triton-loop-unroll"},
	"ttir.triton_licm":                          {argument: "triton-licm"},
	"ttir.loop_aware_cse":                       {argument: "triton-loop-aware-cse"},
	"ttir.convert_to_ttgpuir": {argument: "convert-triton-to-tritongpu",
		options: []string{"target", "num-warps", "threads-per-warp", "num-ctas"}},
}

// Pipeline turns a header's pass list, `ttir.combine,ttir.convert_to_ttgpuir('cuda:90',4,32,1)`,
// into the tt-opt pipeline that runs the same passes with the same options.
// An empty list is the empty pipeline: Triton only parsed and verified the input.
func Pipeline(names string) (string, error) {
	var elems []string
	if strings.TrimSpace(names) == "" {
		return "builtin.module()", nil
	}
	for _, spec := range splitTopLevel(names) {
		name, args, _ := strings.Cut(spec, "(")
		p, ok := tritonPasses[strings.TrimSpace(name)]
		if !ok {
			return "", fmt.Errorf("no tt-opt pass for Triton's %q", name)
		}
		elem := p.argument
		if args = strings.TrimSuffix(strings.TrimSpace(args), ")"); args != "" {
			values := strings.Split(args, ",")
			if len(values) > len(p.options) {
				return "", fmt.Errorf("%s takes %d options, got %d", name, len(p.options), len(values))
			}
			var opts []string
			for i, v := range values {
				opts = append(opts, p.options[i]+"="+strings.Trim(strings.TrimSpace(v), `'"`))
			}
			elem += "{" + strings.Join(opts, " ") + "}"
		}
		elems = append(elems, elem)
	}
	return "builtin.module(" + strings.Join(elems, ",") + ")", nil
}

// splitTopLevel splits s on the commas outside parentheses.
func splitTopLevel(s string) []string {
	var parts []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, s[start:i])
				start = i + 1
			}
		}
	}
	return append(parts, s[start:])
}

// Run parses the case as Triton did (under the file's base name, with no names taken from
// SSA identifiers), runs its pipeline with verification after each pass, and prints the module
// as Triton prints: debug info on, name locations as SSA name prefixes.
func (c Case) Run() (string, error) {
	reg := ttopt.DefaultRegistry()
	ctx := ir.NewContext()
	ctx.Load(reg.Dialects...)
	var log errorLog
	log.watch(ctx)
	f, err := asm.ParseSourceWithOptions(ctx, filepath.Base(c.Path), c.Source, asm.ParseOptions{})
	if err != nil {
		return "", log.first(err)
	}
	if err := ir.Verify(f.Op); err != nil {
		return "", log.first(err)
	}
	pm, err := pass.ParsePipeline(ttopt.DefaultPasses(), c.Pipeline)
	if err != nil {
		return "", err
	}
	m := pass.NewManager(pm.Anchor(), nil)
	m.OpPassManager = pm
	if err := m.Run(f.Op); err != nil {
		return "", log.first(err)
	}
	return asm.String(f.Op, asm.PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true}), nil
}

// Diagnostic is one diagnostic of a recorded stderr.
type Diagnostic struct {
	// File, Line and Col are the position it was reported at.
	File      string
	Line, Col int
	// Severity is "error", "warning", "note" or "remark".
	Severity string
	// Message is its text, lines after the first included; the source line and caret that
	// MLIR's SourceMgr handler prints below it are not.
	Message string
}

// String renders d as `FILE:LINE:COL: SEVERITY: MESSAGE`.
func (d Diagnostic) String() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", d.File, d.Line, d.Col, d.Severity, d.Message)
}

// diagStart matches the first line of a diagnostic as MLIR prints it: `loc("F":L:C): error: `
// from the context's default handler (parse and verify errors), or `F:L:C: error: ` from the
// SourceMgr handler Triton installs around its pass manager.
var diagStart = regexp.MustCompile(`^(?:loc\("([^"]*)":(\d+):(\d+)\)|([^\s:"]+):(\d+):(\d+)): (error|warning|note|remark): (.*)$`)

// caret matches the line that points at a column below a quoted source line.
var caret = regexp.MustCompile(`^\s*\^\s*$`)

// Diagnostics parses the case's stderr into the diagnostics Triton reported, in order. Lines
// that start no diagnostic continue the last one's message, up to a source line and caret.
func (c Case) Diagnostics() []Diagnostic {
	var diags []Diagnostic
	snippet := false
	for _, line := range strings.Split(c.Stderr, "\n") {
		m := diagStart.FindStringSubmatch(line)
		if m == nil {
			if len(diags) == 0 || snippet {
				continue
			}
			if caret.MatchString(line) {
				last := &diags[len(diags)-1]
				if i := strings.LastIndexByte(last.Message, '\n'); i >= 0 {
					last.Message = last.Message[:i]
				}
				snippet = true
				continue
			}
			diags[len(diags)-1].Message += "\n" + line
			continue
		}
		file, l, col := m[1], m[2], m[3]
		if file == "" && l == "" {
			file, l, col = m[4], m[5], m[6]
		}
		row, _ := strconv.Atoi(l)
		column, _ := strconv.Atoi(col)
		diags = append(diags, Diagnostic{File: file, Line: row, Col: column, Severity: m[7], Message: m[8]})
		snippet = false
	}
	for i := range diags {
		diags[i].Message = strings.TrimRight(diags[i].Message, "\n")
	}
	return diags
}

// FirstError is the first error diagnostic Triton reported; ok is false when it reported none.
func (c Case) FirstError() (d Diagnostic, ok bool) {
	for _, d := range c.Diagnostics() {
		if d.Severity == "error" {
			return d, true
		}
	}
	return Diagnostic{}, false
}

// Check requires ttgo's result for c, the module it printed (got) or its failure (err), to be
// Triton's: the same bytes where Triton succeeded; where Triton failed, a failure whose
// first error sits where Triton's first error does and says the same (or, when Triton printed
// no diagnostic, a failure).
func (c Case) Check(t testing.TB, got string, err error) {
	t.Helper()
	if c.TritonError == "" {
		if err != nil {
			t.Fatalf("%s: Triton ran %s, ttgo fails: %v", c.Path, c.Pipeline, err)
		}
		if d := cmp.Diff(c.Want, got); d != "" {
			t.Errorf("%s: %s differs from Triton (-triton +ttgo):\n%s", c.Path, c.Pipeline, d)
		}
		return
	}
	want, ok := c.FirstError()
	if err == nil {
		t.Fatalf("%s: Triton fails (%s%s), ttgo runs %s and prints:\n%s",
			c.Path, strings.TrimSpace(c.TritonError), firstErrorNote(want, ok), c.Pipeline, got)
	}
	if !ok {
		return
	}
	if g := ErrorDiagnostic(err); g != want {
		t.Errorf("%s: first error differs from Triton's (%s):\n got: %s\nwant: %s", c.Path, c.Pipeline, g, want)
	}
}

// firstErrorNote is a failure message's mention of Triton's first error.
func firstErrorNote(d Diagnostic, ok bool) string {
	if !ok {
		return ""
	}
	return ": " + d.String()
}

// ErrorDiagnostic renders ttgo's failure as a recorded Diagnostic: the first ir.Diagnostic in
// err's chain, at the file position its location names; an error of another kind has only a
// message.
func ErrorDiagnostic(err error) Diagnostic {
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		return Diagnostic{Severity: "error", Message: err.Error()}
	}
	out := Diagnostic{Severity: d.Severity.String(), Message: d.Message}
	if fl := fileLineCol(d.Loc); fl != nil {
		out.File, out.Line, out.Col = fl.File, int(fl.Line), int(fl.Col)
	}
	return out
}

// fileLineCol finds the file position a location names.
func fileLineCol(l ir.Location) *ir.FileLineColLoc {
	switch l := l.(type) {
	case *ir.FileLineColLoc:
		return l
	case *ir.NameLoc:
		return fileLineCol(l.Child)
	case *ir.CallSiteLoc:
		return fileLineCol(l.Callee)
	case *ir.FusedLoc:
		for _, c := range l.Locs {
			if fl := fileLineCol(c); fl != nil {
				return fl
			}
		}
	}
	return nil
}

// CheckDir loads the recorded inputs of dir, fails t when there are fewer than min (a lost
// recording would otherwise go unnoticed), and checks each in a subtest named by its file:
// Run's result against Triton's, as Check does.
func CheckDir(t *testing.T, dir string, min int) {
	t.Helper()
	cases, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < min {
		t.Fatalf("want at least %d recorded inputs in %s, have %d", min, dir, len(cases))
	}
	for _, c := range cases {
		t.Run(filepath.Base(c.Path), func(t *testing.T) {
			got, err := c.Run()
			c.Check(t, got, err)
		})
	}
}
