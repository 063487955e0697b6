package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// The element types of nvg.wgmma, as Triton's WGMMAEltType numbers them.
const (
	wgmmaS8   = 0
	wgmmaS32  = 1
	wgmmaE4M3 = 2
	wgmmaE5M2 = 3
	wgmmaF16  = 4
	wgmmaBF16 = 5
	wgmmaTF32 = 6
	wgmmaF32  = 7
)

// The operand layouts of nvg.wgmma.
const (
	wgmmaRow = 0
	wgmmaCol = 1
)

// inputPrecisionTF32 is tt.InputPrecision's tf32 case.
const inputPrecisionTF32 = 0

// wgmmaResultType is Triton's getMmaRetType: the accumulator's wgmma element type.
func wgmmaResultType(t ir.Type) (int64, error) {
	if ft, ok := t.(*ir.FloatType); ok && ft.Kind == ir.F32 {
		return wgmmaF32, nil
	} else if ok && ft.Kind == ir.F16 {
		return wgmmaF16, nil
	}
	if it, ok := t.(*ir.IntegerType); ok && it.Width == 32 {
		return wgmmaS32, nil
	}
	return 0, fmt.Errorf("unsupported wgmma result type %s", asm.TypeString(t))
}

// wgmmaOperandType is Triton's getMmaOperandType: an operand's wgmma element type.
func wgmmaOperandType(t ir.Type, allowTF32 bool) (int64, error) {
	if ft, ok := t.(*ir.FloatType); ok {
		switch {
		case ft.Kind == ir.F16:
			return wgmmaF16, nil
		case ft.Kind == ir.BF16:
			return wgmmaBF16, nil
		case ft.Kind == ir.F32 && allowTF32:
			return wgmmaTF32, nil
		case ft.Kind == ir.F8E5M2:
			return wgmmaE5M2, nil
		case ft.Kind == ir.F8E4M3FN:
			return wgmmaE4M3, nil
		}
	}
	if it, ok := t.(*ir.IntegerType); ok && it.Width == 8 {
		return wgmmaS8, nil
	}
	return 0, fmt.Errorf("unsupported wgmma operand type %s", asm.TypeString(t))
}

// isZeroSplat is Triton's isZeroConst: v is an arith.constant splat of zero.
func isZeroSplat(v *ir.Value) bool {
	c, ok := arith.AsConstant(v.DefiningOp())
	if !ok {
		return false
	}
	d, ok := c.ValueAttr().(*ir.DenseElementsAttr)
	if !ok || !d.Splat || d.Wide != nil || len(d.Data) != 1 {
		return false
	}
	w := d.Data[0]
	if _, isFloat := d.Type.ElementType().(*ir.FloatType); isFloat {
		w &^= 1 << (ir.IntOrFloatBitWidth(d.Type.ElementType()) - 1)
	}
	return w == 0
}

// isFP8 reports whether t is one of the 8-bit float types wgmma accumulates imprecisely.
func isFP8(t ir.Type) bool {
	ft, ok := t.(*ir.FloatType)
	return ok && (ft.Kind == ir.F8E5M2 || ft.Kind == ir.F8E4M3FN || ft.Kind == ir.F8E5M2FNUZ || ft.Kind == ir.F8E4M3FNUZ)
}

