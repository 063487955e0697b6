// Package tttranslate is the tt-translate driver as a library: it reads MLIR text with
// Triton's dialects and translates it, as mlir-translate does. `--mlir-to-llvmir` writes the
// LLVM IR of a module of the llvm and nvvm dialects (package target/llvmir).
package tttranslate

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/target/llvmir"
	"github.com/ttgo/ttgo/ttopt"
)

// Main runs tt-translate on the process's arguments and standard streams and returns its exit
// status.
func Main() int { return Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr) }

// Run runs tt-translate with args (without the program name), reading the input file (or
// stdin for "-" or none) and writing the translation to stdout or -o's file. Errors are
// diagnostics `file:line:col: error: message` on stderr, with the status 1.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("tt-translate", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	toLLVMIR := fs.Bool("mlir-to-llvmir", false, "Translate MLIR to LLVMIR")
	output := fs.StringP("o", "o", "-", "Output filename")
	split := fs.Bool("split-input-file", false, "Split the input file into chunks at `// -----` lines and translate each")
	if err := fs.Parse(longFlags(args)); err != nil {
		return 1
	}
	if !*toLLVMIR {
		fmt.Fprintln(stderr, "tt-translate: no translation given (--mlir-to-llvmir)")
		return 1
	}
	if fs.NArg() > 1 {
		fmt.Fprintln(stderr, "tt-translate: at most one input file")
		return 1
	}
	name := "-"
	if fs.NArg() == 1 {
		name = fs.Arg(0)
	}
	src, err := readInput(name, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "tt-translate: %v\n", err)
		return 1
	}
	if name == "-" {
		name = "<stdin>"
	}
	chunks := []string{string(src)}
	if *split {
		chunks = splitInput(string(src))
	}
	// As mlir-translate, each chunk is translated on its own; the outputs are joined with an
	// empty line, and a chunk that fails makes the exit status 1 without stopping the others.
	var texts []string
	status := 0
	for _, chunk := range chunks {
		text, err := Translate(name, chunk)
		if err != nil {
			io.WriteString(stderr, render(name, string(src), err))
			status = 1
			continue
		}
		texts = append(texts, text)
	}
	text := strings.Join(texts, "\n")
	if *output == "-" {
		_, err = io.WriteString(stdout, text)
	} else {
		err = os.WriteFile(*output, []byte(text), 0o644)
	}
	if err != nil {
		fmt.Fprintf(stderr, "tt-translate: %v\n", err)
		return 1
	}
	return status
}

// Translate parses and verifies the MLIR text src (named name in diagnostics) and returns its
// LLVM IR.
func Translate(name, src string) (string, error) {
	ctx := ir.NewContext()
	ctx.Load(ttopt.DefaultRegistry().Dialects...)
	f, err := asm.ParseSource(ctx, name, src)
	if err != nil {
		return "", err
	}
	if err := ir.Verify(f.Op); err != nil {
		return "", err
	}
	return llvmir.Text(f.Op)
}

func readInput(name string, stdin io.Reader) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(stdin)
	}
	return os.ReadFile(name)
}

// render writes err as mlir-translate does: `file:line:col: error: message`, followed by the
// source line and a caret when the location is in the input.
func render(name, src string, err error) string {
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		return fmt.Sprintf("%s: error: %v\n", name, err)
	}
	var b strings.Builder
	lines := strings.Split(src, "\n")
	writeDiagnostic(&b, name, lines, d)
	if d.Op != nil {
		// As mlir-translate, a diagnostic about an op shows the op in the generic form.
		op := strings.TrimSuffix(asm.String(d.Op, asm.PrintOptions{PrintGenericOpForm: true, PrintLocalScope: true}), "\n")
		writeDiagnostic(&b, name, nil, &ir.Diagnostic{Severity: ir.SeverityNote, Loc: d.Op.Loc(), Message: "see current operation: " + op})
	}
	for _, n := range d.Notes {
		writeDiagnostic(&b, name, lines, n)
	}
	return b.String()
}

func writeDiagnostic(b *strings.Builder, name string, lines []string, d *ir.Diagnostic) {
	file, line, col, ok := ir.FileLineCol(d.Loc)
	if !ok {
		fmt.Fprintf(b, "loc(unknown): %s: %s\n", d.Severity, d.Message)
		return
	}
	fmt.Fprintf(b, "%s:%d:%d: %s: %s\n", file, line, col, d.Severity, d.Message)
	if file == name && line >= 1 && line <= len(lines) {
		src := lines[line-1]
		b.WriteString(src + "\n" + strings.Repeat(" ", min(max(col-1, 0), len(src))) + "^\n")
	}
}
