package llvmir

import (
	"math/big"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// switchEdges returns the edges of an llvm.switch in successor order, the default first, each
// with the values it passes to its block.
func switchEdges(v llvm.SwitchOp) []phiEdge {
	edges := []phiEdge{{to: v.DefaultDestination(), operands: v.DefaultOperands()}}
	operands := v.CaseOperands()
	for i, dest := range v.CaseDestinations() {
		n := 0
		if segs := v.CaseOperandSegments(); i < len(segs) {
			n = int(segs[i])
		}
		edges = append(edges, phiEdge{to: dest, operands: operands[:n]})
		operands = operands[n:]
	}
	return edges
}

func translateSwitch(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsSwitch(op)
	x, err := ft.value(v.Value())
	if err != nil {
		return err
	}
	it, ok := x.Type().(*types.IntType)
	if !ok {
		return ir.OpError(op, "switch on a non-integer value")
	}
	values := caseValues(v.CaseValuesAttr())
	dests := v.CaseDestinations()
	if len(values) != len(dests) {
		return ir.OpError(op, "%d case values for %d case destinations", len(values), len(dests))
	}
	var cases []*llir.Case
	for i, dest := range dests {
		cases = append(cases, llir.NewCase(intConstant(it, values[i]), ft.blocks[dest]))
	}
	ft.cur.Term = llir.NewSwitch(x, ft.blocks[v.DefaultDestination()], cases...)
	return nil
}

// caseValues returns the values of a switch's case_values attribute (a dense vector).
func caseValues(a ir.Attribute) []*big.Int {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	n := int64(1)
	for _, dim := range d.Type.Shape() {
		n *= dim
	}
	out := make([]*big.Int, n)
	for i := range out {
		switch {
		case d.Wide != nil && d.Splat:
			out[i] = d.Wide[0]
		case d.Wide != nil:
			out[i] = d.Wide[i]
		case d.Splat:
			out[i] = big.NewInt(int64(d.Data[0]))
		default:
			out[i] = big.NewInt(int64(d.Data[i]))
		}
	}
	return out
}
