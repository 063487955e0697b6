package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// mmaRegisters is how many 32-bit registers (64-bit for f64) a thread holds per mma along m,
// n and k, Triton's NumRegisters.
type mmaRegisters struct{ m, n, k int }

// mmaOperandTable holds the packed registers of a dot operand by (batch, outer, k) index,
// Triton's ValueTableV2.
type mmaOperandTable map[[3]int]*ir.Value

// mmaArch selects the instruction family: Ampere's mma.sync shapes, Turing's smaller ones,
// or Hopper's m16n8k16 for f64.
type mmaArch int

const (
	mmaAmpere mmaArch = iota
	mmaTuring
	mmaHopperF64
)

// mmaV2Kind is one mma.sync flavour, Triton's TensorCoreType: the PTX type names of D, A, B
// and C.
type mmaV2Kind struct{ d, a, b string }

// ptxFloatName returns the PTX name of a dot element type, "" for one mma.sync lacks.
func ptxFloatName(t ir.Type) string {
	switch t := t.(type) {
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16:
			return "f16"
		case ir.BF16:
			return "bf16"
		case ir.F32:
			return "f32"
		case ir.F64:
			return "f64"
		case ir.F8E5M2:
			return "e5m2"
		case ir.F8E4M3FN:
			return "e4m3"
		}
	case *ir.IntegerType:
		switch t.Width {
		case 8:
			return "s8"
		case 32:
			return "s32"
		}
	}
	return ""
}

// mmaV2KindOf is Triton's getMmaTypeDot: the mma flavour of a dot of a by b into d at the
// given input precision, false when mma.sync has none for its types.
func mmaV2KindOf(precision int64, a, b, d ir.Type) (mmaV2Kind, bool) {
	an, bn, dn := ptxFloatName(a), ptxFloatName(b), ptxFloatName(d)
	isFP8 := func(s string) bool { return s == "e5m2" || s == "e4m3" }
	switch dn {
	case "f32":
		switch {
		case an == bn && (an == "f16" || an == "bf16"), isFP8(an) && isFP8(bn):
			return mmaV2Kind{dn, an, bn}, true
		case an == "f32" && bn == "f32":
			if precision == tt.InputPrecisionTF32 {
				return mmaV2Kind{"f32", "tf32", "tf32"}, true
			}
		}
	case "s32":
		if an == "s8" && bn == "s8" {
			return mmaV2Kind{dn, an, bn}, true
		}
	case "f16":
		if (an == "f16" && bn == "f16") || (isFP8(an) && isFP8(bn)) {
			return mmaV2Kind{dn, an, bn}, true
		}
	case "f64":
		if an == "f64" && bn == "f64" {
			return mmaV2Kind{dn, an, bn}, true
		}
	}
	return mmaV2Kind{}, false
}

// instruction returns the mma.sync opcode of the flavour on arch, Triton's mmaInstrPtx
// tables; false when the architecture has no such instruction.
func (k mmaV2Kind) instruction(arch mmaArch) (string, bool) {
	types := k.d + "." + k.a + "." + k.b + "." + k.d
	var shape string
	switch arch {
	case mmaTuring:
		switch types {
		case "f32.f16.f16.f32", "f16.f16.f16.f16":
			shape = "m16n8k8"
		case "s32.s8.s8.s32":
			shape = "m8n8k16"
		}
	case mmaHopperF64:
		if k.d == "f64" {
			shape = "m16n8k16"
		}
	default:
		switch {
		case k.d == "f64":
			shape = "m8n8k4"
		case k.a == "tf32":
			shape = "m16n8k8"
		case k.a == "s8" || k.a == "e5m2" || k.a == "e4m3":
			shape = "m16n8k32"
		default:
			shape = "m16n8k16"
		}
	}
	if shape == "" {
		return "", false
	}
	if k.d == "s32" {
		types = "satfinite." + types
	}
	return "mma.sync.aligned." + shape + ".row.col." + types, true
}

