package tc

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"
	"github.com/ttgo/ttgo/frontend/tl"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// Main is tt-c's command line: `tt-c [-D NAME[=VALUE]]... [--strict] [--mlir-print-debuginfo]
// [-o OUT] FILE` compiles the Triton-C file (- for standard input) to Triton IR, which
// tt-opt's make-ttir and tt-compile read. It returns the exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("tt-c", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	defines := fs.StringArrayP("define", "D", nil, "define a macro: NAME or NAME=VALUE (repeatable)")
	strict := fs.Bool("strict", false, "use the strict type-promotion policy (kernel_float's) instead of Triton's")
	debugInfo := fs.Bool("mlir-print-debuginfo", false, "print the source locations of the ops")
	out := fs.StringP("output", "o", "-", "output file (- for standard output)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: tt-c [-D NAME[=VALUE]]... [--strict] [-o OUT] FILE.tc")
		return 2
	}
	name := fs.Arg(0)
	var src []byte
	var err error
	if name == "-" {
		name = "<stdin>"
		src, err = io.ReadAll(stdin)
	} else {
		src, err = os.ReadFile(name)
	}
	if err != nil {
		fmt.Fprintf(stderr, "tt-c: %v\n", err)
		return 1
	}
	o := Options{Defines: map[string]string{}}
	for _, d := range *defines {
		key, value, ok := strings.Cut(d, "=")
		if !ok {
			value = "1"
		}
		o.Defines[key] = value
	}
	if *strict {
		o.Policy = tl.StrictPolicy
	}
	module, err := Compile(ir.NewContext(), name, string(src), o)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	text := asm.String(module, asm.PrintOptions{PrintDebugInfo: *debugInfo})
	if *out == "-" {
		_, err = io.WriteString(stdout, text)
	} else {
		err = os.WriteFile(*out, []byte(text), 0o644)
	}
	if err != nil {
		fmt.Fprintf(stderr, "tt-c: %v\n", err)
		return 1
	}
	return 0
}
