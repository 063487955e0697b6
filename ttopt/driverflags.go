package ttopt

import (
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// driverOptions are mlir-opt's flags about the driver itself rather than passes or printing.
type driverOptions struct {
	version           bool
	showDialects      bool
	outputSplitMarker string
	verifyRoundtrip   bool
	// timingDisplay is how --mlir-timing shows its report: tree or list.
	timingDisplay  string
	passStatistics bool
	// elideElementsLimit is --mlir-elide-elementsattrs-if-larger; negative when not given.
	elideElementsLimit int64
	// printValueUsers is --mlir-print-value-users.
	printValueUsers bool
	// passesRan is set when the current chunk reached its pass manager.
	passesRan bool
}

func addDriverFlags(fs *pflag.FlagSet, o *driverOptions) {
	fs.BoolVar(&o.version, "version", false, "display the version of this program")
	fs.BoolVar(&o.showDialects, "show-dialects", false, "print the list of registered dialects and exit")
	fs.StringVar(&o.outputSplitMarker, "output-split-marker", splitMarker, "split marker to use for merging the output")
	fs.BoolVar(&o.verifyRoundtrip, "verify-roundtrip", false, "round-trip the IR after parsing and ensure it succeeds")
	fs.Int64Var(&o.elideElementsLimit, "mlir-elide-elementsattrs-if-larger", -1, "elide elements attributes with more elements than the given number")
	fs.BoolVar(&o.passStatistics, "mlir-pass-statistics", false, "display the statistics of each pass")
	fs.BoolVar(&o.printValueUsers, "mlir-print-value-users", false, "print users of operation results and block arguments as a comment")
	fs.StringVar(&o.timingDisplay, "mlir-timing-display", "tree", "display method for timing data (list or tree)")
}

// runInfoFlags handles the flags that print something about the driver and exit: --version
// and --show-dialects, as mlir-opt, even with an input file given. done says one was given,
// ok whether it succeeded.
func (o *driverOptions) runInfoFlags(r *Registry, stdout, stderr io.Writer) (done, ok bool) {
	switch {
	case o.version:
		fmt.Fprintf(stdout, "ttgo version %s\n  Triton 3.6 dialects and passes.\n", moduleVersion())
		return true, true
	case o.showDialects:
		fmt.Fprintf(stdout, "Available Dialects: %s\n", strings.Join(dialectNames(r), ","))
		return true, true
	}
	return false, true
}

// moduleVersion is the version of the module the driver was built from: a release tag, or
// "(devel)" for a build from a checkout.
func moduleVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}

// dialectNames returns the names of the registry's dialects and those they depend on, sorted.
func dialectNames(r *Registry) []string {
	seen := map[*ir.Dialect]bool{}
	var names []string
	var visit func(d *ir.Dialect)
	visit = func(d *ir.Dialect) {
		if seen[d] {
			return
		}
		seen[d] = true
		names = append(names, d.Name)
		for _, dep := range d.Dependencies {
			visit(dep)
		}
	}
	for _, d := range r.Dialects {
		visit(d)
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// writeHelp writes --help's text as mlir-opt lays it out: the overview, the dialects, the
// usage line, the flags, then the passes and pipelines.
func writeHelp(w io.Writer, r *Registry, fs *pflag.FlagSet) {
	fmt.Fprintf(w, "OVERVIEW: ttgo modular optimizer driver\n\nAvailable Dialects: %s\nUSAGE: tt-opt [options] <input file>\n\nOPTIONS:\n%s",
		strings.Join(dialectNames(r), ", "), fs.FlagUsages())
	writePassHelp(w, r.passes())
}

// exitCode is the process status for a run that succeeded or not.
func exitCode(ok bool) int {
	if ok {
		return 0
	}
	return 1
}

// checkDriverFlags rejects, as LLVM's command-line parser, a --mlir-timing-display that is
// neither list nor tree, and a --split-input-file marker too short to split at: the input is
// cut at the marker less its last splitCheckLen characters.
func checkDriverFlags(o *options, stderr io.Writer) bool {
	if d := o.driver.timingDisplay; d != "list" && d != "tree" {
		fmt.Fprintf(stderr, "tt-opt: for the --mlir-timing-display option: Cannot find option named '%s'!\n", d)
		return false
	}
	if m := o.splitMarker; m != "" && len(m) <= splitCheckLen {
		fmt.Fprintf(stderr, "tt-opt: invalid --split-input-file marker '%s': it needs more than %d characters\n", m, splitCheckLen)
		return false
	}
	return true
}

// verifyRoundtrip checks, as --verify-roundtrip, that module printed in the generic form with
// locations (the form that keeps every location, block arguments' included) reads back, in a
// fresh context, as a module that prints the same. ttgo has no bytecode, the other half of
// mlir-opt's check.
func verifyRoundtrip(r *Registry, module *ir.Operation) error {
	exact := asm.PrintOptions{PrintGenericOpForm: true, PrintDebugInfo: true}
	text := asm.String(module, exact)
	ctx := ir.NewContext()
	ctx.Load(r.Dialects...)
	ctx.AllowUnregistered = module.Context().AllowUnregistered
	ctx.SetDiagnosticHandler(func(*ir.Diagnostic) {})
	f, err := asm.ParseSource(ctx, "roundtrip", text)
	if err == nil {
		err = ir.Verify(f.Op)
	}
	if err != nil {
		return ir.Errorf(module.Loc(), "'%s' op failed to parse textual content back, cannot verify round-trip: %v", module.Name(), err)
	}
	reference, roundtrip := asm.String(module, exact), asm.String(f.Op, exact)
	if reference != roundtrip {
		return ir.Errorf(module.Loc(), "'%s' op textual roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n%s\n=====\n%s\n>>>>>roundtripped", module.Name(), reference, roundtrip)
	}
	return nil
}

// reportStatistics writes --mlir-pass-statistics' report for a chunk that reached its pass
// manager, after the chunk's diagnostics. ttgo's passes keep no statistics, as LLVM's release
// builds keep none (mlir-opt-22 included): the report is its header.
func (o *driverOptions) reportStatistics(w io.Writer) {
	if !o.passStatistics || !o.passesRan {
		return
	}
	const rule = "===-------------------------------------------------------------------------===\n"
	io.WriteString(w, rule+"                         ... Pass statistics report ...\n"+rule+"\n")
}
