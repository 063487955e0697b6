package ttopt

import (
	"bytes"
	"errors"
	"fmt"
	nvidiallvm "github.com/ttgo/ttgo/third_party/nvidia/tritongputollvm"
	"io"
	"io/fs"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/ttgo/ttgo/conversion/arithtollvm"
	"github.com/ttgo/ttgo/conversion/indextollvm"
	"github.com/ttgo/ttgo/conversion/nvvmtollvm"
	"github.com/ttgo/ttgo/conversion/scftocf"
	"github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/conversion/tritontotritongpu"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/target/llvmir/discope"
	"github.com/ttgo/ttgo/target/llvmir/nvvmopt"
	amdpipeliner "github.com/ttgo/ttgo/third_party/amd/pipeliner"
	"github.com/ttgo/ttgo/third_party/nvidia/backend"
	"github.com/ttgo/ttgo/third_party/nvidia/hopper"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgputollvm"
	"github.com/ttgo/ttgo/third_party/nvidia/smemalloc"
	"github.com/ttgo/ttgo/third_party/nvidia/wstollvm"
	"github.com/ttgo/ttgo/transforms"
	"github.com/ttgo/ttgo/transforms/gluon"
	"github.com/ttgo/ttgo/transforms/testpasses"
	ttpasses "github.com/ttgo/ttgo/transforms/tt"
	ttgpasses "github.com/ttgo/ttgo/transforms/ttg"
	"github.com/ttgo/ttgo/transforms/ttg/pipeliner"
	ttngpasses "github.com/ttgo/ttgo/transforms/ttng"
)

// DefaultPasses returns the passes tt-opt knows out of the box: the generic transforms, the
// Triton passes, the conversions and the NVIDIA pipelines.
func DefaultPasses() *pass.Registry {
	r := pass.NewRegistry()
	transforms.Register(r)
	ttpasses.Register(r)
	ttgpasses.Register(r)
	tritongputollvm.Register(r)
	nvidiallvm.Register(r)
	smemalloc.Register(r)
	pipeliner.Register(r)
	amdpipeliner.Register(r)
	testpasses.Register(r)
	gluon.Register(r)
	ttngpasses.Register(r)
	hopper.Register(r)
	nvgputollvm.Register(r)
	nvvmtollvm.Register(r)
	wstollvm.Register(r)
	r.Register(scftocf.New, indextollvm.New, arithtollvm.New, tritontotritongpu.New, tritontotritongpu.NewRelayout, discope.New, discope.NewLocalVariables, nvvmopt.New)
	backend.RegisterPipelines(r)
	return r
}

// passes returns the registry's passes, the default ones when none were given.
func (r *Registry) passes() *pass.Registry {
	if r.Passes == nil {
		r.Passes = DefaultPasses()
	}
	return r.Passes
}

// noOptions is the value a pass flag gets when written without `=options`.
const noOptions = "\x00"

// passRequest is one pass flag, in command-line order.
type passRequest struct{ argument, options string }

// passOptions are the pass manager flags.
type passOptions struct {
	requests         []passRequest
	pipeline         string
	pipelineGiven    bool // --pass-pipeline was given, if only as ''
	dumpPipeline     bool
	listPasses       bool
	printBefore      []string
	printAfter       []string
	printBeforeAll   bool
	printAfterAll    bool
	printAfterChange bool
	printAfterFail   bool
	printModuleScope bool
	printTreeDir     string
	timing           bool
	disableThreading bool
	crashReproducer  string
	runReproducer    bool

	// errOut receives IR dumps and reports; timer accumulates --mlir-timing.
	errOut io.Writer
	timer  *pass.Timer
}

// threads returns how many goroutines verifying the parsed input may use (the pass manager
// decides the same from Manager.DisableThreading): one under --mlir-disable-threading.
func (o *passOptions) threads() int {
	if o.disableThreading {
		return 1
	}
	return runtime.GOMAXPROCS(0)
}

// passFlag is the pflag.Value of one pass: setting it records the pass in command-line order.
type passFlag struct {
	argument string
	o        *passOptions
}

func (f *passFlag) String() string { return "" }
func (f *passFlag) Type() string   { return "options" }
func (f *passFlag) Set(v string) error {
	if v == noOptions {
		v = ""
	}
	f.o.requests = append(f.o.requests, passRequest{f.argument, v})
	return nil
}