// resultType is Triton's getMmaRetType: the struct one mma.sync returns.
func (k mmaV2Kind) resultType(ctx *ir.Context) ir.Type {
	var elem ir.Type
	n := 4
	switch k.d {
	case "f64":
		elem = ctx.F64()
	case "s32":
		elem = ctx.I32()
	case "f16":
		elem, n = ctx.VectorType([]int64{2}, ctx.F16(), nil), 2
	default:
		elem = ctx.F32()
	}
	body := make([]ir.Type, n)
	for i := range body {
		body[i] = elem
	}
	return llvm.Struct(ctx, body, false)
}

// mmaRepForOperand is Triton's NvidiaMmaEncodingAttr::getRepForOperand: the number of mma
// tiles of an operand along batch, its outer dimension and K.
func mmaRepForOperand(mma *ttg.NvidiaMmaEncoding, shape []int64, bitwidth, opIdx int) [3]int {
	rank := len(shape)
	warps := make([]int64, rank)
	for i, w := range mma.WarpsPerCTA {
		warps[i] = int64(w)
	}
	kDim := rank - 1
	if opIdx == 1 {
		kDim = rank - 2
	}
	warps[kDim] = 1
	tileK := int64(4 * 64)
	if mma.VersionMajor == 2 && bitwidth == 64 {
		tileK = 4 * 256
	}
	var tile []int64
	if rank == 3 {
		tile = append(tile, 1)
	}
	if opIdx == 0 {
		tile = append(tile, 16, tileK/int64(bitwidth))
	} else {
		tile = append(tile, tileK/int64(bitwidth), 8)
	}
	var rep []int
	if rank != 3 {
		rep = append(rep, 1)
	}
	for i, s := range shape {
		rep = append(rep, int(max(1, s/(tile[i]*warps[i]))))
	}
	return [3]int(rep)
}

