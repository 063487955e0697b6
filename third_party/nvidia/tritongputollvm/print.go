package tritongputollvm

import (
	"fmt"
	"math"
	"strings"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// maxPrintfOperands is how many arguments NVPTX's printf passes on.
const maxPrintfOperands = 32

// PrintPattern is Triton's PrintOpConversion: one vprintf per element the thread holds, with
// the program id, the element's index in its tensor, the prefix and the value.
func PrintPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	pr, ok := tt.AsPrint(op)
	if !ok {
		return false, nil
	}
	pid := programIDs(l, op.Loc())
	args := pr.Args()
	if len(args) == 0 {
		vprintf(l, op, printfFormat(l, op, "pid (%u, %u, %u)"+pr.Prefix()), pid[:], nil)
		return true, nil
	}
	signed := isSignedFlags(pr)
	if len(signed) != len(args) {
		return true, ir.OpError(op, "expected one isSigned flag per operand")
	}
	loc := op.Loc()
	for i, arg := range args {
		elems := l.Unpack(loc, l.Remapped(arg))
		var indices [][]*ir.Value
		var widths []int
		if t, ok := arg.Type().(*ir.RankedTensorType); ok {
			var err error
			if indices, err = l.EmitIndices(loc, t, true); err != nil {
				return true, ir.OpError(op, "%v", err)
			}
			for _, d := range t.Dims {
				w := 0
				if d > 0 {
					w = int(math.Ceil(math.Log10(float64(d))))
				}
				widths = append(widths, w)
			}
		} else {
			indices = [][]*ir.Value{nil}
		}
		p := tensorPrint{l: l, op: op, prefix: pr.Prefix(), operand: i, numOperands: len(args), hex: pr.Hex(), signed: signed[i]}
		if err := p.print(elems, pid, indices, widths); err != nil {
			return true, err
		}
	}
	return true, nil
}

// isSignedFlags returns the op's isSigned array.
func isSignedFlags(pr tt.PrintOp) []bool {
	a, ok := pr.IsSignedAttr().(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	out := make([]bool, len(a.Data))
	for i, v := range a.Data {
		out[i] = v != 0
	}
	return out
}

// printfFormat is Triton's llPrintf string: the format with a newline and a NUL, as a global.
func printfFormat(l *shared.Lowering, op *ir.Operation, format string) *ir.Value {
	return addStringToModule(l, op, l.Ctx.UnknownLoc(), "printfFormat_", format+"\n\x00")
}

// tensorPrint is the printing of one operand of a tt.print.
type tensorPrint struct {
	l           *shared.Lowering
	op          *ir.Operation
	prefix      string
	operand     int
	numOperands int
	hex, signed bool
}

// print is Triton's printTensor: `pid (x, y, z) idx (i, j)<prefix>(operand n) <elem>` per
// element, the format string made once.
func (p tensorPrint) print(elems []*ir.Value, pid [3]*ir.Value, indices [][]*ir.Value, widths []int) error {
	var format *ir.Value
	for i, elem := range elems {
		var sb strings.Builder
		operands := append([]*ir.Value(nil), pid[:]...)
		sb.WriteString("pid (")
		for j, v := range pid {
			if j != 0 {
				sb.WriteString(", ")
			}
			spec, err := p.formatSpec(v, false, -1, false)
			if err != nil {
				return err
			}
			sb.WriteString(spec)
		}
		sb.WriteString(") ")
		maxRank := maxPrintfOperands - len(operands) - 2
		sb.WriteString("idx (")
		for dim, v := range indices[i] {
			if dim != 0 {
				sb.WriteString(", ")
			}
			if dim == maxRank {
				sb.WriteString("... (truncated)")
				break
			}
			spec, err := p.formatSpec(v, false, widths[dim], false)
			if err != nil {
				return err
			}
			sb.WriteString(spec)
			operands = append(operands, v)
		}
		sb.WriteString(")" + p.prefix)
		if p.numOperands > 1 {
			fmt.Fprintf(&sb, "(operand %d) ", p.operand)
		}
		spec, err := p.formatSpec(elem, p.hex, -1, p.signed)
		if err != nil {
			return err
		}
		sb.WriteString(spec)
		operands = append(operands, elem)
		signed := make([]bool, len(operands))
		for k := range signed {
			signed[k] = p.signed
		}
		if i == 0 {
			format = printfFormat(p.l, p.op, sb.String())
		}
		vprintf(p.l, p.op, format, operands, signed)
	}
	return nil
}

// formatSpec is Triton's getFormatSubstr: the printf conversion of a value of v's type, of
// the given width (-1 for none).
func (p tensorPrint) formatSpec(v *ir.Value, hex bool, width int, signed bool) (string, error) {
	t := v.Type()
	if _, ok := t.(*llvm.PointerType); ok {
		return "%p", nil
	}
	if hex {
		bits := ir.IntOrFloatBitWidth(t)
		spec := fmt.Sprintf("0x%%0%d", bits/4)
		if bits > 32 {
			spec += "ll"
		}
		return spec + "x", nil
	}
	spec := "%"
	if width >= 0 {
		spec += fmt.Sprint(width)
	}
	ctx := p.l.Ctx
	switch t := t.(type) {
	case *ir.FloatType:
		if t == ctx.BF16() || t == ctx.F16() || t == ctx.F32() || t == ctx.F64() {
			return spec + "f", nil
		}
	case *ir.IntegerType:
		kind := "u"
		if signed {
			kind = "i"
		}
		if t.Width == 64 {
			kind = "ll" + kind
		}
		return spec + kind, nil
	}
	return "", ir.OpError(p.op, "printing a value of this type is not supported")
}
