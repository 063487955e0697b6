// Package ttopt is tt-opt as a library: an mlir-opt-style driver that parses MLIR text, runs
// passes and prints the result. A researcher's own driver is a main function that builds a
// Registry (usually DefaultRegistry plus their own dialects and passes) and calls Main.
package ttopt

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
)

// Registry lists what a driver knows: the dialects loaded into every context, and the passes
// and pipelines it can run (DefaultPasses when nil).
type Registry struct {
	Dialects []*ir.Dialect
	Passes   *pass.Registry
}

// AddDialect registers more dialects.
func (r *Registry) AddDialect(ds ...*ir.Dialect) { r.Dialects = append(r.Dialects, ds...) }

// Main runs the driver on the process's arguments and standard streams and returns the exit
// code, with the collector set up by TuneCollector.
func Main(r *Registry) int {
	TuneCollector()
	return Run(r, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
}

// options are the parsed command-line flags.
type options struct {
	output string
	// splitMarker is the --split-input-file marker; empty when the input is not split.
	splitMarker        string
	driver             driverOptions
	verifyDiagnostics  string
	allowUnregistered  bool
	printDebugInfo     bool
	printGeneric       bool
	useNameLocAsPrefix bool
	// nameLocsFromArgNames makes NameLocs of region argument names at parse (a ttgo extension).
	nameLocsFromArgNames bool
	printLocalScope      bool
	verifyEach           bool
	noVerifyOnParse      bool
	// printOpOnDiagnostic shows the failing op beside verifier diagnostics.
	printOpOnDiagnostic bool
	passes              passOptions
}

// normalizeArgs turns mlir-opt's single-dash long flags (-split-input-file) into pflag's
// double-dash form; single-letter flags such as -o stay as they are.
func normalizeArgs(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' && !strings.HasPrefix(a, "-o=") {
			a = "-" + a
		}
		out = append(out, a)
	}
	return out
}