// lowerMMAv2 is Triton's convertMMA: a dot with an nvidia_mma v2 result as one mma.sync per
// tile of the result and step of K.
func (p *ConvertTritonGPUToLLVM) lowerMMAv2(dot tt.DotOp, l *shared.Lowering, mma *ttg.NvidiaMmaEncoding) error {
	op := dot.Operation
	aT, aOK := dot.A().Type().(*ir.RankedTensorType)
	bT, bOK := dot.B().Type().(*ir.RankedTensorType)
	dT, dOK := dot.D().Type().(*ir.RankedTensorType)
	if !aOK || !bOK || !dOK {
		return ir.OpError(op, "expected ranked tensor operands")
	}
	aEnc, aIsDot := aT.Encoding.(*ttg.DotOperandEncoding)
	bEnc, bIsDot := bT.Encoding.(*ttg.DotOperandEncoding)
	if !aIsDot || !bIsDot {
		return ir.OpError(op, "both operands of an mma dot must have a dot_op layout")
	}
	precision, ok := dot.InputPrecision()
	if !ok {
		precision = tt.InputPrecisionIEEE
	}
	kind, ok := mmaV2KindOf(precision, aT.Elem, bT.Elem, dT.Elem)
	if !ok {
		return ir.OpError(op, "Unsupported MMA instruction for the given mma type: %s x %s -> %s", asm.TypeString(aT.Elem), asm.TypeString(bT.Elem), asm.TypeString(dT.Elem))
	}
	arch := mmaAmpere
	switch {
	case mma.VersionMinor == 1:
		arch = mmaTuring
	case p.opts.ComputeCapability == 90 && kind.a == "f64":
		arch = mmaHopperF64
	}
	opcode, ok := kind.instruction(arch)
	if !ok {
		return ir.OpError(op, "Unsupported MMA instruction for the given mma type")
	}
	regs := mmaRegisters{m: 2, n: 1, k: 2}
	if kind.d == "f64" {
		regs.k = 4
	}
	loc := op.Loc()
	aElemT, err := l.Types.Convert(aT.Elem)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	bitwidth := ir.IntOrFloatBitWidth(aElemT)
	aLayout, err := ttg.LayoutEncoding(aT.Encoding)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	bLayout, err := ttg.LayoutEncoding(bT.Encoding)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	repA := mmaRepForOperand(mma, layout.ShapePerCTA(aLayout, aT.Dims), bitwidth, 0)
	repB := mmaRepForOperand(mma, layout.ShapePerCTA(bLayout, bT.Dims), bitwidth, 1)
	if repA[2] != repB[1] || repA[0] != repB[0] {
		return ir.OpError(op, "the operands' mma tiles do not match")
	}
	repBatch, repM, repN, repK := repA[0], repA[1], repB[2], repA[2]

	loadedC, err := loadMMAAccumulator(l, loc, dT, l.Remapped(dot.C()))
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	ha, err := mmaOperandValues(l, loc, l.Remapped(dot.A()), aT, aEnc, repBatch, repM, repK, regs)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	hb, err := mmaOperandValues(l, loc, l.Remapped(dot.B()), bT, bEnc, repBatch, repN, repK, regs)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	fc := l.Unpack(loc, loadedC)

	dBits := ir.IntOrFloatBitWidth(dT.Elem)
	numMmaRets := dBits / 8
	if dBits == 64 {
		numMmaRets = 4
	}
	numCPacked := 4 / numMmaRets
	dEnc, err := ttg.LayoutEncoding(dT.Encoding)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	elems, err := layout.ElemsPerThread(dEnc.(layout.Distributed), dT.Dims)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	rank := len(dT.Dims)
	batchOffset := int(elems[rank-2]) * int(elems[rank-1]) / numCPacked
	colsPerThread := repN * 2
	cIndex := func(m, n, b int) int { return (m*colsPerThread+4*n)/numCPacked + b*batchOffset }
	if last := cIndex(regs.m*(repM-1), regs.n*(repN-1), repBatch-1) + numMmaRets; last > len(fc) {
		return ir.OpError(op, "the accumulator holds %d registers, its mma tiles need %d", len(fc), last)
	}
	retT := kind.resultType(l.Ctx)
	retElemT := retT.(*llvm.StructType).Body[0]
	retConstraint := "=f"
	if kind.d == "s32" || kind.d == "f16" {
		retConstraint = "=r"
	}
	for b := 0; b < repBatch; b++ {
		for k := 0; k < repK; k++ {
			for m := 0; m < repM; m++ {
				for n := 0; n < repN; n++ {
					base := mmaRegisters{m: regs.m * m, n: regs.n * n, k: regs.k * k}
					var pb PTXBuilder
					switch {
					case arch == mmaTuring && kind.d == "s32":
						turingInt8MMA(&pb, opcode, b, base, numMmaRets, cIndex(base.m, base.n, 0), ha, hb, fc)
					case arch == mmaTuring:
						turingFP16MMA(&pb, opcode, b, base, numMmaRets, cIndex(base.m, base.n, 0), retConstraint, ha, hb, fc)
					case arch == mmaAmpere && kind.d == "f64":
						ampereFP64MMA(&pb, opcode, b, base, numMmaRets, cIndex(base.m, base.n, b), ha, hb, fc)
					case kind.d == "f64":
						mmaV2Call(&pb, opcode, b, base, numMmaRets, cIndex(base.m, base.n, b), "=d", "d", 4, ha, hb, fc)
					default:
						mmaV2Call(&pb, opcode, b, base, numMmaRets, cIndex(base.m, base.n, b), retConstraint, "r", regs.k, ha, hb, fc)
					}
					out := pb.Launch(l.B, loc, retT)
					first := cIndex(regs.m*m, regs.n*n, b)
					for i := 0; i < numMmaRets; i++ {
						fc[first+i] = extractValue(l, loc, retElemT, out, i)
					}
				}
			}
		}
	}
	results := make([]*ir.Value, 0, len(fc)*numCPacked)
	for _, v := range fc {
		if numCPacked == 1 {
			results = append(results, l.Bitcast(loc, v, dT.Elem))
			continue
		}
		for j := 0; j < numCPacked; j++ {
			e := llvm.BuildExtractelement(l.B, loc, v.Type().(*ir.VectorType).Elem, v, l.I32(loc, int64(j))).Res()
			results = append(results, l.Bitcast(loc, e, dT.Elem))
		}
	}
	body := make([]ir.Type, len(results))
	for i := range body {
		body[i] = dT.Elem
	}
	l.Replace(op, l.Pack(loc, results, llvm.Struct(l.Ctx, body, false)))
	return nil
}