// packWgmmaRegisters is Triton's loadReg: n values from start, 16-bit and 8-bit ones packed
// into i32s, emitted before the instruction sequence's fence.
func packWgmmaRegisters(l *shared.Lowering, loc ir.Location, vals []*ir.Value, start, n int, fence, op *ir.Operation) ([]*ir.Value, error) {
	if start+n > len(vals) {
		return nil, fmt.Errorf("the operand holds %d values per thread, fewer than the %d its wgmma tiles read", len(vals), start+n)
	}
	elem := vals[0].Type()
	width := ir.IntOrFloatBitWidth(elem)
	if width == 0 || width >= 32 {
		return vals[start : start+n], nil
	}
	l.B.SetInsertionPoint(fence)
	defer l.B.SetInsertionPoint(op)
	per := 32 / width
	vecT := l.Ctx.VectorType([]int64{int64(per)}, elem, nil)
	out := make([]*ir.Value, n/per)
	for i := range out {
		pack := l.Undef(loc, vecT)
		for j := range per {
			pack = llvm.BuildInsertelement(l.B, loc, vecT, pack, vals[start+i*per+j], l.I32(loc, int64(j))).Res()
		}
		out[i] = l.Bitcast(loc, pack, l.Ctx.I32())
	}
	return out, nil
}

// unpackF16Accumulator is Triton's unpackAccumulator: an f16 accumulator's i32s split back
// into halves.
func unpackF16Accumulator(l *shared.Lowering, loc ir.Location, packed []*ir.Value, elem ir.Type) []*ir.Value {
	if ft, ok := elem.(*ir.FloatType); !ok || ft.Kind != ir.F16 {
		return packed
	}
	vecT := l.Ctx.VectorType([]int64{2}, elem, nil)
	var out []*ir.Value
	for _, v := range packed {
		vec := l.Bitcast(loc, v, vecT)
		out = append(out, llvm.BuildExtractelement(l.B, loc, elem, vec, l.I32(loc, 0)).Res())
		out = append(out, llvm.BuildExtractelement(l.B, loc, elem, vec, l.I32(loc, 1)).Res())
	}
	return out
}

// structOf returns the literal struct type of vals' types.
func structOf(ctx *ir.Context, vals []*ir.Value) ir.Type {
	types := make([]ir.Type, len(vals))
	for i, v := range vals {
		types[i] = v.Type()
	}
	return llvm.Struct(ctx, types, false)
}

// faddAccumulate is Triton's faddAccumulate: the elementwise sum of two accumulator structs.
func faddAccumulate(l *shared.Lowering, loc ir.Location, a, b *ir.Value) *ir.Value {
	st := a.Type().(*llvm.StructType)
	sum := l.Undef(loc, st)
	for i, t := range st.Body {
		pos := ir.NamedAttribute{Name: "position", Value: l.Ctx.DenseI64ArrayAttr([]int64{int64(i)})}
		lhs := llvm.BuildExtractvalue(l.B, loc, t, a, pos).Res()
		rhs := llvm.BuildExtractvalue(l.B, loc, t, b, pos).Res()
		sum = llvm.BuildInsertvalue(l.B, loc, st, sum, llvm.BuildFadd(l.B, loc, lhs, rhs).Res(), pos).Res()
	}
	return sum
}

// waitGroup is Triton's emitWait and the single-input WarpGroupDotWaitOp conversion: the
// values packed into one struct through nvg.wgmma_wait_group and unpacked again.
func waitGroup(l *shared.Lowering, loc ir.Location, vals []*ir.Value, pendings int64) []*ir.Value {
	st := structOf(l.Ctx, vals)
	waited := nvgpu.BuildWgmmaWaitGroup(l.B, loc, st, l.Pack(loc, vals, st))
	waited.SetPendings(pendings)
	return l.Unpack(loc, waited.Output())
}

// wgmmaOperands holds what convertDot reads of a warp_group_dot: its types and lowered
// operands.
type wgmmaOperands struct {
	aType              ir.ShapedType
	bType              *ttg.MemDescType
	dType              *ir.RankedTensorType
	mma                *ttg.NvidiaMmaEncoding
	loadedA, loadedB   *ir.Value
	loadedC, useC      *ir.Value
	zeroAcc, allowTF32 bool
	partialAcc         bool
	maxImpreciseAcc    int
}

