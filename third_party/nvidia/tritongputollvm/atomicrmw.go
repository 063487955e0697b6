package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// rmwPTX gives, per tt.atomic_rmw kind, the PTX operation and the letter of its type suffix
// (b: bits, u: unsigned, s: signed, f: float), as Triton's AtomicRMWOpConversion spells them.
var rmwPTX = map[string]struct{ op, typ string }{
	"and": {"and", "b"}, "or": {"or", "b"}, "xor": {"xor", "b"}, "add": {"add", "u"},
	"fadd": {"add", "f"}, "max": {"max", "s"}, "min": {"min", "s"}, "umax": {"max", "u"},
	"umin": {"min", "u"}, "exch": {"exch", "b"},
}

// rmwLLVM numbers, per tt.atomic_rmw kind, llvm.atomicrmw's bin_op (Triton's matchAtomicOp).
var rmwLLVM = map[string]int64{
	"exch": 0, "add": 1, "and": 3, "or": 5, "xor": 6, "max": 7, "min": 8, "umax": 9,
	"umin": 10, "fadd": 11,
}

// llvmOrdering numbers, per Triton memory semantic, llvm's AtomicOrdering (Triton's
// getMemoryOrdering: relaxed is monotonic).
var llvmOrdering = map[string]int64{"relaxed": 2, "acquire": 4, "release": 5, "acq_rel": 6}

// registerSizeCode is Triton's getRegisterSizeCode for integer registers: the inline-asm
// constraint of a register of the given bits.
func registerSizeCode(bits int) (string, bool) {
	code, ok := map[int]string{1: "b", 16: "h", 32: "r", 64: "l", 128: "q"}[bits]
	return code, ok
}

// atomicKinds returns the keywords of an atomic's semantic and scope.
func atomicKinds(sem, scope int64) (string, string) {
	semName, _ := tt.MemSemanticEnum().Keyword(sem)
	scopeName, _ := tt.MemSyncScopeEnum().Keyword(scope)
	return semName, scopeName
}

// atomicElemType returns the converted element type of an atomic's result and whether the
// result is a tensor.
func atomicElemType(l *shared.Lowering, op *ir.Operation, result *ir.Value) (ir.Type, *ir.RankedTensorType, error) {
	t, isTensor := result.Type().(*ir.RankedTensorType)
	if !isTensor {
		return result.Type(), nil, nil
	}
	elem, err := l.Types.Convert(t.Elem)
	if err != nil {
		return nil, nil, ir.OpError(op, "%v", err)
	}
	return elem, t, nil
}

// atomicRMWPattern is Triton's AtomicRMWOpConversion: a predicated atom.global per element
// (f16 pairs packed, vectors on Hopper), a relaxed or acquiring add of zero as ld.acquire,
// bf16 before sm_90 as llvm.atomicrmw in a branch; a scalar's result reaches every thread
// through shared memory.
func (p *ConvertTritonGPUToLLVM) atomicRMWPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	rmw, ok := tt.AsAtomicRmw(op)
	if !ok {
		return false, nil
	}
	a := &atomicRMW{p: p, l: l, op: op, rmw: rmw, loc: op.Loc()}
	return true, a.lower()
}

// atomicRMW is the state of one tt.atomic_rmw's lowering.
type atomicRMW struct {
	p   *ConvertTritonGPUToLLVM
	l   *shared.Lowering
	op  *ir.Operation
	rmw tt.AtomicRmwOp
	loc ir.Location
	// kind, sem and scope are the keywords of the op's attributes.
	kind, sem, scope string
	elem             ir.Type
	tensor           *ir.RankedTensorType
	bits             int
	// vec is the width of a vector atom (Hopper), packed the number of f16 in one register.
	vec, packed int
	ptrs, vals  []*ir.Value
	masks       []*ir.Value
	threadPred  *ir.Value
	results     []*ir.Value
}

// lower emits the op's replacement.
func (a *atomicRMW) lower() error {
	l, op := a.l, a.op
	kind, _ := a.rmw.AtomicRmwOp()
	a.kind, _ = tt.RMWOpEnum().Keyword(kind)
	sem, _ := a.rmw.Sem()
	scope, _ := a.rmw.Scope()
	a.sem, a.scope = atomicKinds(sem, scope)
	var err error
	if a.elem, a.tensor, err = atomicElemType(l, op, a.rmw.Result()); err != nil {
		return err
	}
	a.bits = ir.IntOrFloatBitWidth(a.elem)
	a.vals = l.Unpack(a.loc, l.Remapped(a.rmw.Val()))
	a.ptrs = l.Unpack(a.loc, l.Remapped(a.rmw.Ptr()))
	if a.rmw.Mask() != nil {
		a.masks = l.Unpack(a.loc, l.Remapped(a.rmw.Mask()))
	}
	n, err := a.vectorize()
	if err != nil {
		return err
	}
	free, err := freeMasks(a.rmw.Ptr().Type())
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	a.threadPred = redundantThreadPredicate(l, a.loc, free)
	a.results = make([]*ir.Value, n)
	promote := a.promotableToLoadAcquire()
	// Triton looks the register mask up under the name "reg", which the masks of a layout
	// do not use: no register of a tensor atomic is treated as a copy of another.
	for i := 0; i < n; i += a.vec * a.packed {
		pred := a.threadPred
		if a.masks != nil {
			pred = andPredicates(l, a.loc, pred, a.masks[i])
		}
		var done bool
		switch {
		case promote:
			done, err = a.loadAcquire(pred)
		case a.elem == l.Ctx.BF16() && lacksBF16Atomics(a.p, a.op):
			done, err = a.branchedAtomic(i, pred)
		default:
			done, err = a.ptxAtomic(i, pred)
		}
		if err != nil || done {
			return err
		}
	}
	return a.finish()
}