// extractValue emits llvm.extractvalue of field i of a struct.
func extractValue(l *shared.Lowering, loc ir.Location, t ir.Type, s *ir.Value, i int) *ir.Value {
	return llvm.BuildExtractvalue(l.B, loc, t, s, ir.NamedAttribute{Name: "position", Value: l.Ctx.DenseI64ArrayAttr([]int64{int64(i)})}).Res()
}

// loadMMAAccumulator is Triton's loadC: the accumulator as mma.sync takes it, f16 elements
// packed in pairs.
func loadMMAAccumulator(l *shared.Lowering, loc ir.Location, t *ir.RankedTensorType, c *ir.Value) (*ir.Value, error) {
	st, ok := c.Type().(*llvm.StructType)
	if !ok {
		return nil, fmt.Errorf("expected the accumulator as a struct, found %s", asm.TypeString(c.Type()))
	}
	if ir.IntOrFloatBitWidth(t.Elem) != 16 {
		return c, nil
	}
	packT := l.Ctx.VectorType([]int64{2}, t.Elem, nil)
	var packs []*ir.Value
	for i := 0; i < len(st.Body); i += 2 {
		pack := l.Undef(loc, packT)
		for j := 0; j < 2; j++ {
			e := extractValue(l, loc, t.Elem, c, i+j)
			pack = llvm.BuildInsertelement(l.B, loc, packT, pack, e, l.I32(loc, int64(j))).Res()
		}
		packs = append(packs, pack)
	}
	body := make([]ir.Type, len(packs))
	for i := range body {
		body[i] = packT
	}
	return l.Pack(loc, packs, llvm.Struct(l.Ctx, body, false)), nil
}

// mmaOperandValues is Triton's getValuesFromDotOperandLayoutStruct: a dot operand's
// registers packed into the 32-bit words (f64 values) mma.sync takes, by (batch, outer, k).
func mmaOperandValues(l *shared.Lowering, loc ir.Location, v *ir.Value, t *ir.RankedTensorType, enc *ttg.DotOperandEncoding,
	batch, repOuter, repK int, regs mmaRegisters) (mmaOperandTable, error) {
	elems := l.Unpack(loc, v)
	eltT, err := l.Types.Convert(t.Elem)
	if err != nil {
		return nil, err
	}
	bitwidth := ir.IntOrFloatBitWidth(eltT)
	perVec := max(32/bitwidth, 1)
	vecT := l.Ctx.VectorType([]int64{int64(perVec)}, eltT, nil)
	kWidth := enc.KWidth
	if bitwidth*kWidth > max(32, bitwidth) {
		if bitwidth == 64 {
			return nil, fmt.Errorf("a large K mma of f64 is not supported")
		}
		elems = permuteLargeK(elems, enc.OpIdx, kWidth, perVec, repK)
	}
	vals := mmaOperandTable{}
	offset := 0
	pack := func(idx [3]int) {
		vec := l.Undef(loc, vecT)
		for i := 0; i < perVec; i++ {
			e := l.Bitcast(loc, elems[offset+i], eltT)
			vec = llvm.BuildInsertelement(l.B, loc, vecT, vec, e, l.I32(loc, int64(i))).Res()
		}
		if bitwidth == 64 {
			vals[idx] = vec
		} else {
			vals[idx] = l.Bitcast(loc, vec, l.Ctx.I32())
		}
		offset += perVec
	}
	inner := regs.m
	if enc.OpIdx == 1 {
		inner = regs.n
	}
	for b := 0; b < batch; b++ {
		for o := 0; o < repOuter; o++ {
			for k := 0; k < repK; k++ {
				for vk := 0; vk < regs.k; vk++ {
					for vo := 0; vo < inner; vo++ {
						if offset+perVec > len(elems) {
							return nil, fmt.Errorf("the operand holds %d registers, fewer than its mma tiles need", len(elems))
						}
						pack([3]int{b, o*inner + vo, k*regs.k + vk})
					}
				}
			}
		}
	}
	return vals, nil
}