// readWgmmaOperands checks a warp_group_dot's types and collects its lowered operands.
func readWgmmaOperands(dot ttng.WarpGroupDotOp, l *shared.Lowering) (wgmmaOperands, error) {
	op := dot.Operation
	aType, okA := dot.A().Type().(ir.ShapedType)
	bType, okB := dot.B().Type().(*ttg.MemDescType)
	dType, okD := dot.D().Type().(*ir.RankedTensorType)
	if !okA || !okB || !okD {
		return wgmmaOperands{}, ir.OpError(op, "expected a tensor or memdesc A, a memdesc B and a tensor result")
	}
	mma, ok := dType.Encoding.(*ttg.NvidiaMmaEncoding)
	if !ok || mma.VersionMajor != 3 || len(mma.InstrShape) != 3 || len(mma.WarpsPerCTA) != 2 {
		return wgmmaOperands{}, ir.OpError(op, "expected a rank-2 result with a version 3 nvidia_mma layout")
	}
	adaptor := dot.Adaptor(l.Operands(op))
	precision, _ := dot.InputPrecision()
	maxImprecise, _ := dot.MaxNumImpreciseAcc()
	return wgmmaOperands{
		aType: aType, bType: bType, dType: dType, mma: mma,
		loadedA: adaptor.A(), loadedB: adaptor.B(), loadedC: adaptor.C(), useC: adaptor.UseC(),
		zeroAcc:         isZeroSplat(dot.C()),
		allowTF32:       precision == inputPrecisionTF32,
		partialAcc:      isFP8(aType.ElementType()) && isF32(dType.Elem) && maxImprecise <= aType.Shape()[1],
		maxImpreciseAcc: int(maxImprecise),
	}, nil
}

// isF32 reports whether t is f32.
func isF32(t ir.Type) bool {
	ft, ok := t.(*ir.FloatType)
	return ok && ft.Kind == ir.F32
}

// WarpGroupDotPattern is Triton's WarpGroupDotOpConversion (convertDot of WGMMA.cpp): the
// product tiled into wgmma instructions between a wgmma fence and a commit, with shared
// memory descriptors for the operands in shared memory, A's registers packed into i32s, and
// a wait for the result unless the op is asynchronous.
func WarpGroupDotPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	dot, ok := ttng.AsWarpGroupDot(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	// Triton computes the thread id for convertWGMMA, which leaves it unused.
	l.ThreadID(loc)
	in, err := readWgmmaOperands(dot, l)
	if err != nil {
		return true, err
	}
	res, err := convertWgmma(l, loc, op, in, !dot.IsAsync())
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	l.Replace(op, res)
	return true, nil
}

