package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// registerOffsets is Triton's emitOffsetForLayout: the coordinates of each register of the
// first thread of a tensor of type t.
func registerOffsets(t *ir.RankedTensorType) ([][]int32, error) {
	ll, err := LinearLayoutOf(t)
	if err != nil {
		return nil, err
	}
	n := ll.InDimSize(layout.DimRegister)
	out := make([][]int32, n)
	for reg := int32(0); reg < n; reg++ {
		out[reg] = ll.ApplyValues([]int32{reg})
	}
	return out, nil
}

// offsetKey is a map key of coordinates: their little-endian bytes, as formatting them per
// register is costly.
func offsetKey(c []int32) string {
	key := make([]byte, 0, 4*len(c))
	for _, v := range c {
		key = append(key, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
	}
	return string(key)
}

// remapRegisters lowers a shape op whose result registers read source registers: for every
// result register, project maps its coordinates to those of the source register it copies.
func (l *Lowering) remapRegisters(op *ir.Operation, src *ir.Value, project func([]int32) []int32) error {
	srcT := src.Type().(*ir.RankedTensorType)
	result, err := SoleResult(op)
	if err != nil {
		return err
	}
	resT := result.Type().(*ir.RankedTensorType)
	srcOffs, err := registerOffsets(srcT)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	resOffs, err := registerOffsets(resT)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	vals := l.Unpack(op.Loc(), l.Remapped(src))
	byOffset := map[string]*ir.Value{}
	for i, o := range srcOffs {
		byOffset[offsetKey(o)] = vals[i]
	}
	out := make([]*ir.Value, len(resOffs))
	for i, o := range resOffs {
		v, ok := byOffset[offsetKey(project(o))]
		if !ok {
			return ir.OpError(op, "no source register holds the coordinates %v", project(o))
		}
		out[i] = v
	}
	return l.packResult(op, out)
}

// ExpandDimsPattern is Triton's ExpandDimsOpConversion: the registers are the source's,
// found by their coordinates without the new dimension.
func ExpandDimsPattern(op *ir.Operation, l *Lowering) (bool, error) {
	e, ok := tt.AsExpandDims(op)
	if !ok {
		return false, nil
	}
	axis, _ := e.Axis()
	return true, l.remapRegisters(op, e.Src(), func(c []int32) []int32 {
		out := append([]int32(nil), c[:axis]...)
		return append(out, c[axis+1:]...)
	})
}

// BroadcastPattern is Triton's BroadcastOpConversion: each register copies the source
// register at its coordinates, with the broadcast dimensions at 0.
func BroadcastPattern(op *ir.Operation, l *Lowering) (bool, error) {
	b, ok := tt.AsBroadcast(op)
	if !ok {
		return false, nil
	}
	srcT := b.Src().Type().(*ir.RankedTensorType)
	return true, l.remapRegisters(op, b.Src(), func(c []int32) []int32 {
		out := append([]int32(nil), c...)
		for d, n := range srcT.Dims {
			if n == 1 {
				out[d] = 0
			}
		}
		return out
	})
}

// TransPattern is Triton's TransOpConversion: the result layout is the source's transposed,
// so each register keeps its value.
func TransPattern(op *ir.Operation, l *Lowering) (bool, error) {
	t, ok := tt.AsTrans(op)
	if !ok {
		return false, nil
	}
	if _, ok := t.Src().Type().(*ir.RankedTensorType); !ok {
		return true, ir.OpError(op, "lowering a transpose of shared memory is not supported yet")
	}
	l.Replace(op, l.Remapped(t.Src()))
	return true, nil
}

// ReshapePattern is Triton's ReshapeOpConversion: the registers, repacked as the result.
func ReshapePattern(op *ir.Operation, l *Lowering) (bool, error) {
	r, ok := tt.AsReshape(op)
	if !ok {
		return false, nil
	}
	return true, l.packResult(op, l.Unpack(op.Loc(), l.Remapped(r.Src())))
}

// contiguousAlongLast returns how many consecutive registers of a tensor precede the
// register that steps its last dimension, for join and split.
func contiguousAlongLast(op *ir.Operation, t *ir.RankedTensorType) (int, error) {
	ll, err := LinearLayoutOf(t)
	if err != nil {
		return 0, ir.OpError(op, "%v", err)
	}
	last := len(t.Dims) - 1
	n := 1
	for _, b := range ll.Bases(layout.DimRegister) {
		if b[last] == 1 {
			return n, nil
		}
		n *= 2
	}
	return 0, ir.OpError(op, "the joined dimension is not held in registers")
}

// JoinPattern is Triton's JoinOpConversion: runs of lhs and rhs registers interleave.
func JoinPattern(op *ir.Operation, l *Lowering) (bool, error) {
	j, ok := tt.AsJoin(op)
	if !ok {
		return false, nil
	}
	run, err := contiguousAlongLast(op, j.Result().Type().(*ir.RankedTensorType))
	if err != nil {
		return true, err
	}
	lhs := l.Unpack(op.Loc(), l.Remapped(j.Lhs()))
	rhs := l.Unpack(op.Loc(), l.Remapped(j.Rhs()))
	joined := make([]*ir.Value, 2*len(lhs))
	for i := 0; i < len(lhs); i += run {
		for k := 0; k < run; k++ {
			joined[2*i+k] = lhs[i+k]
			joined[2*i+run+k] = rhs[i+k]
		}
	}
	return true, l.packResult(op, joined)
}

// SplitPattern is Triton's SplitOpConversion: the inverse of join.
func SplitPattern(op *ir.Operation, l *Lowering) (bool, error) {
	s, ok := tt.AsSplit(op)
	if !ok {
		return false, nil
	}
	run, err := contiguousAlongLast(op, s.Src().Type().(*ir.RankedTensorType))
	if err != nil {
		return true, err
	}
	src := l.Unpack(op.Loc(), l.Remapped(s.Src()))
	var lhs, rhs []*ir.Value
	for i := 0; i < len(src); i += 2 * run {
		for k := 0; k < run; k++ {
			lhs = append(lhs, src[i+k])
			rhs = append(rhs, src[i+run+k])
		}
	}
	st, err := l.Types.Convert(s.OutLHS().Type())
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	l.Replace(op, l.Pack(op.Loc(), lhs, st), l.Pack(op.Loc(), rhs, st))
	return true, nil
}