// permuteLargeK reorders the registers of an operand whose kWidth spans more than 32 bits
// so that each mma takes contiguous 32-bit pieces along K, as Triton does for large K.
func permuteLargeK[T any](elems []T, opIdx, kWidth, perVec, repK int) []T {
	kIters := kWidth / perVec
	var si []int
	switch {
	case kIters <= repK:
		tiles := 4
		if opIdx == 1 {
			tiles = 2
		}
		for kRep := 0; kRep < kWidth/perVec; kRep++ {
			for tile := 0; tile < tiles; tile++ {
				for e := 0; e < perVec; e++ {
					si = append(si, kRep*perVec+tile*kWidth+e)
				}
			}
		}
	case opIdx == 0:
		elemsPerTile := 2 * 2 * kWidth
		elemsPerMma := 2 * 2 * perVec
		mmaWidth := kWidth / perVec / 2
		repMma := elemsPerTile / (mmaWidth * elemsPerMma)
		for rep := 0; rep < repMma; rep++ {
			for tile := 0; tile < len(elems)/elemsPerTile; tile++ {
				for w := 0; w < mmaWidth; w++ {
					for kTile := 0; kTile < 2; kTile++ {
						for mTile := 0; mTile < 2; mTile++ {
							for e := 0; e < perVec; e++ {
								si = append(si, rep*mmaWidth*elemsPerMma+w*2*perVec+tile*elemsPerTile+mTile*kWidth+kTile*perVec+e)
							}
						}
					}
				}
			}
		}
	default:
		elemsPerTile := 2 * kWidth
		elemsPerMma := 2 * perVec
		mmaWidth := kWidth / perVec / 2
		repMma := elemsPerTile / (mmaWidth * elemsPerMma)
		for rep := 0; rep < repMma; rep++ {
			for tile := 0; tile < len(elems)/elemsPerTile; tile++ {
				for w := 0; w < mmaWidth; w++ {
					for kTile := 0; kTile < 2; kTile++ {
						for e := 0; e < perVec; e++ {
							si = append(si, rep*mmaWidth*elemsPerMma+w*2*perVec+tile*elemsPerTile+kTile*perVec+e)
						}
					}
				}
			}
		}
	}
	step := len(si)
	if step == 0 {
		return elems
	}
	out := make([]T, len(elems))
	copy(out, elems)
	for i := 0; i < len(elems)/step; i++ {
		for j, s := range si {
			out[i*step+j] = elems[i*step+s]
		}
	}
	return out
}

// outputList makes a list of n outputs with constraint.
func outputList(pb *PTXBuilder, n int, constraint string) *PTXOperand {
	list := pb.NewList()
	for range n {
		list.Append(pb.NewOutput(constraint, false))
	}
	return list
}

// tiedAccumulators binds the accumulators fc[first+from:first+to] to the outputs $from..
// they update, Triton's "reuse the output registers".
func tiedAccumulators(pb *PTXBuilder, fc []*ir.Value, first, from, to int) *PTXOperand {
	list := pb.NewList()
	for i := from; i < to; i++ {
		list.Append(pb.NewOperand(fc[first+i], itoa(i)))
	}
	return list
}

// operandList binds the values as one list operand with constraint.
func operandList(pb *PTXBuilder, constraint string, vals ...*ir.Value) *PTXOperand {
	list := pb.NewList()
	for _, v := range vals {
		list.Append(pb.NewOperand(v, constraint))
	}
	return list
}

// mmaV2Call is Triton's callMmaV2: one mma.sync over kRegs registers of K.
func mmaV2Call(pb *PTXBuilder, opcode string, b int, base mmaRegisters, numRets, first int, retConstraint, abConstraint string, kRegs int,
	ha, hb mmaOperandTable, fc []*ir.Value) {
	rets := outputList(pb, numRets, retConstraint)
	cs := tiedAccumulators(pb, fc, first, 0, numRets)
	as := pb.NewList()
	for vk := 0; vk < kRegs; vk++ {
		as.Append(pb.NewOperand(ha[[3]int{b, base.m, base.k + vk}], abConstraint))
		as.Append(pb.NewOperand(ha[[3]int{b, base.m + 1, base.k + vk}], abConstraint))
	}
	bs := pb.NewList()
	for vk := 0; vk < kRegs; vk++ {
		bs.Append(pb.NewOperand(hb[[3]int{b, base.n, base.k + vk}], abConstraint))
	}
	pb.Exec(opcode, nil, rets, as, bs, cs)
}

