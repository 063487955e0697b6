package tritongputollvm

import "github.com/ttgo/ttgo/ir"

// Position returns the `position` attribute of an llvm.insertvalue or llvm.extractvalue of
// member i of a struct. Packing and unpacking ask for the same few positions for every value
// they convert, so the lowering keeps the uniqued attributes it built.
func (l *Lowering) Position(i int) ir.NamedAttribute {
	for len(l.positions) <= i {
		l.positions = append(l.positions, l.Ctx.DenseI64ArrayAttr([]int64{int64(len(l.positions))}))
	}
	return ir.NamedAttribute{Name: "position", Value: l.positions[i]}
}
