// Package ttlayout is the tt-layout command as a library call: it shows where a TritonGPU
// layout puts each element of a tensor, as the tables of Triton's layout documentation.
//
//	tt-layout '#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [1, 0]}>' --shape 16x16
//
// prints one bracketed line per tensor row, each cell the thread that holds the element:
//
//	[  0  0  1  1  2  2  3  3 32 32 33 33 34 34 35 35 ]
//
// Distributed layouts show the thread id, the register, thread:register or the warp
// (--mode); shared layouts show the offset of each element in its CTA's allocation, that is
// where swizzling puts it. When the layout spans several CTAs each cell starts with the CTA id
// and a slash. --linear prints the layout's linear form instead, and --svg writes a picture.
package ttlayout

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/ttopt"
)

const usage = `usage: tt-layout [options] LAYOUT --shape DxD...

LAYOUT is a layout attribute (text starting with '#'), or a file holding one ('-' reads
stdin); with --alias NAME the file is MLIR text (for example a TTGIR module) that defines
the alias #NAME, and the layout shown is that alias's.

Modes (--mode) of distributed layouts: thread (the thread id in the CTA, the default),
register, thread:register and warp. Shared layouts show the offset of each element.
`

// Mode names the value each cell of a table shows.
type Mode string

// The modes of --mode.
const (
	// ModeThread shows the thread id within the CTA (warp × lanes per warp + lane).
	ModeThread Mode = "thread"
	// ModeRegister shows the register index within the thread.
	ModeRegister Mode = "register"
	// ModeThreadRegister shows thread:register.
	ModeThreadRegister Mode = "thread:register"
	// ModeWarp shows the warp index within the CTA.
	ModeWarp Mode = "warp"
	// ModeOffset shows the offset within the CTA's shared allocation (shared layouts).
	ModeOffset Mode = "offset"
)

// sharedLinearAlignment is the alignment, in bytes, of the #ttg.shared_linear that --linear
// prints for a shared layout that is not already a shared_linear one.
const sharedLinearAlignment = 16

// holderAttr is the attribute of the module that tt-layout appends to its input to name the
// layout to show.
const holderAttr = "tt_layout.layout"

// inputAlias is the alias that tt-layout gives a lone attribute.
const inputAlias = "tt_layout_input"

// Main runs tt-layout with args (without the program name) and returns its exit status: 0 on
// success, 1 on a bad layout, shape or file, 2 on a usage error. Output goes to stdout and
// diagnostics to stderr; stdin is read for the LAYOUT '-'.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("tt-layout", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		shapeText, mode, alias, svgFile string
		linear                          bool
	)
	fs.StringVar(&shapeText, "shape", "", "tensor shape, such as 16x16 (required)")
	fs.StringVar(&mode, "mode", "", "what cells show: thread, register, thread:register or warp (distributed), offset (shared)")
	fs.StringVar(&alias, "alias", "", "show the layout of the alias #NAME defined in the input file")
	fs.BoolVar(&linear, "linear", false, "print the layout's linear form (#ttg.linear or #ttg.shared_linear) instead of a table")
	fs.StringVar(&svgFile, "svg", "", "also write an SVG picture of the table to FILE")
	fs.Usage = func() { fmt.Fprintf(stderr, "%s\n%s", usage, fs.FlagUsages()) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "tt-layout: %v\n", err)
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "tt-layout: expected one LAYOUT argument, got %d\n%s", fs.NArg(), usage)
		return 2
	}
	if shapeText == "" {
		fmt.Fprintf(stderr, "tt-layout: --shape is required\n")
		return 2
	}
	shape, err := ParseShape(shapeText)
	if err != nil {
		fmt.Fprintf(stderr, "tt-layout: %v\n", err)
		return 2
	}

	name, text, err := readLayout(fs.Arg(0), stdin)
	if err != nil {
		fmt.Fprintf(stderr, "tt-layout: %v\n", err)
		return 1
	}
	ctx := ir.NewContext()
	ctx.Load(ttopt.DefaultRegistry().Dialects...)
	attr, diag := parseLayout(ctx, name, text, alias)
	if diag != "" {
		fmt.Fprint(stderr, diag)
		return 1
	}
	enc, err := layoutattr.ToEncoding(attr)
	if err != nil {
		fmt.Fprintf(stderr, "tt-layout: %v\n", err)
		return 1
	}
	if linear {
		out, err := linearForm(ctx, enc, shape)
		if err != nil {
			fmt.Fprintf(stderr, "tt-layout: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, out)
		return 0
	}
	tab, err := Tabulate(enc, shape, Mode(mode))
	if err != nil {
		fmt.Fprintf(stderr, "tt-layout: %v\n", err)
		return 1
	}
	if svgFile != "" {
		if err := os.WriteFile(svgFile, []byte(tab.SVG(asm.AttrString(attr))), 0o644); err != nil {
			fmt.Fprintf(stderr, "tt-layout: %v\n", err)
			return 1
		}
	}
	io.WriteString(stdout, tab.Text())
	return 0
}

// ParseShape reads a shape written as sizes joined by 'x', such as 16x16 or 2x64x32.
func ParseShape(s string) ([]int64, error) {
	var shape []int64
	for _, f := range strings.Split(s, "x") {
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("invalid shape %q: want positive sizes joined by 'x', such as 16x16", s)
		}
		shape = append(shape, n)
	}
	return shape, nil
}