// vectorize sets vec and packed from the pointer's contiguity and the mask's alignment, and
// returns the number of elements per thread; it remarks when a tensor atomic goes element
// by element, as Triton does.
func (a *atomicRMW) vectorize() (int, error) {
	a.vec, a.packed = 1, 1
	if a.tensor == nil {
		return 1, nil
	}
	vec, n, err := vectorWidth(a.l, a.rmw.Ptr(), a.rmw.Mask())
	if err != nil {
		return 0, ir.OpError(a.op, "%v", err)
	}
	valElem := a.rmw.Val().Type().(*ir.RankedTensorType).Elem
	ctx := a.l.Ctx
	vectorized := a.p.opts.ComputeCapability >= 90 && a.p.opts.PTXVersion >= 81 && a.kind == "fadd" &&
		(valElem == ctx.F16() || valElem == ctx.BF16() || valElem == ctx.F32())
	a.vec = vec
	if !vectorized {
		a.packed = 1
		if valElem == ctx.F16() {
			a.packed = min(vec, 2)
		}
		a.vec = 1
	}
	if numElems := ir.NumElements(a.tensor.Dims); a.vec*a.packed == 1 && numElems > 1 {
		ctx.Emit(ir.Remarkf(a.loc, "Warning: vectorization fails vec = %d packed = %d origin vec = %d numElems = %d",
			a.vec, a.packed, vec, numElems))
	}
	return n, nil
}

// promotableToLoadAcquire is Triton's isPromotableToNVPTXLD: a scalar relaxed or acquiring
// add of the constant zero only reads.
func (a *atomicRMW) promotableToLoadAcquire() bool {
	if a.tensor != nil || (a.sem != "acquire" && a.sem != "relaxed") || (a.kind != "add" && a.kind != "fadd") {
		return false
	}
	def := a.rmw.Val().DefiningOp()
	if def == nil {
		return false
	}
	c, ok := arith.AsConstant(def)
	if !ok {
		return false
	}
	switch v := c.ValueAttr().(type) {
	case *ir.IntegerAttr:
		return v.Value == 0
	case *ir.FloatAttr:
		return v.Value == 0
	}
	return false
}

// loadAcquire emits the nvg.ld_acquire a promotable atomic becomes and shares its value.
func (a *atomicRMW) loadAcquire(pred *ir.Value) (bool, error) {
	l := a.l
	sem, _ := nvgpu.MemSemanticEnum().Value(a.sem)
	scope, _ := nvgpu.MemSyncScopeEnum().Value(a.scope)
	ld := nvgpu.BuildLdAcquire(l.B, a.loc, a.elem, a.ptrs[0], pred,
		ir.NamedAttribute{Name: "sem", Value: nvgpu.MemSemanticEnum().Attr(l.Ctx, sem)},
		ir.NamedAttribute{Name: "scope", Value: nvgpu.MemSyncScopeEnum().Attr(l.Ctx, scope)})
	return true, a.shareScalar(ld.Result(), pred)
}

// shareScalar is the end of a scalar atomic whose result is used: the threads whose
// predicate holds store the old value to the op's shared memory, and every thread loads it
// after a barrier.
func (a *atomicRMW) shareScalar(old, pred *ir.Value) error {
	return shareAtomicScalar(a.l, a.op, a.rmw.Result(), old, pred, func(ptr *ir.Value) {
		a.l.Target.StoreShared(a.l, a.loc, ptr, old, pred)
	})
}

// shareAtomicScalar stores the result of a scalar atomic with store and loads it back in
// every thread after a barrier; nothing when the result has no uses.
func shareAtomicScalar(l *shared.Lowering, op *ir.Operation, result, old, pred *ir.Value, store func(ptr *ir.Value)) error {
	if !result.HasUses() {
		return nil
	}
	if l.NumCTAs != 1 {
		return ir.OpError(op, "lowering a scalar atomic with several CTAs per cluster is not supported yet")
	}
	loc := op.Loc()
	ptr := l.Bitcast(loc, l.SharedMemoryBase(loc, op), llvm.Pointer(l.Ctx, 3))
	store(ptr)
	l.Target.Barrier(l, loc)
	l.Replace(op, llvm.BuildLoad(l.B, loc, old.Type(), ptr).Res())
	return nil
}