// convertWgmma emits the wgmma sequence of a warp_group_dot and returns its result struct.
func convertWgmma(l *shared.Lowering, loc ir.Location, op *ir.Operation, in wgmmaOperands, sync bool) (*ir.Value, error) {
	aMem, aInShared := in.aType.(*ttg.MemDescType)
	var baseA *ir.Value
	var err error
	if aInShared {
		if baseA, err = offsetBase(l, loc, in.loadedA, aMem); err != nil {
			return nil, err
		}
	}
	baseB, err := offsetBase(l, loc, in.loadedB, in.bType)
	if err != nil {
		return nil, err
	}
	instr, warps := in.mma.InstrShape, in.mma.WarpsPerCTA
	accSize := int(2 * (instr[1] / 4))
	m, n, k := int(4*instr[0]), int(instr[1]), int(instr[2])
	mmaSizeM, mmaSizeN, mmaSizeK := int(instr[0]*warps[0]), int(instr[1]*warps[1]), int(instr[2])
	enc, err := ttg.LayoutEncoding(in.mma)
	if err != nil {
		return nil, err
	}
	// Each CTA of a cluster multiplies its own part of the result.
	shape := layout.ShapePerCTA(enc, in.dType.Dims)
	numRepM := ceilDiv(int(shape[0]), mmaSizeM)
	numRepN := ceilDiv(int(shape[1]), mmaSizeN)
	numRepK := ceilDiv(int(in.aType.Shape()[1]), mmaSizeK)
	var aLoader *mmaSmemLoader
	var structA []*ir.Value
	transA := false
	if aInShared {
		if aLoader, err = buildMmaSmemLoader(l, loc, aMem, baseA, [2]int{m, k}, 0, in.dType); err != nil {
			return nil, err
		}
		transA = aLoader.desc.transposed
	} else {
		structA = l.Unpack(loc, in.loadedA)
	}
	bLoader, err := buildMmaSmemLoader(l, loc, in.bType, baseB, [2]int{k, n}, 1, in.dType)
	if err != nil {
		return nil, err
	}
	transB := !bLoader.desc.transposed
	fc := l.Unpack(loc, in.loadedC)
	eltC, err := wgmmaResultType(in.dType.Elem)
	if err != nil {
		return nil, err
	}
	eltA, err := wgmmaOperandType(in.aType.ElementType(), in.allowTF32)
	if err != nil {
		return nil, err
	}
	eltB, err := wgmmaOperandType(in.bType.Elem, in.allowTF32)
	if err != nil {
		return nil, err
	}
	layoutA, layoutB := int64(wgmmaRow), int64(wgmmaCol)
	if transA {
		layoutA = wgmmaCol
	}
	if transB {
		layoutB = wgmmaRow
	}
	attrs := wgmmaAttrs{m: m, n: n, k: k, eltC: eltC, eltA: eltA, eltB: eltB, layoutA: layoutA, layoutB: layoutB}
	fence := nvvm.BuildWgmmaFenceAligned(l.B, loc).Operation
	var results []*ir.Value
	for mi := range numRepM {
		for ni := range numRepN {
			mmaOut, err := packWgmmaRegisters(l, loc, fc, (mi*numRepN+ni)*accSize, accSize, fence, op)
			if err != nil {
				return nil, err
			}
			accTy := structOf(l.Ctx, mmaOut)
			var d *ir.Value
			useC := l.IntConst(loc, l.Ctx.I1(), 0)
			if !in.zeroAcc {
				d = l.Pack(loc, mmaOut, accTy)
				useC = l.IntConst(loc, l.Ctx.I1(), 1)
			}
			if in.useC != nil {
				useC = llvm.BuildAnd(l.B, loc, useC, in.useC).Res()
			}
			lowPrecisionAcc := 0
			var partial *ir.Value
			for ki := range numRepK {
				var a *ir.Value
				if aInShared {
					if a, err = aLoader.load(l, loc, mi*mmaSizeM, ki*mmaSizeK); err != nil {
						return nil, err
					}
				} else {
					regSize := int(instr[0]*instr[2]) / 32
					regA, err := packWgmmaRegisters(l, loc, structA, (mi*numRepK+ki)*regSize, regSize, fence, op)
					if err != nil {
						return nil, err
					}
					a = l.Pack(loc, regA, structOf(l.Ctx, regA))
				}
				b, err := bLoader.load(l, loc, ki*mmaSizeK, ni*mmaSizeN)
				if err != nil {
					return nil, err
				}
				lowPrecisionAcc += k
				addAcc := in.partialAcc && (lowPrecisionAcc >= in.maxImpreciseAcc || ki == numRepK-1)
				acc := d
				if in.partialAcc {
					acc = partial
				}
				acc = attrs.build(l, loc, accTy, a, b, useC, acc)
				useC = l.IntConst(loc, l.Ctx.I1(), 1)
				if in.partialAcc {
					partial = acc
				} else {
					d = acc
				}
				if addAcc {
					if d != nil {
						d = faddAccumulate(l, loc, d, partial)
					} else {
						d = partial
					}
					lowPrecisionAcc = 0
					partial = nil
				}
			}
			results = append(results, l.Unpack(loc, d)...)
		}
	}
	nvvm.BuildWgmmaCommitGroupSyncAligned(l.B, loc)
	if sync {
		results = waitGroup(l, loc, results, 0)
	}
	results = unpackF16Accumulator(l, loc, results, in.dType.Elem)
	elems := make([]ir.Type, len(results))
	for i := range elems {
		elems[i] = in.dType.Elem
	}
	return l.Pack(loc, results, llvm.Struct(l.Ctx, elems, false)), nil
}