// readLayout returns the name and text of the LAYOUT argument: the text itself when it is an
// attribute, else the named file's contents ('-' is stdin).
func readLayout(arg string, stdin io.Reader) (name, text string, err error) {
	switch {
	case strings.HasPrefix(strings.TrimSpace(arg), "#"):
		return "<layout>", arg, nil
	case arg == "-":
		b, err := io.ReadAll(stdin)
		return "<stdin>", string(b), err
	}
	b, err := os.ReadFile(arg)
	return arg, string(b), err
}

// parseLayout parses the layout attribute of text: with alias, text is MLIR source that
// defines #alias; without, text is one attribute. It returns the attribute, or a diagnostic
// located in text, formatted for stderr.
func parseLayout(ctx *ir.Context, name, text, alias string) (ir.Attribute, string) {
	lineShift := 0
	src := text
	if alias == "" {
		if strings.TrimSpace(text) == "" {
			return nil, fmt.Sprintf("%s: error: no layout attribute given\n", name)
		}
		// The attribute starts a line of its own, so that its diagnostics need only a line
		// shift to point into text.
		alias, src, lineShift = inputAlias, "#"+inputAlias+" =\n"+text, 1
	}
	holderLine := strings.Count(src, "\n") + 2
	src += fmt.Sprintf("\nmodule attributes {%s = #%s} {}\n", holderAttr, alias)
	top, err := asm.ParseSourceString(ctx, name, src)
	if err != nil {
		var d *ir.Diagnostic
		if !errors.As(err, &d) {
			return nil, fmt.Sprintf("%s: error: %v\n", name, err)
		}
		if _, line, _, ok := ir.FileLineCol(d.Loc); ok && line == holderLine {
			// The error is in the text tt-layout appended, not in the input.
			if lineShift == 0 {
				return nil, fmt.Sprintf("%s: error: no attribute alias #%s is defined: %s\n", name, alias, d.Message)
			}
			return nil, fmt.Sprintf("%s: error: the layout attribute is incomplete: %s\n", name, d.Message)
		}
		return nil, asm.FormatDiagnostic(shiftDiagnostic(ctx, d, name, lineShift), name, text)
	}
	var attr ir.Attribute
	top.Walk(func(op *ir.Operation) ir.WalkResult {
		if a := op.Attr(holderAttr); a != nil {
			attr = a
		}
		return ir.WalkAdvance
	})
	if attr == nil {
		return nil, fmt.Sprintf("%s: error: no layout attribute found\n", name)
	}
	return attr, ""
}