// ptxAtomic emits one atom.global for the elements from i; it reports true when the op is
// done (a scalar).
func (a *atomicRMW) ptxAtomic(i int, pred *ir.Value) (bool, error) {
	l := a.l
	code, ok := registerSizeCode(a.bits * a.packed)
	if !ok {
		return true, ir.OpError(a.op, "lowering a %d-bit atomic is not supported", a.bits)
	}
	spec, ok := rmwPTX[a.kind]
	if !ok {
		return true, ir.OpError(a.op, "unsupported atomic kind %q", a.kind)
	}
	var b PTXBuilder
	var dst *PTXOperand
	if a.vec > 1 {
		dst = b.NewList()
		for range a.vec {
			dst.Append(b.NewOutput("="+code, true))
		}
	} else {
		dst = b.NewOutput("="+code, true)
	}
	addr := b.NewAddress(a.ptrs[i], "l", 0)
	packedT := ir.Type(l.Ctx.VectorType([]int64{int64(a.packed)}, a.elem, nil))
	var val *PTXOperand
	switch {
	case a.vec > 1:
		val = b.NewList()
		for k := range a.vec {
			val.Append(b.NewOperand(a.vals[i+k], code))
		}
	case a.packed > 1:
		v := l.Undef(a.loc, packedT)
		for k := range a.packed {
			v = llvm.BuildInsertelement(l.B, a.loc, packedT, v, a.vals[i+k], l.I32(a.loc, int64(k))).Res()
		}
		val = b.NewOperand(v, code)
	default:
		val = b.NewOperand(a.vals[i], code)
	}
	rmwOp, typ := spec.op, fmt.Sprintf("%s%d", spec.typ, a.bits)
	if a.kind == "fadd" {
		if a.bits == 16 {
			rmwOp += ".noftz"
		}
		if a.elem == l.Ctx.BF16() {
			typ = fmt.Sprintf("bf%d", a.bits)
		}
		if a.packed == 2 && a.bits == 16 {
			typ += "x2"
		}
	}
	vecPart := fmt.Sprintf("v%d", a.vec)
	b.Exec(Opcode("atom", "global", a.scope, a.sem, rmwOp, vecPart, a.vec > 1, typ), pred, dst, addr, val)
	if a.tensor == nil {
		old := b.Launch(l.B, a.loc, a.elem)
		return true, a.shareScalar(old, pred)
	}
	retT := ir.Type(a.elem)
	switch {
	case a.vec > 1:
		body := make([]ir.Type, a.vec)
		for k := range body {
			body[k] = a.elem
		}
		retT = llvm.Struct(l.Ctx, body, false)
	case a.packed > 1:
		retT = packedT
	}
	a.unpackResult(i, b.Launch(l.B, a.loc, retT))
	return false, nil
}

// unpackResult records the elements from i that ret holds: a struct of vec values, a vector
// of packed values or one value.
func (a *atomicRMW) unpackResult(i int, ret *ir.Value) {
	l := a.l
	switch {
	case a.vec > 1:
		for k := range a.vec {
			a.results[i+k] = llvm.BuildExtractvalue(l.B, a.loc, a.elem, ret,
				ir.NamedAttribute{Name: "position", Value: l.Ctx.DenseI64ArrayAttr([]int64{int64(k)})}).Res()
		}
	case a.packed > 1:
		for k := range a.packed {
			a.results[i+k] = llvm.BuildExtractelement(l.B, a.loc, a.elem, ret, l.I32(a.loc, int64(k))).Res()
		}
	default:
		a.results[i] = ret
	}
}

// finish packs a tensor atomic's results.
func (a *atomicRMW) finish() error {
	if a.tensor == nil {
		return nil
	}
	return finalizeTensorAtomic(a.l, a.op, a.tensor, a.results, a.elem, a.threadPred)
}

// finalizeTensorAtomic is Triton's finalizeTensorAtomicResults: the results packed into the
// tensor's struct; an atomic the allocation gave shared memory, whose result some threads
// hold that others need, exchanges them through it first.
func finalizeTensorAtomic(l *shared.Lowering, op *ir.Operation, t *ir.RankedTensorType, vals []*ir.Value, elem ir.Type, threadPred *ir.Value) error {
	st, err := l.Types.Convert(t)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	if op.Attr("allocation.offset") != nil {
		if vals, err = exchangeAtomicResults(l, op, t, vals, elem, threadPred); err != nil {
			return err
		}
	}
	l.Replace(op, l.Pack(op.Loc(), vals, st))
	return nil
}
