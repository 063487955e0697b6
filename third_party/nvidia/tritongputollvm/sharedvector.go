package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// This file is the NVIDIA TargetInfo's storeDShared, loadDShared and barrier within the CTA
// (third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/TargetInfo.cpp), which the shared-memory
// lowering asks through shared.SharedMemoryTarget.

// elemBits is Triton's getIntOrFloatOrPtrBitWidth.
func elemBits(t ir.Type) int {
	if _, ok := t.(*llvm.PointerType); ok {
		return 64
	}
	return ir.IntOrFloatBitWidth(t)
}

// isConstantTrue is Triton's isConstantTruePred: pred is an llvm.mlir.constant true.
func isConstantTrue(pred *ir.Value) bool {
	def := pred.DefiningOp()
	if def == nil {
		return false
	}
	c, ok := llvm.AsMlirConstant(def)
	if !ok {
		return false
	}
	a, ok := c.ValueAttr().(*ir.IntegerAttr)
	return ok && a.Value != 0
}

// vectorOf returns the vector type of n elements of type elem.
func vectorOf(l *shared.Lowering, elem ir.Type, n int) *ir.VectorType {
	return l.Ctx.VectorType([]int64{int64(n)}, elem, nil)
}

// StoreSharedVector is Triton's NVIDIA storeDShared within the CTA: vec (a vector or a
// scalar) stored at ptr, as integers of at least 8 bits, in pieces of at most 128 bits; a
// plain llvm.store when pred is the constant true, else a predicated st.shared.
func (t TargetInfo) StoreSharedVector(l *shared.Lowering, loc ir.Location, ptr, val, pred *ir.Value) {
	vt, ok := val.Type().(*ir.VectorType)
	if !ok {
		t.StoreSharedVector(l, loc, ptr, l.PackVector(loc, []*ir.Value{val}), pred)
		return
	}
	elem := vt.Elem
	vec := int(vt.Dims[0])
	bits := elemBits(elem)
	_, isInt := elem.(*ir.IntegerType)
	switch {
	case bits < 8:
		vals := l.UnpackVector(loc, val)
		for i, v := range vals {
			vals[i] = llvm.BuildZext(l.B, loc, l.Ctx.IntegerType(8), l.Bitcast(loc, v, l.Ctx.IntegerType(bits))).Res()
		}
		t.StoreSharedVector(l, loc, ptr, l.PackVector(loc, vals), pred)
	case !isInt:
		vals := l.UnpackVector(loc, val)
		for i, v := range vals {
			if _, isPtr := v.Type().(*llvm.PointerType); isPtr {
				vals[i] = llvm.BuildPtrtoint(l.B, loc, l.Ctx.IntegerType(bits), v).Res()
			} else {
				vals[i] = l.Bitcast(loc, v, l.Ctx.IntegerType(bits))
			}
		}
		t.StoreSharedVector(l, loc, ptr, l.PackVector(loc, vals), pred)
	case vec > 4 && bits < 32:
		perPack := 32 / bits
		old := l.UnpackVector(loc, val)
		var packed []*ir.Value
		for i := 0; i < vec/perPack; i++ {
			packed = append(packed, l.Bitcast(loc, l.PackVector(loc, old[i*perPack:(i+1)*perPack]), l.Ctx.I32()))
		}
		t.StoreSharedVector(l, loc, ptr, l.PackVector(loc, packed), pred)
	case vec*bits > 128:
		maxVec := 128 / bits
		vals := l.UnpackVector(loc, val)
		for i := 0; i < vec/maxVec; i++ {
			piece := l.InboundsGEP(loc, ptr.Type(), elem, ptr, l.I32(loc, int64(i*maxVec)))
			t.StoreSharedVector(l, loc, piece, l.PackVector(loc, vals[i*maxVec:(i+1)*maxVec]), pred)
		}
	case isConstantTrue(pred):
		llvm.BuildStore(l.B, loc, val, ptr, ir.NamedAttribute{Name: "alignment", Value: l.Ctx.I64Attr(int64(vec * bits / 8))})
	default:
		var b PTXBuilder
		addr := b.NewAddress(ptr, "r", 0)
		var operand *PTXOperand
		if vec > 1 {
			operand = b.NewList()
			for i := 0; i < vec; i++ {
				e := llvm.BuildExtractelement(l.B, loc, elem, val, l.I32(loc, int64(i))).Res()
				operand.Append(b.NewOperand(e, constraintFor(bits)))
			}
		} else {
			operand = b.NewOperand(val, constraintFor(bits))
		}
		b.Exec(Opcode("st", "shared", fmt.Sprintf("v%d", vec), vec > 1, fmtBits(bits)), pred, addr, operand)
		b.Launch(l.B, loc, llvm.Void(l.Ctx))
	}
}