// shiftDiagnostic moves d and its notes up by shift lines of name.
func shiftDiagnostic(ctx *ir.Context, d *ir.Diagnostic, name string, shift int) *ir.Diagnostic {
	out := *d
	if file, line, col, ok := ir.FileLineCol(d.Loc); ok && file == name && line > shift {
		out.Loc = ctx.FileLineColLoc(name, line-shift, col)
	}
	out.Notes = nil
	for _, n := range d.Notes {
		out.Notes = append(out.Notes, shiftDiagnostic(ctx, n, name, shift))
	}
	return &out
}

// linearForm returns the linear form of enc over shape as attribute text: #ttg.linear for a
// distributed layout, #ttg.shared_linear for a shared one.
func linearForm(ctx *ir.Context, enc layout.Encoding, shape []int64) (string, error) {
	ll, err := layout.ToLinearLayout(enc, shape)
	if err != nil {
		return "", err
	}
	var lin layout.Encoding
	switch e := enc.(type) {
	case layout.SharedLinear:
		lin = layout.SharedLinear{Layout: ll, Alignment: e.Alignment}
	case layout.Shared:
		lin = layout.SharedLinear{Layout: ll, Alignment: sharedLinearAlignment}
	default:
		lin = layout.Linear{Layout: ll}
	}
	a, err := layoutattr.FromEncoding(ctx, lin)
	if err != nil {
		return "", fmt.Errorf("the linear form of the layout: %w", err)
	}
	return asm.AttrString(a), nil
}

// Table is what a layout puts at each element of a tensor, in row-major order.
type Table struct {
	// Shape is the tensor's shape.
	Shape []int64
	// Cells are the texts of the elements.
	Cells []string
	// Groups colour the elements in pictures: elements of one group (the same warp and
	// thread, or the same shared-memory bank) share a colour.
	Groups []Group
}

// Group places an element in the colour scheme of a picture: Hue selects its hue, Shade a
// shade out of Shades.
type Group struct {
	Hue, Shade, Shades int
}

// maxElements bounds the tensors Tabulate lays out: a larger table is of no use to read and
// slow to build.
const maxElements = 1 << 20

// maxLocationsLog2 bounds the hardware locations (register, lane, warp and CTA combinations)
// of a distributed layout that Tabulate visits, for the same reason.
const maxLocationsLog2 = 20

// Tabulate lays out a tensor of shape with enc. Mode "" is the default: thread for
// distributed layouts, offset for shared ones.
func Tabulate(enc layout.Encoding, shape []int64, mode Mode) (*Table, error) {
	n := int64(1)
	for _, s := range shape {
		if n *= s; s <= 0 || n > maxElements {
			return nil, fmt.Errorf("shape %v is too large to tabulate (at most %d elements)", shape, maxElements)
		}
	}
	switch e := enc.(type) {
	case layout.Shared:
		if mode != "" && mode != ModeOffset {
			return nil, fmt.Errorf("--mode %s applies to distributed layouts; shared layouts show offsets", mode)
		}
		return tabulateShared(e, shape)
	case layout.Distributed:
		switch mode {
		case "":
			mode = ModeThread
		case ModeThread, ModeRegister, ModeThreadRegister, ModeWarp:
		case ModeOffset:
			return nil, fmt.Errorf("--mode offset applies to shared layouts")
		default:
			return nil, fmt.Errorf("unknown --mode %q: want thread, register, thread:register or warp", mode)
		}
		return tabulateDistributed(e, shape, mode)
	}
	return nil, fmt.Errorf("layout %T is neither distributed nor shared", enc)
}