// addPassFlags adds a flag for each registered pass and pipeline, and the pass manager flags.
func addPassFlags(fs *pflag.FlagSet, reg *pass.Registry, o *passOptions) {
	for _, e := range reg.Entries() {
		fs.Var(&passFlag{e.Argument, o}, e.Argument, e.Description)
		fl := fs.Lookup(e.Argument)
		fl.NoOptDefVal = noOptions
		fl.Hidden = true
	}
	fs.StringVar(&o.pipeline, "pass-pipeline", "", "a textual pass pipeline to run, anchored on the top-level op: 'builtin.module(...)'")
	fs.BoolVar(&o.dumpPipeline, "dump-pass-pipeline", false, "print the pipeline that will be run")
	fs.BoolVar(&o.listPasses, "list-passes", false, "list the registered passes and pipelines with their options")
	fs.StringSliceVar(&o.printBefore, "mlir-print-ir-before", nil, "print IR before the given passes")
	fs.StringSliceVar(&o.printAfter, "mlir-print-ir-after", nil, "print IR after the given passes")
	fs.BoolVar(&o.printBeforeAll, "mlir-print-ir-before-all", false, "print IR before each pass")
	fs.BoolVar(&o.printAfterAll, "mlir-print-ir-after-all", false, "print IR after each pass")
	fs.BoolVar(&o.printAfterChange, "mlir-print-ir-after-change", false, "when printing the IR after a pass, only print if the IR changed")
	fs.BoolVar(&o.printAfterFail, "mlir-print-ir-after-failure", false, "when printing the IR after a pass, only print if the pass failed")
	fs.BoolVar(&o.printModuleScope, "mlir-print-ir-module-scope", false, "when printing IR around passes, always print the top-level op")
	fs.StringVar(&o.printTreeDir, "mlir-print-ir-tree-dir", "", "write IR printed around passes to a file tree rooted at this directory")
	fs.BoolVar(&o.timing, "mlir-timing", false, "display execution times")
	fs.BoolVar(&o.disableThreading, "mlir-disable-threading", false, "parse, verify and run nested pipelines on one thread")
	fs.StringVar(&o.crashReproducer, "mlir-pass-pipeline-crash-reproducer", "", "write a .mlir reproducer to this file if the pipeline fails")
	fs.BoolVar(&o.runReproducer, "run-reproducer", false, "run the pipeline stored in the input reproducer")
}

// writePassHelp lists the passes and pipelines with their options, as mlir-opt's --help does.
func writePassHelp(w io.Writer, reg *pass.Registry) {
	var b strings.Builder
	b.WriteString("\n  Compiler passes to run\n")
	for _, pipelines := range []bool{false, true} {
		if pipelines {
			b.WriteString("    Pass Pipelines:\n")
		} else {
			b.WriteString("    Passes:\n")
		}
		for _, e := range reg.Entries() {
			if e.IsPipeline() != pipelines {
				continue
			}
			fmt.Fprintf(&b, "      %-50s -   %s\n", "--"+e.Argument, e.Description)
			for _, opt := range e.Options() {
				fmt.Fprintf(&b, "        %-48s - %s\n", "--"+opt.Name+"=<"+opt.Type+">", opt.Description)
			}
		}
	}
	io.WriteString(w, b.String())
}

// buildPipeline returns the top-level pipeline of the flags for a module called anchor, or nil
// when no pass was asked for.
func buildPipeline(reg *pass.Registry, o *passOptions, anchor string) (*pass.OpPassManager, error) {
	if o.pipelineGiven {
		if len(o.requests) > 0 {
			return nil, errors.New("'-pass-pipeline' option can't be used with individual pass options")
		}
		return pass.ParsePipeline(reg, o.pipeline)
	}
	pm := pass.NewOpPassManager(anchor)
	for _, rq := range o.requests {
		if err := reg.AddTo(pm, rq.argument, rq.options); err != nil {
			return nil, err
		}
	}
	return pm, nil
}

// checkPassFlags validates the pass flags before any input is read; failures are reported on
// stderr as mlir-opt reports them, and it returns whether there were none. The pipelines'
// warnings are reported here, once per run of tt-opt.
func checkPassFlags(reg *pass.Registry, o *passOptions, stderr io.Writer) bool {
	if o.printModuleScope && !o.disableThreading && o.anyPrinting() {
		fmt.Fprint(stderr, "<unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n\n")
		return false
	}
	pm, err := buildPipeline(reg, o, "builtin.module")
	if err == nil {
		reportWarnings(pm, stderr)
		return true
	}
	var ae *pass.AddError
	if !errors.As(err, &ae) {
		fmt.Fprintf(stderr, "<unknown>:0: error: %v\n", err)
		return false
	}
	// LLVM's command-line parser reports a bad value itself, first. The textual pipeline then
	// adds its "failed to add" line; a pass flag reports only the option parser's message,
	// and nothing at all for a pipeline that takes no options.
	if ae.Err != nil && ae.Err.CommandLine != "" {
		fmt.Fprintf(stderr, "tt-opt: %s\n", ae.Err.CommandLine)
	}
	if ae.Err != nil {
		io.WriteString(stderr, ae.Err.Stream)
	}
	switch {
	case o.pipelineGiven:
		fmt.Fprintf(stderr, "<unknown>:0: error: %s\n", ae.PipelineText())
	case ae.Err != nil:
		fmt.Fprintf(stderr, "<unknown>:0: error: %s\n", ae.Err.Message)
	}
	return false
}