// ceilDiv is the quotient rounded up.
func ceilDiv(a, b int) int { return (a + b - 1) / b }

// wgmmaAttrs are the shape, element types and operand layouts of the wgmma instructions of
// one warp_group_dot.
type wgmmaAttrs struct {
	m, n, k          int
	eltC, eltA, eltB int64
	layoutA, layoutB int64
}

// build emits one nvg.wgmma.
func (w wgmmaAttrs) build(l *shared.Lowering, loc ir.Location, accTy ir.Type, a, b, useC, acc *ir.Value) *ir.Value {
	mma := nvgpu.BuildWgmma(l.B, loc, accTy, a, b, useC, acc)
	mma.SetM(int64(w.m))
	mma.SetN(int64(w.n))
	mma.SetK(int64(w.k))
	mma.SetEltTypeC(w.eltC)
	mma.SetEltTypeA(w.eltA)
	mma.SetEltTypeB(w.eltB)
	mma.SetLayoutA(w.layoutA)
	mma.SetLayoutB(w.layoutB)
	return mma.Res()
}

// WarpGroupDotWaitPattern is Triton's WarpGroupDotWaitOpConversion: one
// nvg.wgmma_wait_group over the inputs, several inputs packed into one struct and unpacked
// into their own structs after.
func WarpGroupDotWaitPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	wait, ok := ttng.AsWarpGroupDotWait(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	pendings, _ := wait.Pendings()
	inputs := wait.Adaptor(l.Operands(op)).Inputs()
	if len(inputs) == 1 {
		waited := nvgpu.BuildWgmmaWaitGroup(l.B, loc, inputs[0].Type(), inputs[0])
		waited.SetPendings(pendings)
		l.Replace(op, waited.Output())
		return true, nil
	}
	var types []ir.Type
	for _, v := range inputs {
		st, ok := v.Type().(*llvm.StructType)
		if !ok {
			return true, ir.OpError(op, "expected lowered inputs of struct type, found %s", asm.TypeString(v.Type()))
		}
		types = append(types, st.Body...)
	}
	packedT := llvm.Struct(l.Ctx, types, false)
	packed := l.Undef(loc, packedT)
	idx := 0
	for _, v := range inputs {
		for i, t := range v.Type().(*llvm.StructType).Body {
			e := llvm.BuildExtractvalue(l.B, loc, t, v, position(l, i)).Res()
			packed = llvm.BuildInsertvalue(l.B, loc, packedT, packed, e, position(l, idx)).Res()
			idx++
		}
	}
	waited := nvgpu.BuildWgmmaWaitGroup(l.B, loc, packedT, packed)
	waited.SetPendings(pendings)
	outs := make([]*ir.Value, len(inputs))
	idx = 0
	for j, v := range inputs {
		st := v.Type().(*llvm.StructType)
		s := l.Undef(loc, st)
		for i, t := range st.Body {
			e := llvm.BuildExtractvalue(l.B, loc, t, waited.Output(), position(l, idx)).Res()
			s = llvm.BuildInsertvalue(l.B, loc, st, s, e, position(l, i)).Res()
			idx++
		}
		outs[j] = s
	}
	l.Replace(op, outs...)
	return true, nil
}

// position is the position attribute of llvm.extractvalue and llvm.insertvalue.
func position(l *shared.Lowering, i int) ir.NamedAttribute {
	return ir.NamedAttribute{Name: "position", Value: l.Ctx.DenseI64ArrayAttr([]int64{int64(i)})}
}