func tabulateDistributed(enc layout.Distributed, shape []int64, mode Mode) (*Table, error) {
	ll, err := layout.ToLinearLayout(enc, shape)
	if err != nil {
		return nil, err
	}
	if ll.TotalInDimSizeLog2() > maxLocationsLog2 {
		return nil, fmt.Errorf("the layout spans 2^%d registers × lanes × warps × CTAs over shape %v; tt-layout tabulates at most 2^%d",
			ll.TotalInDimSizeLog2(), shape, maxLocationsLog2)
	}
	owners, _, err := layout.Owners(ll)
	if err != nil {
		return nil, err
	}
	lanes := ll.InDimSize(layout.DimLane)
	warps := ll.InDimSize(layout.DimWarp)
	blocks := ll.InDimSize(layout.DimBlock)
	t := &Table{Shape: shape, Cells: make([]string, len(owners)), Groups: make([]Group, len(owners))}
	for i, o := range owners {
		var s string
		switch mode {
		case ModeRegister:
			s = strconv.Itoa(int(o.Register))
		case ModeThreadRegister:
			s = fmt.Sprintf("%d:%d", o.Thread(lanes), o.Register)
		case ModeWarp:
			s = strconv.Itoa(int(o.Warp))
		default:
			s = strconv.Itoa(int(o.Thread(lanes)))
		}
		if blocks > 1 {
			s = strconv.Itoa(int(o.Block)) + "/" + s
		}
		t.Cells[i] = s
		t.Groups[i] = Group{Hue: int(o.Block*warps + o.Warp), Shade: int(o.Lane), Shades: int(lanes)}
	}
	return t, nil
}

// banks is the number of shared-memory banks, which colour the cells of shared layouts.
const banks = 32

func tabulateShared(enc layout.Shared, shape []int64) (*Table, error) {
	offsets, blocks, err := layout.SharedOffsets(enc, shape)
	if err != nil {
		return nil, err
	}
	multiCTA := enc.CTALayout().NumCTAs() > 1
	t := &Table{Shape: shape, Cells: make([]string, len(offsets)), Groups: make([]Group, len(offsets))}
	for i, off := range offsets {
		s := strconv.Itoa(int(off))
		if multiCTA {
			s = strconv.Itoa(int(blocks[i])) + "/" + s
		}
		t.Cells[i] = s
		t.Groups[i] = Group{Hue: int(off % banks), Shade: int(blocks[i]), Shades: enc.CTALayout().NumCTAs()}
	}
	return t, nil
}

// grid returns the number of rows and columns of one section of the table (the last two
// dimensions; rank 1 is one row) and the sizes of the leading dimensions that index sections.
func (t *Table) grid() (rows, cols int, lead []int64) {
	switch r := len(t.Shape); r {
	case 0:
		return 1, 1, nil
	case 1:
		return 1, int(t.Shape[0]), nil
	default:
		return int(t.Shape[r-2]), int(t.Shape[r-1]), t.Shape[:r-2]
	}
}

// sectionTitle returns the index of section sec, such as "[1, :, :]", or "" for a table of
// rank 2 or less.
func (t *Table) sectionTitle(sec int) string {
	_, _, lead := t.grid()
	if len(lead) == 0 {
		return ""
	}
	idx := make([]string, len(lead), len(lead)+2)
	for i := len(lead) - 1; i >= 0; i-- {
		idx[i] = strconv.Itoa(sec % int(lead[i]))
		sec /= int(lead[i])
	}
	return "[" + strings.Join(append(idx, ":", ":"), ", ") + "]"
}

func (t *Table) numSections() int {
	_, _, lead := t.grid()
	n := 1
	for _, s := range lead {
		n *= int(s)
	}
	return n
}

func (t *Table) cellWidth() int {
	w := 0
	for _, c := range t.Cells {
		w = max(w, len(c))
	}
	return w
}

// Text renders the table: one bracketed line per row, cells right-aligned; a tensor of rank
// 3 or more gets one section per index of its leading dimensions, titled like [1, :, :].
func (t *Table) Text() string {
	rows, cols, _ := t.grid()
	width := t.cellWidth()
	var sb strings.Builder
	for sec := range t.numSections() {
		if title := t.sectionTitle(sec); title != "" {
			if sec > 0 {
				sb.WriteByte('\n')
			}
			sb.WriteString(title + "\n")
		}
		for r := range rows {
			sb.WriteByte('[')
			for c := range cols {
				fmt.Fprintf(&sb, " %*s", width, t.Cells[(sec*rows+r)*cols+c])
			}
			sb.WriteString(" ]\n")
		}
	}
	return sb.String()
}
