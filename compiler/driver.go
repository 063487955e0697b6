package compiler

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/ttgo/ttgo/ir"
)

// Main runs tt-compile on the process's arguments and standard streams and returns its exit
// status.
func Main() int { return Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr) }

// Run runs tt-compile with args (without the program name): it compiles the input file (stdin
// for "-") up to the stage -o's extension names (PTX on stdout without -o), writes every stage
// into --dump-dir, and with -v prints each stage's time on stderr. Errors go to stderr, naming
// the step that failed, with the status 1.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("tt-compile", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	var o Options
	fs.StringVar(&o.Arch, "arch", "sm_90a", "GPU architecture (sm_80, sm_90a)")
	fs.IntVar(&o.NumWarps, "num-warps", 4, "number of warps (Triton's num_warps), for Triton IR input")
	fs.IntVar(&o.NumStages, "num-stages", 3, "software pipelining stages (Triton's num_stages)")
	fs.IntVar(&o.NumCTAs, "num-ctas", 1, "CTAs of a thread-block cluster per program (Triton's num_ctas; sm_90+), for Triton IR input; launch with cluster dims (num-ctas, 1, 1)")
	fs.IntVar(&o.PTXVersion, "ptx-version", 87, "PTX ISA version (87 for 8.7)")
	output := fs.StringP("output", "o", "-", "output file; its extension picks the last stage: .ttir, .ttgir, .llir.mlir, .ll, .ptx, .cubin (PTX on stdout when '-')")
	dumpDir := fs.String("dump-dir", "", "write every stage's output into this directory")
	verbose := fs.BoolP("verbose", "v", false, "print each stage with its time")
	fs.StringVar(&o.Tools.LLC, "llc", "", "llc to use (default: llc-22 or llc on PATH)")
	fs.StringVar(&o.Tools.Opt, "opt", "", "opt to use (default: opt-22 or opt on PATH)")
	fs.StringVar(&o.Tools.LLVMLink, "llvm-link", "", "llvm-link to use (default: llvm-link-22 or llvm-link on PATH)")
	fs.StringVar(&o.Tools.Libdevice, "libdevice", "", "libdevice bitcode (libdevice.10.bc), linked when the kernel calls __nv_* functions")
	fs.StringVar(&o.Tools.PTXAS, "ptxas", "", "ptxas to use (default: ptxas on PATH)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "USAGE: tt-compile [options] <input: .ttir, .ttgir or .llir.mlir>\n\nOPTIONS:\n%s", fs.FlagUsages())
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "tt-compile: error: %v (see --help)\n", err)
		return 1
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "tt-compile: error: "+format+"\n", a...)
		return 1
	}
	if fs.NArg() != 1 {
		return fail("expected one input file (.ttir, .ttgir or .llir.mlir; '-' for stdin)")
	}
	o.Last = StagePTX
	if *output != "-" {
		s, err := StageForFile(*output)
		if err != nil {
			return fail("%v", err)
		}
		o.Last = s
	}
	name := fs.Arg(0)
	var src []byte
	var err error
	if name == "-" {
		src, err = io.ReadAll(stdin)
		name = "<stdin>"
	} else {
		src, err = os.ReadFile(name)
	}
	if err != nil {
		return fail("%v", err)
	}
	o.Warn = func(msg string) { fmt.Fprintf(stderr, "tt-compile: warning: %s\n", msg) }
	var dumpErr error
	o.OnStage = func(s Stage, out []byte, took time.Duration) {
		if *verbose {
			fmt.Fprintf(stderr, "tt-compile: %-10s %8.1f ms %8d bytes\n", s, float64(took.Microseconds())/1000, len(out))
		}
		if *dumpDir != "" && dumpErr == nil {
			dumpErr = os.WriteFile(filepath.Join(*dumpDir, dumpBase(name)+s.Ext()), out, 0o644)
		}
	}
	if *dumpDir != "" {
		if err := os.MkdirAll(*dumpDir, 0o755); err != nil {
			return fail("%v", err)
		}
	}
	out, err := Compile(name, src, o)
	if err != nil {
		return fail("%s", render(err))
	}
	if dumpErr != nil {
		return fail("--dump-dir: %v", dumpErr)
	}
	if *output == "-" {
		_, err = stdout.Write(out)
	} else {
		err = os.WriteFile(*output, out, 0o644)
	}
	if err != nil {
		return fail("%v", err)
	}
	return 0
}

// dumpBase is the name of the dump files of input name: its base name without the stage
// extension ("add" for add.ttir).
func dumpBase(name string) string {
	base := filepath.Base(name)
	if name == "<stdin>" {
		return "kernel"
	}
	if s, err := StageForFile(base); err == nil {
		return strings.TrimSuffix(base, s.Ext())
	}
	return strings.TrimSuffix(base, filepath.Ext(base))
}

// render writes an error as `STEP: file:line:col: message`, with the notes of a diagnostic.
func render(err error) string {
	step := ""
	var se *StageError
	if errors.As(err, &se) {
		step, err = se.Step+": ", se.Err
	}
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		return step + err.Error()
	}
	var b strings.Builder
	b.WriteString(step + location(d) + d.Message)
	for _, n := range d.Notes {
		fmt.Fprintf(&b, "\n%s%s: %s", location(n), n.Severity, n.Message)
	}
	return b.String()
}

// location is `file:line:col: ` for a diagnostic at a file location, or nothing.
func location(d *ir.Diagnostic) string {
	if file, line, col, ok := ir.FileLineCol(d.Loc); ok {
		return fmt.Sprintf("%s:%d:%d: ", file, line, col)
	}
	return ""
}