func newFlagSet(o *options, stderr io.Writer) *pflag.FlagSet {
	fs := pflag.NewFlagSet("tt-opt", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVarP(&o.output, "output", "o", "-", "output filename")
	fs.StringVar(&o.splitMarker, "split-input-file", "", "split the input file into chunks using the given or default marker and process each chunk independently")
	fs.Lookup("split-input-file").NoOptDefVal = splitMarker
	fs.StringVar(&o.verifyDiagnostics, "verify-diagnostics", "", "check that emitted diagnostics match expected-* comments (all or only-expected)")
	fs.Lookup("verify-diagnostics").NoOptDefVal = "all"
	fs.BoolVar(&o.allowUnregistered, "allow-unregistered-dialect", false, "allow operations of dialects that are not registered")
	fs.BoolVar(&o.printDebugInfo, "mlir-print-debuginfo", false, "print locations")
	fs.BoolVar(&o.printGeneric, "mlir-print-op-generic", false, "print every op in the generic form")
	fs.BoolVar(&o.useNameLocAsPrefix, "mlir-use-nameloc-as-prefix", false, "use NameLoc names as SSA value name prefixes")
	fs.BoolVar(&o.nameLocsFromArgNames, "name-locs-from-arg-names", false, "(ttgo) give region arguments written without loc(...) a NameLoc of their SSA name, so that Triton's dumps print back byte for byte with --mlir-use-nameloc-as-prefix")
	fs.BoolVar(&o.printLocalScope, "mlir-print-local-scope", false, "print attributes and types inline, without aliases")
	fs.BoolVar(&o.verifyEach, "verify-each", true, "run the verifier after each transformation pass")
	fs.BoolVar(&o.noVerifyOnParse, "mlir-very-unsafe-disable-verifier-on-parsing", false, "disable the verifier on parsing (very unsafe)")
	fs.BoolVar(&o.printOpOnDiagnostic, "mlir-print-op-on-diagnostic", true, "when a diagnostic is emitted on an operation, also print the operation as an attached note")
	return fs
}

// Run runs the driver with explicit arguments and streams and returns the exit code: 0 on
// success, 1 on any error.
func Run(r *Registry, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var o options
	fs := newFlagSet(&o, stderr)
	addPassFlags(fs, r.passes(), &o.passes)
	addDriverFlags(fs, &o.driver)
	addDebugFlags(fs)
	// As mlir-opt, --help writes to stdout, and a flag error gets no usage text.
	fs.Usage = func() {}
	if err := fs.Parse(normalizeArgs(args)); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			writeHelp(stdout, r, fs)
			return 0
		}
		io.WriteString(stderr, flagError(fs, args, err))
		return 1
	}
	if done, ok := o.driver.runInfoFlags(r, stdout, stderr); done {
		return exitCode(ok)
	}
	if o.passes.listPasses {
		writePassHelp(stdout, r.passes())
		return 0
	}
	o.passes.pipelineGiven = fs.Changed("pass-pipeline")
	if !checkPassFlags(r.passes(), &o.passes, stderr) {
		return 1
	}
	o.passes.errOut = stderr
	if o.passes.timing {
		o.passes.timer = pass.NewTimer("Total")
	}
	start := time.Now()
	if o.verifyDiagnostics != "" && o.verifyDiagnostics != "all" && o.verifyDiagnostics != "only-expected" {
		fmt.Fprintf(stderr, "tt-opt: invalid value %q for --verify-diagnostics (want all or only-expected)\n", o.verifyDiagnostics)
		return 1
	}
	if !checkDriverFlags(&o, stderr) {
		return 1
	}
	if fs.NArg() > 1 {
		fmt.Fprint(stderr, "tt-opt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: tt-opt --help\n")
		return 1
	}
	inName := "-"
	if fs.NArg() == 1 {
		inName = fs.Arg(0)
	}
	var src []byte
	var err error
	if inName == "-" {
		src, err = io.ReadAll(stdin)
		inName = "<stdin>"
	} else {
		src, err = os.ReadFile(inName)
	}
	if err != nil {
		fmt.Fprintf(stderr, "cannot open input file '%s': %s\n", inName, osErrorText(err))
		return 1
	}
	// As mlir-opt's ToolOutputFile, the output file is opened before any work and removed
	// when the run fails.
	var outFile *os.File
	if o.output != "-" {
		if outFile, err = os.Create(o.output); err != nil {
			fmt.Fprintf(stderr, "cannot open output file '%s': %s\n", o.output, osErrorText(err))
			return 1
		}
		defer outFile.Close()
	}
	text := string(src)
	file := newSourceFile(inName, text)
	chunks := []chunk{{text: text, firstLine: 1, firstCol: 1}}
	if o.splitMarker != "" {
		var nearMisses []int
		chunks, nearMisses = splitInput(text, o.splitMarker)
		for _, off := range nearMisses {
			var b strings.Builder
			line, col := lineCol(text, off)
			file.renderAt(&b, file.name, line, col, "warning", "near miss with file split marker", true)
			io.WriteString(stderr, b.String())
		}
	}
	var w io.Writer = stdout
	if outFile != nil {
		w = outFile
	}
	out := bufio.NewWriterSize(w, 64<<10)
	failed := false
	for i, c := range chunks {
		if i > 0 {
			out.WriteString(o.driver.outputSplitMarker + "\n")
		}
		if !processChunk(r, &o, file, c, i, out, stderr) {
			failed = true
		}
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "tt-opt: %v\n", err)
		failed = true
	}
	if t := o.passes.timer; t != nil {
		t.Wall = time.Since(start)
		t.User = t.Wall
		if o.driver.timingDisplay == "list" {
			t.ReportList(stderr)
		} else {
			t.Report(stderr)
		}
	}
	if failed {
		if outFile != nil {
			removeRegularFile(o.output)
		}
		return 1
	}
	return 0
}

// processChunk parses, verifies and prints one input chunk. Diagnostics go to stderr, or are
// checked against the chunk's expectations with --verify-diagnostics. It reports success.
func processChunk(r *Registry, o *options, file *sourceFile, c chunk, index int, out *bufio.Writer, stderr io.Writer) bool {
	ctx := ir.NewContext()
	ctx.Load(r.Dialects...)
	ctx.AllowUnregistered = o.allowUnregistered
	var diags []*ir.Diagnostic
	ctx.SetDiagnosticHandler(func(d *ir.Diagnostic) { diags = append(diags, d) })
	o.driver.passesRan = false
	defer o.driver.reportStatistics(stderr)
	ok := runChunk(r, ctx, o, file, c, index, out, &diags)
	if o.verifyDiagnostics != "" {
		exps, err := parseExpectations(file, c)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return false
		}
		// As mlir-opt, what the chunk printed is kept when the diagnostics do not match.
		if msg := verifyDiagnostics(file, exps, diags, o.verifyDiagnostics == "only-expected"); msg != "" {
			io.WriteString(stderr, msg)
			return false
		}
		return true
	}
	for _, d := range diags {
		io.WriteString(stderr, file.render(d, ""))
	}
	return ok
}

