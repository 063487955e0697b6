package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// MapElementwisePattern is Triton's MapElementwiseOpConversion: the scalar region is lowered
// in place once per pack of registers, its arguments the pack's elements of each operand
// in turn, its results those of each result in turn.
func MapElementwisePattern(op *ir.Operation, l *Lowering) (bool, error) {
	m, ok := tt.AsMapElementwise(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	region := m.ScalarOp()
	if len(region.Blocks()) != 1 {
		return true, ir.OpError(op, "lowering a map_elementwise region of several blocks is not supported yet")
	}
	block := region.Front()
	srcs := m.Srcs()
	if len(srcs) == 0 {
		return true, ir.OpError(op, "expected at least one operand")
	}
	elems := make([][]*ir.Value, len(srcs))
	for i, s := range srcs {
		elems[i] = l.Unpack(loc, l.Remapped(s))
	}
	n := len(elems[0])
	pack64, _ := m.Pack()
	pack := int(pack64)
	if pack < 1 || n%pack != 0 {
		return true, ir.OpError(op, "pack size must be a divisor of the number of elements per thread, but got pack = %d, elements per thread = %d", pack, n)
	}
	args := block.Arguments()
	if len(args) != len(srcs)*pack {
		return true, ir.OpError(op, "expected %d region arguments, found %d", len(srcs)*pack, len(args))
	}
	results := m.Results()
	outs := make([][]*ir.Value, len(results))
	for i := range outs {
		outs[i] = make([]*ir.Value, n)
	}
	for start := 0; start < n; start += pack {
		for i := range srcs {
			for e := range pack {
				l.Map(args[i*pack+e], elems[i][start+e])
			}
		}
		packed, err := l.lowerScalarRegion(op, block)
		if err != nil {
			return true, err
		}
		if len(packed) != len(results)*pack {
			return true, ir.OpError(op, "expected %d region results, found %d", len(results)*pack, len(packed))
		}
		for r := range results {
			for e := range pack {
				outs[r][start+e] = packed[r*pack+e]
			}
		}
	}
	vals := make([]*ir.Value, len(results))
	for i, r := range results {
		st, err := l.Types.Convert(r.Type())
		if err != nil {
			return true, ir.OpError(op, "%v", err)
		}
		vals[i] = l.Pack(loc, outs[i], st)
	}
	l.Replace(op, vals...)
	return true, nil
}

// lowerScalarRegion lowers the ops of block at the builder, its arguments mapped already,
// and returns the lowered values its map_elementwise.return yields.
func (l *Lowering) lowerScalarRegion(op *ir.Operation, block *ir.Block) ([]*ir.Value, error) {
	for _, inner := range block.Ops() {
		if ret, ok := tt.AsMapElementwiseReturn(inner); ok {
			return l.remapAll(ret.ResultOperands()), nil
		}
		if err := l.lowerOp(inner); err != nil {
			return nil, err
		}
	}
	return nil, ir.OpError(op, "the region does not end with tt.map_elementwise.return")
}