// LoadSharedVector is Triton's NVIDIA loadDShared within the CTA: a value of type loadType
// (a vector or a scalar) loaded from ptr as integers of at least 8 bits, in pieces of at
// most 128 bits; a plain llvm.load when pred is the constant true, else a predicated
// ld.shared.
func (t TargetInfo) LoadSharedVector(l *shared.Lowering, loc ir.Location, ptr *ir.Value, loadType ir.Type, pred *ir.Value) *ir.Value {
	vt, ok := loadType.(*ir.VectorType)
	if !ok {
		return l.UnpackVector(loc, t.LoadSharedVector(l, loc, ptr, vectorOf(l, loadType, 1), pred))[0]
	}
	elem := vt.Elem
	vec := int(vt.Dims[0])
	bits := elemBits(elem)
	_, isInt := elem.(*ir.IntegerType)
	switch {
	case bits < 8:
		v := l.UnpackVector(loc, t.LoadSharedVector(l, loc, ptr, l.Ctx.IntegerType(8), pred))[0]
		return l.Bitcast(loc, llvm.BuildTrunc(l.B, loc, l.Ctx.IntegerType(bits), v).Res(), elem)
	case !isInt:
		vals := l.UnpackVector(loc, t.LoadSharedVector(l, loc, ptr, vectorOf(l, l.Ctx.IntegerType(bits), vec), pred))
		for i, v := range vals {
			vals[i] = l.Bitcast(loc, v, elem)
		}
		return l.PackVector(loc, vals)
	case vec > 4 && bits < 32:
		res := t.LoadSharedVector(l, loc, ptr, vectorOf(l, l.Ctx.I32(), vec/(32/bits)), pred)
		var vals []*ir.Value
		for _, v := range l.UnpackVector(loc, res) {
			vals = append(vals, l.UnpackVector(loc, l.Bitcast(loc, v, vectorOf(l, elem, 32/bits)))...)
		}
		return l.PackVector(loc, vals)
	case vec*bits > 128:
		maxVec := 128 / bits
		var vals []*ir.Value
		for i := 0; i < vec/maxVec; i++ {
			piece := l.InboundsGEP(loc, ptr.Type(), elem, ptr, l.I32(loc, int64(i*maxVec)))
			vals = append(vals, l.UnpackVector(loc, t.LoadSharedVector(l, loc, piece, vectorOf(l, elem, maxVec), pred))...)
		}
		return l.PackVector(loc, vals)
	}
	intT := l.Ctx.IntegerType(bits)
	var load *ir.Value
	if isConstantTrue(pred) {
		var resT ir.Type = intT
		if vec > 1 {
			resT = vectorOf(l, intT, vec)
		}
		load = llvm.BuildLoad(l.B, loc, resT, ptr, ir.NamedAttribute{Name: "alignment", Value: l.Ctx.I64Attr(int64(vec * bits / 8))}).Res()
		if vec > 1 {
			structT := llvm.Struct(l.Ctx, repeatType(intT, vec), false)
			s := l.Undef(loc, structT)
			for i := 0; i < vec; i++ {
				e := llvm.BuildExtractelement(l.B, loc, intT, load, l.I32(loc, int64(i))).Res()
				s = llvm.BuildInsertvalue(l.B, loc, structT, s, e, ir.NamedAttribute{Name: "position", Value: l.Ctx.DenseI64ArrayAttr([]int64{int64(i)})}).Res()
			}
			load = s
		}
	} else {
		var b PTXBuilder
		var out *PTXOperand
		if vec == 1 {
			out = b.NewOutput("="+constraintFor(bits), false)
		} else {
			out = b.NewList()
			for i := 0; i < vec; i++ {
				out.Append(b.NewOutput("="+constraintFor(bits), false))
			}
		}
		addr := b.NewAddress(ptr, "r", 0)
		b.Exec(Opcode("ld", "shared", fmt.Sprintf("v%d", vec), vec > 1, fmtBits(bits)), pred, out, addr)
		var resT ir.Type = intT
		if vec > 1 {
			resT = llvm.Struct(l.Ctx, repeatType(intT, vec), false)
		}
		load = b.Launch(l.B, loc, resT)
	}
	return l.PackVector(loc, l.Unpack(loc, load))
}

// repeatType returns n copies of t.
func repeatType(t ir.Type, n int) []ir.Type {
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = t
	}
	return out
}

// SyncThreads is Triton's NVIDIA barrier: nvvm.bar.warp.sync of every lane when only the
// warp must synchronise, else nvvm.barrier0.
func (TargetInfo) SyncThreads(l *shared.Lowering, loc ir.Location, warpLocal bool) {
	if warpLocal {
		nvvm.BuildBarWarpSync(l.B, loc, l.I32(loc, -1))
		return
	}
	nvvm.BuildBarrier0(l.B, loc)
}