// ampereFP64MMA is Triton's callMmaAmpereFp64: m8n8k4 repeated over two row halves and
// four steps of K.
func ampereFP64MMA(pb *PTXBuilder, opcode string, b int, base mmaRegisters, numRets, first int, ha, hb mmaOperandTable, fc []*ir.Value) {
	rets1 := outputList(pb, numRets/2, "=d")
	rets2 := outputList(pb, numRets/2, "=d")
	cs1 := tiedAccumulators(pb, fc, first, 0, numRets/2)
	cs2 := tiedAccumulators(pb, fc, first, numRets/2, numRets)
	for vk := 0; vk < 4; vk++ {
		a1 := operandList(pb, "d", ha[[3]int{b, base.m, base.k + vk}])
		bs := operandList(pb, "d", hb[[3]int{b, base.n, base.k + vk}])
		a2 := operandList(pb, "d", ha[[3]int{b, base.m + 1, base.k + vk}])
		pb.Exec(opcode, nil, rets1, a1, bs, cs1)
		pb.Exec(opcode, nil, rets2, a2, bs, cs2)
	}
}

// turingFP16MMA is Triton's callMmaTuringFp16: two m16n8k8 steps of K.
func turingFP16MMA(pb *PTXBuilder, opcode string, b int, base mmaRegisters, numRets, first int, retConstraint string, ha, hb mmaOperandTable, fc []*ir.Value) {
	rets := outputList(pb, numRets, retConstraint)
	cs := tiedAccumulators(pb, fc, first, 0, numRets)
	a1 := operandList(pb, "r", ha[[3]int{b, base.m, base.k}], ha[[3]int{b, base.m + 1, base.k}])
	b1 := operandList(pb, "r", hb[[3]int{b, base.n, base.k}])
	a2 := operandList(pb, "r", ha[[3]int{b, base.m, base.k + 1}], ha[[3]int{b, base.m + 1, base.k + 1}])
	b2 := operandList(pb, "r", hb[[3]int{b, base.n, base.k + 1}])
	pb.Exec(opcode, nil, rets, a1, b1, cs)
	pb.Exec(opcode, nil, rets, a2, b2, cs)
}

// turingInt8MMA is Triton's callMmaTuringInt8: four m8n8k16 over the row halves and two
// steps of K.
func turingInt8MMA(pb *PTXBuilder, opcode string, b int, base mmaRegisters, numRets, first int, ha, hb mmaOperandTable, fc []*ir.Value) {
	rets1 := outputList(pb, numRets/2, "=r")
	rets2 := outputList(pb, numRets/2, "=r")
	cs1 := tiedAccumulators(pb, fc, first, 0, numRets/2)
	cs2 := tiedAccumulators(pb, fc, first, numRets/2, numRets)
	a1 := operandList(pb, "r", ha[[3]int{b, base.m, base.k}])
	b1 := operandList(pb, "r", hb[[3]int{b, base.n, base.k}])
	a2 := operandList(pb, "r", ha[[3]int{b, base.m, base.k + 1}])
	b2 := operandList(pb, "r", hb[[3]int{b, base.n, base.k + 1}])
	a3 := operandList(pb, "r", ha[[3]int{b, base.m + 1, base.k}])
	b3 := operandList(pb, "r", hb[[3]int{b, base.n, base.k}])
	a4 := operandList(pb, "r", ha[[3]int{b, base.m + 1, base.k + 1}])
	b4 := operandList(pb, "r", hb[[3]int{b, base.n, base.k + 1}])
	pb.Exec(opcode, nil, rets1, a1, b1, cs1)
	pb.Exec(opcode, nil, rets1, a2, b2, cs1)
	pb.Exec(opcode, nil, rets2, a3, b3, cs2)
	pb.Exec(opcode, nil, rets2, a4, b4, cs2)
}
