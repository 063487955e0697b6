package tritongputollvm

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// fmaOperandKey indexes one register of a dot operand under a blocked parent: the repetition
// along batch and the operand's outer dimension, then batch, outer and K inside it.
type fmaOperandKey struct{ bRep, outerRep, b, outer, k int }

// matrixShapeWithBatch is Triton's expandMatrixShapeWithBatch: a rank-2 shape with a batch
// of 1 in front.
func matrixShapeWithBatch[T int | int64 | uint32](s []T) []T {
	if len(s) == 3 {
		return s
	}
	return []T{1, s[0], s[1]}
}

// matrixOrderWithBatch is Triton's expandMatrixOrderWithBatch: a rank-2 order with the
// batch dimension slowest.
func matrixOrderWithBatch(o []uint32) []uint32 {
	if len(o) == 3 {
		return o
	}
	return []uint32{o[0] + 1, o[1] + 1, 0}
}

// delinearizeConst is Triton's static delinearize: the coordinates of linear in shape,
// dimensions in order fastest first.
func delinearizeConst(linear int, shape []int, order []uint32) []int {
	out := make([]int, len(shape))
	for _, d := range order {
		out[d] = linear % shape[d]
		linear /= shape[d]
	}
	return out
}

// linearizeConst is Triton's static linearize.
func linearizeConst(idx, shape []int, order []uint32) int {
	linear := 0
	for i := len(order) - 1; i >= 0; i-- {
		d := order[i]
		linear = linear*shape[d] + idx[d]
	}
	return linear
}

// fmaOperandTable is Triton's getValueTableFromStructFMA: the registers of an operand by
// fmaOperandKey.
func (l *Lowering) fmaOperandTable(loc ir.Location, v *ir.Value, perRep, reps []int, kDim, outerDim int, inRepOrder, repOrder []uint32) (map[fmaOperandKey]*ir.Value, error) {
	elems := l.Unpack(loc, v)
	perRepElems := perRep[0] * perRep[1] * perRep[2]
	if len(elems) != perRepElems*reps[0]*reps[1]*reps[2] {
		return nil, fmt.Errorf("the operand holds %d registers, its layout %d", len(elems), perRepElems*reps[0]*reps[1]*reps[2])
	}
	table := map[fmaOperandKey]*ir.Value{}
	for i, e := range elems {
		in := delinearizeConst(i%perRepElems, perRep, inRepOrder)
		rep := delinearizeConst(i/perRepElems, reps, repOrder)
		table[fmaOperandKey{rep[0], rep[outerDim], in[0], in[outerDim], in[kDim]}] = e
	}
	return table, nil
}

// LowerFMADot is Triton's convertFMADot: a dot with a blocked result as one multiply-add per
// element of the result and step of K, llvm.intr.fmuladd for floats and mul and add for
// integers.
func (l *Lowering) LowerFMADot(dot tt.DotOp) error {
	op := dot.Operation
	loc := op.Loc()
	aT, aOK := dot.A().Type().(*ir.RankedTensorType)
	dT, dOK := dot.D().Type().(*ir.RankedTensorType)
	if !aOK || !dOK {
		return ir.OpError(op, "expected ranked tensor operands")
	}
	dBlocked, ok := dT.Encoding.(*ttg.BlockedEncoding)
	if !ok {
		return ir.OpError(op, "an FMA dot needs a blocked result layout")
	}
	if r := len(dT.Dims); r != 2 && r != 3 {
		return ir.OpError(op, "an FMA dot needs a rank 2 or 3 result, found rank %d", r)
	}
	aEnc, err := ttg.LayoutEncoding(aT.Encoding)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	dEnc, err := ttg.LayoutEncoding(dT.Encoding)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	aShape := matrixShapeWithBatch(layout.ShapePerCTA(aEnc, aT.Dims))
	dShape := matrixShapeWithBatch(layout.ShapePerCTA(dEnc, dT.Dims))
	inRepOrder := matrixOrderWithBatch(dBlocked.Order)
	repOrder := matrixOrderWithBatch(dBlocked.Order)
	acc := l.Unpack(loc, l.Remapped(dot.C()))
	contig, err := layout.ContigPerThread(dEnc.(layout.Distributed), dT.Dims)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	numElemsPerThread := 1
	tile := make([]int, len(contig))
	for i, c := range contig {
		numElemsPerThread *= int(c)
		tile[i] = int(c * dBlocked.ThreadsPerWarp[i] * dBlocked.WarpsPerCTA[i])
	}
	tile = matrixShapeWithBatch(tile)
	size := make([]int, len(contig))
	for i, c := range contig {
		size[i] = int(c)
	}
	size = matrixShapeWithBatch(size)
	k := int(aShape[2])
	reps := make([]int, 3)
	for i := range reps {
		reps[i] = int((dShape[i] + int64(tile[i]) - 1) / int64(tile[i]))
	}
	as, err := l.fmaOperandTable(loc, l.Remapped(dot.A()), []int{size[0], size[1], k}, []int{reps[0], reps[1], 1}, 2, 1, inRepOrder, repOrder)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	bs, err := l.fmaOperandTable(loc, l.Remapped(dot.B()), []int{size[0], k, size[2]}, []int{reps[0], 1, reps[2]}, 1, 2, inRepOrder, repOrder)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	for bRep := 0; bRep < reps[0]; bRep++ {
		for mRep := 0; mRep < reps[1]; mRep++ {
			for nRep := 0; nRep < reps[2]; nRep++ {
				for b := 0; b < size[0]; b++ {
					for m := 0; m < size[1]; m++ {
						for n := 0; n < size[2]; n++ {
							inRep := linearizeConst([]int{b, m, n}, size, inRepOrder)
							rep := linearizeConst([]int{bRep, mRep, nRep}, reps, repOrder)
							i := inRep + rep*numElemsPerThread
							for kk := 0; kk < k; kk++ {
								a, aok := as[fmaOperandKey{bRep, mRep, b, m, kk}]
								bv, bok := bs[fmaOperandKey{bRep, nRep, b, n, kk}]
								if !aok || !bok || i >= len(acc) {
									return ir.OpError(op, "the operands' layouts do not cover the result's")
								}
								acc[i] = l.multiplyAdd(loc, a, bv, acc[i])
							}
						}
					}
				}
			}
		}
	}
	st, err := l.Types.Convert(dT)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	l.Replace(op, l.Pack(loc, acc, st))
	return nil
}

// multiplyAdd emits acc + a*b: llvm.intr.fmuladd for floats, mul and add for integers.
func (l *Lowering) multiplyAdd(loc ir.Location, a, b, acc *ir.Value) *ir.Value {
	if _, isInt := acc.Type().(*ir.IntegerType); isInt {
		return llvm.BuildAdd(l.B, loc, llvm.BuildMul(l.B, loc, a, b).Res(), acc).Res()
	}
	return llvm.BuildIntrFmuladd(l.B, loc, a, b, acc).Res()
}
