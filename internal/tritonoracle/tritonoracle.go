// Package tritonoracle replays the inputs that Triton 3.6's own passes ran on through ttgo, so
// that tests can require ttgo to print what Triton printed. The recordings are made on the
// device machine by oracle.py (see README.md): DIR/NAME.mlir starts with a header naming
// Triton's passes, `// ORACLE: ttir.combine,common.cse`, and Triton's output sits beside it as
// NAME.mlir.triton, or its failure as NAME.mlir.triton-error.
package tritonoracle

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/ttopt"
)

const header = "// ORACLE: "

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
func Pipeline(names string) (string, error) {
	var elems []string
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
	f, err := asm.ParseSourceWithOptions(ctx, filepath.Base(c.Path), c.Source, asm.ParseOptions{})
	if err != nil {
		return "", err
	}
	if err := ir.Verify(f.Op); err != nil {
		return "", err
	}
	pm, err := pass.ParsePipeline(ttopt.DefaultPasses(), c.Pipeline)
	if err != nil {
		return "", err
	}
	m := pass.NewManager(pm.Anchor(), nil)
	m.OpPassManager = pm
	if err := m.Run(f.Op); err != nil {
		return "", err
	}
	return asm.String(f.Op, asm.PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true}), nil
}