// runChunk prints the result of a chunk to out and reports success; diagnostics are appended
// to diags.
func runChunk(r *Registry, ctx *ir.Context, o *options, file *sourceFile, c chunk, index int, out *bufio.Writer, diags *[]*ir.Diagnostic) bool {
	src := c.padded()
	if o.passes.runReproducer {
		repro, rest, err := pass.ParseReproducer(src)
		if err != nil {
			*diags = append(*diags, o.asDiagnostic(ctx, err))
			return false
		}
		src = rest
		o.passes.pipeline, o.passes.requests, o.passes.pipelineGiven = repro.Pipeline, nil, true
		o.passes.disableThreading = repro.DisableThreading
		o.verifyEach = repro.VerifyEach
	}
	var module *ir.Operation
	var err error
	// With --name-locs-from-arg-names, names of region arguments whose locations the text
	// does not carry (scf.for's) come back from their SSA names; mlir-opt has no such option.
	parseOpts := asm.ParseOptions{NameLocsFromArgNames: o.nameLocsFromArgNames}
	if o.passes.disableThreading {
		parseOpts.Threads = 1
	}
	// As mlir-opt-22, the implicit module of a chunk after the first is located where the
	// chunk starts, just after the split marker.
	if index > 0 {
		parseOpts.ModuleLoc = ctx.FileLineColLoc(file.name, c.firstLine, c.firstCol)
	}
	// As mlir-opt, the parsed input is verified even with --verify-each=false, and the
	// verification is part of the Parser phase of --mlir-timing.
	timed(&o.passes, "Parser", func() {
		var f *asm.File
		if f, err = asm.ParseSourceWithOptions(ctx, file.name, src, parseOpts); err == nil {
			module = f.Op
			if o.nameLocsFromArgNames {
				restoreLoopArgLocations(module, file.name)
			}
			if !o.noVerifyOnParse {
				err = ir.VerifyConcurrently(module, o.passes.threads())
			}
		}
	})
	if err != nil {
		*diags = append(*diags, o.asDiagnostic(ctx, err))
		return false
	}
	if o.passes.dumpPipeline {
		pm, err := buildPipeline(r.passes(), &o.passes, module.Name())
		if err != nil {
			*diags = append(*diags, o.asDiagnostic(ctx, err))
			return false
		}
		pm.Dump(o.passes.errOut)
	}
	o.driver.passesRan = true
	if errs := runPasses(r.passes(), o, module); len(errs) > 0 {
		for _, err := range errs {
			if !errors.Is(err, pass.ErrSilentFailure) {
				*diags = append(*diags, o.asDiagnostic(ctx, err))
			}
		}
		return false
	}
	// As MLIR's printer, a module that does not verify (the verifier was skipped) is printed
	// in the generic form.
	popts := printOptions(o, false)
	if (o.noVerifyOnParse || !o.verifyEach) && ir.Verify(module) != nil {
		popts.PrintGenericOpForm = true
	}
	if o.driver.verifyRoundtrip {
		if err := verifyRoundtrip(r, module); err != nil {
			*diags = append(*diags, o.asDiagnostic(ctx, err))
			return false
		}
	}
	timed(&o.passes, "Output", func() { err = asm.Print(out, module, popts) })
	if err != nil {
		*diags = append(*diags, o.asDiagnostic(ctx, err))
		return false
	}
	// As mlir-opt, a blank line follows the module unless it was printed in local scope.
	if !popts.PrintLocalScope {
		out.WriteByte('\n')
	}
	return true
}

// asDiagnostic returns the diagnostic err carries, or one at an unknown location with its
// text. A diagnostic about an op (a verifier failure, an OpError) gets MLIR's note with that op
// in the generic form, unless --mlir-print-op-on-diagnostic=false or --verify-diagnostics
// (mlir-opt turns the note off to check diagnostics).
func (o *options) asDiagnostic(ctx *ir.Context, err error) *ir.Diagnostic {
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		return &ir.Diagnostic{Severity: ir.SeverityError, Loc: ctx.UnknownLoc(), Message: err.Error()}
	}
	if d.Op == nil || !o.printOpOnDiagnostic || o.verifyDiagnostics != "" {
		return d
	}
	return withCurrentOp(d.Op, d)
}

// withCurrentOp returns a copy of the diagnostic d emitted on op with, first among its notes, the
// note MLIR attaches to a diagnostic emitted on an op: "see current operation: " and the op
// printed alone in the generic form, on lines of its own when it takes several.
func withCurrentOp(op *ir.Operation, d *ir.Diagnostic) *ir.Diagnostic {
	text := strings.TrimSuffix(asm.String(op, asm.PrintOptions{PrintGenericOpForm: true, PrintLocalScope: true}), "\n")
	if strings.Contains(text, "\n") {
		text = "\n" + text
	}
	c := *d
	note := &ir.Diagnostic{Severity: ir.SeverityNote, Loc: op.Loc(), Message: "see current operation: " + text}
	c.Notes = append([]*ir.Diagnostic{note}, d.Notes...)
	return &c
}

// removeRegularFile removes the output of a failed run. As LLVM's sys::fs::remove, it removes
// regular files and symbolic links and leaves anything else alone: `-o /dev/null` must not
// delete the device.
func removeRegularFile(name string) {
	if fi, err := os.Lstat(name); err == nil && (fi.Mode().IsRegular() || fi.Mode()&os.ModeSymlink != 0) {
		os.Remove(name)
	}
}
