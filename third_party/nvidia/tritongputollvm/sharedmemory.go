package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// ShuffleXor is Triton's NVIDIA shuffleXor: shfl.sync.bfly of the value as i32 (64-bit
// values as two halves).
func (TargetInfo) ShuffleXor(l *shared.Lowering, loc ir.Location, v *ir.Value, mask int) *ir.Value {
	return shufflePointer(l, loc, v, l.I32(loc, int64(mask)), l.I32(loc, 0x1f), "bfly")
}

// shuffle is Triton's shuffleCommonImpl: shfl.sync of the given kind (bfly, idx, up, down).
func shuffle(l *shared.Lowering, loc ir.Location, v, offset, clamp *ir.Value, kind string) *ir.Value {
	t := v.Type()
	width := ir.IntOrFloatBitWidth(t)
	if width == 64 {
		vecT := l.Ctx.VectorType([]int64{2}, l.Ctx.F32(), nil)
		vec := l.Bitcast(loc, v, vecT)
		lo := llvm.BuildExtractelement(l.B, loc, l.Ctx.F32(), vec, l.I32(loc, 0)).Res()
		hi := llvm.BuildExtractelement(l.B, loc, l.Ctx.F32(), vec, l.I32(loc, 1)).Res()
		lo = shuffle(l, loc, lo, offset, clamp, kind)
		hi = shuffle(l, loc, hi, offset, clamp, kind)
		vec = l.Undef(loc, vecT)
		vec = llvm.BuildInsertelement(l.B, loc, vecT, vec, lo, l.I32(loc, 0)).Res()
		vec = llvm.BuildInsertelement(l.B, loc, vecT, vec, hi, l.I32(loc, 1)).Res()
		return l.Bitcast(loc, vec, t)
	}
	i32 := l.Ctx.I32()
	if t != i32 {
		v = l.Bitcast(loc, v, l.Ctx.IntegerType(width))
		if width < 32 {
			v = llvm.BuildZext(l.B, loc, i32, v).Res()
		}
	}
	all := l.I32(loc, -1)
	res := nvvm.BuildShflSync(l.B, loc, i32, all, v, offset, clamp,
		ir.NamedAttribute{Name: "kind", Value: llvm.Enum(l.Ctx, "nvvm", "shfl_kind", kind, true)}).Res()
	if t != i32 {
		if width < 32 {
			res = llvm.BuildTrunc(l.B, loc, l.Ctx.IntegerType(width), res).Res()
		}
		res = l.Bitcast(loc, res, t)
	}
	return res
}

// packVector is Triton's packLLVector.
func packVector(l *shared.Lowering, loc ir.Location, vals []*ir.Value) *ir.Value {
	vecT := l.Ctx.VectorType([]int64{int64(len(vals))}, vals[0].Type(), nil)
	vec := l.Undef(loc, vecT)
	for i, v := range vals {
		vec = llvm.BuildInsertelement(l.B, loc, vecT, vec, v, l.I32(loc, int64(i))).Res()
	}
	return vec
}

// unpackVector is Triton's unpackLLVector.
func unpackVector(l *shared.Lowering, loc ir.Location, vec *ir.Value) []*ir.Value {
	vt, ok := vec.Type().(*ir.VectorType)
	if !ok {
		return []*ir.Value{vec}
	}
	out := make([]*ir.Value, vt.Dims[0])
	for i := range out {
		out[i] = llvm.BuildExtractelement(l.B, loc, vt.Elem, vec, l.I32(loc, int64(i))).Res()
	}
	return out
}

// StoreShared is Triton's NVIDIA storeDShared within the CTA for one scalar: the value as
// an integer vector, stored by a predicated st.shared.
func (TargetInfo) StoreShared(l *shared.Lowering, loc ir.Location, ptr, v, pred *ir.Value) {
	vec := packVector(l, loc, []*ir.Value{v})
	width := ir.IntOrFloatBitWidth(v.Type())
	if _, isInt := v.Type().(*ir.IntegerType); !isInt {
		vals := unpackVector(l, loc, vec)
		for i, e := range vals {
			vals[i] = l.Bitcast(loc, e, l.Ctx.IntegerType(width))
		}
		vec = packVector(l, loc, vals)
	}
	var b PTXBuilder
	addr := b.NewAddress(ptr, "r", 0)
	val := b.NewOperand(vec, constraintFor(width))
	b.Exec(Opcode("st", "shared", fmtBits(width)), pred, addr, val)
	b.Launch(l.B, loc, llvm.Void(l.Ctx))
}

// LoadShared is Triton's NVIDIA loadDShared within the CTA for one scalar: a predicated
// ld.shared of an integer, bitcast back to elem.
func (TargetInfo) LoadShared(l *shared.Lowering, loc ir.Location, ptr *ir.Value, elem ir.Type, pred *ir.Value) *ir.Value {
	width := ir.IntOrFloatBitWidth(elem)
	intT := l.Ctx.IntegerType(width)
	var b PTXBuilder
	out := b.NewOutput("="+constraintFor(width), false)
	addr := b.NewAddress(ptr, "r", 0)
	b.Exec(Opcode("ld", "shared", fmtBits(width)), pred, out, addr)
	loaded := b.Launch(l.B, loc, intT)
	vals := unpackVector(l, loc, packVector(l, loc, []*ir.Value{loaded}))
	if _, isInt := elem.(*ir.IntegerType); !isInt {
		for i, v := range vals {
			vals[i] = l.Bitcast(loc, v, elem)
		}
		vals = unpackVector(l, loc, packVector(l, loc, vals))
	}
	return vals[0]
}

// constraintFor is Triton's getConstraintForBitwidth.
func constraintFor(width int) string {
	switch width {
	case 8, 16:
		return "h"
	case 64:
		return "l"
	}
	return "r"
}

// fmtBits is the PTX type suffix of a width: b32.
func fmtBits(width int) string { return "b" + itoa(width) }

// itoa formats a small integer.
func itoa(v int) string {
	if v < 10 {
		return string(rune('0' + v))
	}
	return itoa(v/10) + string(rune('0'+v%10))
}

// Barrier emits nvvm.barrier0.
func (TargetInfo) Barrier(l *shared.Lowering, loc ir.Location) { nvvm.BuildBarrier0(l.B, loc) }

// isOp reports whether op is a T.
func isOp[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}