// reportWarnings writes what the pipeline builders of pm warned about (a pipeline of Triton's
// built without the passes ttgo lacks) to stderr, each warning once.
func reportWarnings(pm *pass.OpPassManager, stderr io.Writer) {
	seen := map[string]bool{}
	for _, w := range pm.Warnings() {
		if !seen[w] {
			seen[w] = true
			fmt.Fprintf(stderr, "tt-opt: warning: %s\n", w)
		}
	}
}

func (o *passOptions) anyPrinting() bool {
	return len(o.printBefore) > 0 || len(o.printAfter) > 0 || o.printBeforeAll || o.printAfterAll || o.printAfterChange || o.printAfterFail
}

// newManager configures a pass manager from the flags for the given top-level op.
func newManager(o *options, pm *pass.OpPassManager) *pass.Manager {
	po := &o.passes
	m := pass.NewManager(pm.Anchor(), po.errOut)
	m.OpPassManager = pm
	m.VerifyEach = o.verifyEach
	m.DisableThreading = po.disableThreading
	m.Timing = po.timer
	if po.anyPrinting() {
		printer := &pass.IRPrinter{
			Print: func(w io.Writer, op *ir.Operation, local bool) error {
				return asm.Print(w, op, printOptions(o, local))
			},
			ModuleScope:   po.printModuleScope,
			OnlyOnChange:  po.printAfterChange,
			OnlyOnFailure: po.printAfterFail,
			TreeDir:       po.printTreeDir,
		}
		if po.printBeforeAll {
			printer.Before = func(pass.Pass) bool { return true }
		} else if len(po.printBefore) > 0 {
			printer.Before = selectPasses(po.printBefore)
		}
		if po.printAfterAll || po.printAfterFail {
			printer.After = func(pass.Pass) bool { return true }
		} else if len(po.printAfter) > 0 {
			printer.After = selectPasses(po.printAfter)
		}
		m.Instrumentations = append(m.Instrumentations, printer)
	}
	return m
}

func selectPasses(args []string) func(pass.Pass) bool {
	return func(p pass.Pass) bool {
		for _, a := range args {
			if a == p.Argument() {
				return true
			}
		}
		return false
	}
}

func printOptions(o *options, local bool) asm.PrintOptions {
	return asm.PrintOptions{
		PrintGenericOpForm: o.printGeneric,
		PrintDebugInfo:     o.printDebugInfo,
		UseNameLocAsPrefix: o.useNameLocAsPrefix,
		PrintLocalScope:    o.printLocalScope || local,

		ElideLargeElementsAttrs:  o.driver.elideElementsLimit >= 0,
		ElementsAttrElementLimit: o.driver.elideElementsLimit,
		PrintValueUsers:          o.driver.printValueUsers,
	}
}

// runPasses runs the pipeline the flags ask for on module and returns its errors. On failure
// with a crash reproducer file configured, the module as it was before the pipeline is
// written there, and a second error says so.
func runPasses(reg *pass.Registry, o *options, module *ir.Operation) []error {
	pm, err := buildPipeline(reg, &o.passes, module.Name())
	if err != nil {
		return []error{err}
	}
	if len(pm.Passes()) == 0 {
		return nil
	}
	m := newManager(o, pm)
	var before *ir.Operation
	if o.passes.crashReproducer != "" {
		before = module.Clone(nil)
	}
	err = m.Run(module)
	if err == nil {
		return nil
	}
	var pe *pass.PassError
	if before == nil || !errors.As(err, &pe) {
		return []error{err}
	}
	var b bytes.Buffer
	if perr := asm.Print(&b, before, asm.PrintOptions{}); perr != nil {
		return []error{err, perr}
	}
	b.WriteString(pass.ReproducerResource(pm.String(), o.passes.disableThreading, o.verifyEach))
	path := o.passes.crashReproducer
	desc := "reproducer generated at `" + path + "`"
	if werr := os.WriteFile(path, b.Bytes(), 0o644); werr != nil {
		desc = "failed to create output stream: Failed to create reproducer stream: cannot open output file '" + path + "': " + osErrorText(werr)
	}
	// As mlir-opt, the report is at the op the failing pass ran on.
	d := ir.Errorf(pe.Op.Loc(), "Failures have been detected while processing an MLIR pass pipeline")
	d.Note(pe.Op.Loc(), "Pipeline failed while executing [%s]: %s", pe.FailedPassNote(), desc)
	return []error{err, d}
}

// timed runs fn and adds its time to the timer called name when timing.
func timed(o *passOptions, name string, fn func()) {
	if o.timer == nil {
		fn()
		return
	}
	start := time.Now()
	fn()
	o.timer.Child(name).Add(time.Since(start))
}

// osErrorText is the C library's text for a file error (strerror: "No such file or directory"),
// as LLVM reports it, where Go has it in lower case.
func osErrorText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	s := err.Error()
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
