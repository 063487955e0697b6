package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// OptimizeAccumulatorInit is tritongpu-optimize-accumulator-init: an MMA in a loop whose
// accumulator is zeroed (a zero constant, a zero loop init, or a select or scf.if that yields
// zero on some iterations) stops reading the zeroed accumulator and gets a flag instead, the
// useC operand of wgmma or useD of the tcgen05 MMAs: false where the accumulator would be
// zero, carried through the loop as an extra iteration argument. Tensor memory allocations
// whose initial value the MMA then never reads lose it. Wgmma with partial fp8 accumulation
// keeps its form.
type OptimizeAccumulatorInit struct{}

// NewOptimizeAccumulatorInit returns the tritongpu-optimize-accumulator-init pass.
func NewOptimizeAccumulatorInit() pass.Pass { return &OptimizeAccumulatorInit{} }

// Name returns "TritonGPUOptimizeAccumulatorInit".
func (*OptimizeAccumulatorInit) Name() string { return "TritonGPUOptimizeAccumulatorInit" }

// Argument returns "tritongpu-optimize-accumulator-init".
func (*OptimizeAccumulatorInit) Argument() string { return "tritongpu-optimize-accumulator-init" }

// Description describes the pass.
func (*OptimizeAccumulatorInit) Description() string {
	return "Replace accumulator zero-initialization with the flag indicating first use of the accumulator"
}

// OpName anchors the pass on builtin.module.
func (*OptimizeAccumulatorInit) OpName() string { return "builtin.module" }

// Run gives each eligible MMA its accumulator flag, then drops unused tensor memory inits.
func (*OptimizeAccumulatorInit) Run(mod *ir.Operation, _ *pass.Analyses) error {
	var mmas []accFlagMMA
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if m, ok := asAccFlagMMA(op); ok {
			mmas = append(mmas, m)
		}
		return ir.WalkAdvance
	})
	for _, m := range mmas {
		optimizeAccumulatorInit(m)
	}
	ps := rewrite.NewPatternSet(rewrite.NewOpPattern(1, dropUnusedTMEMInit))
	rewrite.ApplyPatternsGreedily(mod, ps, rewrite.MLIRGreedyConfig())
	return nil
}

// accFlagMMA is an MMA that can skip reading its accumulator: a wgmma without partial
// accumulation or a tcgen05 MMA.
type accFlagMMA struct {
	op *ir.Operation
	// acc is the accumulator operand: C of a wgmma, the tensor memory D of a tcgen05 MMA.
	acc *ir.Value
	// useAcc reads the flag (nil when absent) and setUseAcc sets it.
	useAcc    func() *ir.Value
	setUseAcc func(*ir.Value)
	// wgmma is set for a ttng.warp_group_dot, whose accumulator is its C operand; a tcgen05
	// MMA's is in tensor memory.
	wgmma bool
}

// asAccFlagMMA returns op as an accFlagMMA when it is one.
func asAccFlagMMA(op *ir.Operation) (accFlagMMA, bool) {
	if d, ok := ttng.AsWarpGroupDot(op); ok {
		return accFlagMMA{op: op, acc: d.C(), useAcc: d.UseC, setUseAcc: d.SetUseC, wgmma: true}, !needsPartialAccumulator(d)
	}
	if d, ok := ttng.AsTcGen5Mma(op); ok {
		return accFlagMMA{op: op, acc: d.D(), useAcc: d.UseD, setUseAcc: d.SetUseD}, true
	}
	if d, ok := ttng.AsTcGen5MmaScaled(op); ok {
		return accFlagMMA{op: op, acc: d.D(), useAcc: d.UseD, setUseAcc: d.SetUseD}, true
	}
	return accFlagMMA{}, false
}

// needsPartialAccumulator reports whether a wgmma accumulates fp8 products into f32 in parts
// (Triton's WarpGroupDotOp::needsPartialAccumulator).
func needsPartialAccumulator(d ttng.WarpGroupDotOp) bool {
	aType, ok := d.A().Type().(ir.ShapedType)
	dType, ok2 := d.D().Type().(ir.ShapedType)
	if !ok || !ok2 {
		return false
	}
	imprecise, _ := d.MaxNumImpreciseAcc()
	return isAnyFloat8(aType.ElementType()) && isFloatKind(dType.ElementType(), ir.F32) && imprecise <= aType.Shape()[1]
}

// accumulator returns the value the MMA accumulates into and the op that reads the result:
// the wgmma's C and the wgmma itself, or a tcgen05 MMA's tensor memory init and the first
// load of it, both in the MMA's region; nil values when there are none.
func (m accFlagMMA) accumulator() (*ir.Value, *ir.Operation) {
	if m.wgmma {
		return m.acc, m.op
	}
	alloc, ok := ttng.AsTmemAlloc(m.acc.DefiningOp())
	if !ok || alloc.ParentRegion() != m.op.ParentRegion() {
		return nil, nil
	}
	for _, user := range alloc.ResultResult().Users() {
		if _, isLoad := ttng.AsTmemLoad(user); isLoad {
			if user.ParentRegion() != m.op.ParentRegion() {
				return nil, nil
			}
			return alloc.Src(), user
		}
	}
	return nil, nil
}

// zeroingOp is where the accumulator of an MMA is reset to zero: an arith.select or result
// index of an scf.if, one of whose choices is a zero constant.
type zeroingOp struct {
	op    *ir.Operation
	index int
}

// optimizeAccumulatorInit gives m its accumulator flag when m is directly in a loop that
// zeroes its accumulator (Triton's OptimizeAccumulatorInitPass::runOnOperation for one MMA).
func optimizeAccumulatorInit(m accFlagMMA) {
	forOp, ok := scf.AsFor(m.op.ParentOp())
	if !ok {
		return
	}
	b := ir.NewBuilder(m.op.Context())
	b.SetInsertionPoint(forOp.Operation)
	vTrue := constantBool(b, m.op.Loc(), true)
	vFalse := constantBool(b, m.op.Loc(), false)
	accUse, accDef := m.accumulator()
	if accUse == nil || accDef == nil {
		return
	}
	if isZeroConstant(accUse) {
		m.setUseAcc(vFalse)
		return
	}
	zeroing, found, loopArgIsZero := findZeroInit(accUse, forOp)
	if (!found && !loopArgIsZero) || (found && zeroing.op.Block() != m.op.Block()) {
		return
	}
	if flag := m.useAcc(); flag != nil {
		if v, isConst := boolConstant(flag); !isConst || !v {
			// A flag that is not constant true: the pass already ran, or the MMA does not
			// accumulate (the peeled first iteration, the first dot of attention).
			return
		}
	}
	init := vTrue
	if loopArgIsZero {
		init = vFalse
	}
	forOp = appendLoopFlag(forOp, init)
	loopFlag := forBody(forOp).Arguments()[forBody(forOp).NumArguments()-1]
	yield := forBody(forOp).Terminator()
	if !found {
		m.setUseAcc(loopFlag)
		yield.SetOperands(append(yield.Operands(), vTrue))
		return
	}
	cond, oldValue, thenZeroes := zeroing.parts()
	b.SetInsertionPoint(zeroing.op)
	zeroesBeforeMMA := zeroing.op.IsBeforeInBlock(m.op)
	prev := vTrue
	if zeroesBeforeMMA {
		prev = loopFlag
	}
	trueFlag, falseFlag := prev, vFalse
	if thenZeroes {
		trueFlag, falseFlag = vFalse, prev
	}
	sel := arith.BuildSelect(b, m.op.Loc(), b.Ctx.I1(), cond, trueFlag, falseFlag).Result()
	next := sel
	if zeroesBeforeMMA {
		m.setUseAcc(sel)
		next = vTrue
	} else {
		m.setUseAcc(loopFlag)
	}
	yield.SetOperands(append(yield.Operands(), next))
	zeroing.stopZeroing(oldValue, thenZeroes)
}

// appendLoopFlag replaces forOp by a loop with one more iteration argument, of initial value
// init, and returns it.
func appendLoopFlag(forOp scf.ForOp, init *ir.Value) scf.ForOp {
	var repl []valueReplacement
	n := replaceForWithNewSignature(forOp, []*ir.Value{init}, &repl)
	for _, r := range repl {
		r.old.ReplaceAllUsesWith(r.repl)
	}
	forOp.Erase()
	return n
}

// findZeroInit looks for where the accumulator accUse of an MMA in forOp is reset to zero:
// through the loop's iteration argument, at the select or scf.if that yields its next value.
// loopArgIsZero tells that the loop starts the accumulator at zero.
func findZeroInit(accUse *ir.Value, forOp scf.ForOp) (z zeroingOp, found, loopArgIsZero bool) {
	v := accUse
	if v.IsBlockArgument() {
		if v.OwnerBlock() != forBody(forOp) || v.Index() == 0 {
			return zeroingOp{}, false, false
		}
		loopArgIsZero = isZeroConstant(forOp.InitArgs()[v.Index()-1])
		v = forBody(forOp).Terminator().Operand(v.Index() - 1)
	}
	def := v.DefiningOp()
	if def == nil {
		return zeroingOp{}, false, loopArgIsZero
	}
	if sel, ok := arith.AsSelect(def); ok {
		if isInteger(sel.Condition().Type(), 1) && (isZeroConstant(sel.TrueValue()) || isZeroConstant(sel.FalseValue())) {
			return zeroingOp{op: def}, true, loopArgIsZero
		}
	}
	if ifOp, ok := scf.AsIf(def); ok && !ifOp.ElseRegion().Empty() {
		thenVal := thenYield(ifOp).Operand(v.Index())
		elseVal := elseYield(ifOp).Operand(v.Index())
		if isZeroConstant(thenVal) || isZeroConstant(elseVal) {
			if thenVal.ParentBlock().ParentOp() == def || elseVal.ParentBlock().ParentOp() == def {
				return zeroingOp{}, false, loopArgIsZero
			}
			return zeroingOp{op: def, index: v.Index()}, true, loopArgIsZero
		}
	}
	return zeroingOp{}, false, loopArgIsZero
}

// parts returns the condition of the zeroing, the value kept when it does not zero, and
// whether it zeroes when the condition holds.
func (z zeroingOp) parts() (cond, oldValue *ir.Value, thenZeroes bool) {
	var thenVal, elseVal *ir.Value
	if sel, ok := arith.AsSelect(z.op); ok {
		cond, thenVal, elseVal = sel.Condition(), sel.TrueValue(), sel.FalseValue()
	} else {
		ifOp, _ := scf.AsIf(z.op)
		cond, thenVal, elseVal = ifOp.Condition(), thenYield(ifOp).Operand(z.index), elseYield(ifOp).Operand(z.index)
	}
	if isZeroConstant(thenVal) {
		return cond, elseVal, true
	}
	return cond, thenVal, false
}

// stopZeroing makes the zeroing op yield oldValue where it yielded zero.
func (z zeroingOp) stopZeroing(oldValue *ir.Value, thenZeroes bool) {
	if sel, ok := arith.AsSelect(z.op); ok {
		sel.Result().ReplaceAllUsesWith(oldValue)
		sel.Erase()
		return
	}
	ifOp, _ := scf.AsIf(z.op)
	zeroYield := elseYield(ifOp)
	if thenZeroes {
		zeroYield = thenYield(ifOp)
	}
	zeroYield.SetOperand(z.index, oldValue)
}

// isZeroConstant reports whether v is a constant integer zero or float ±0, scalar or splat
// (MLIR's m_Zero and m_AnyZeroFloat).
func isZeroConstant(v *ir.Value) bool {
	if v == nil || v.DefiningOp() == nil {
		return false
	}
	attr := rewrite.ConstantValue(v.DefiningOp())
	if d, ok := attr.(*ir.DenseElementsAttr); ok {
		if !d.Splat || len(d.Data) != 1 || d.Wide != nil {
			return false
		}
		bits := d.Data[0]
		if _, isFloat := d.Type.ElementType().(*ir.FloatType); isFloat {
			bits &^= 1 << (ir.IntOrFloatBitWidth(d.Type.ElementType()) - 1)
		}
		return bits == 0
	}
	if i, ok := ir.IntAttrValue(attr); ok {
		return i == 0
	}
	if f, ok := attr.(*ir.FloatAttr); ok {
		return f.Value == 0
	}
	return false
}

// boolConstant returns the value of an i1 arith.constant.
func boolConstant(v *ir.Value) (value, ok bool) {
	c, isConst := arith.AsConstant(v.DefiningOp())
	if !isConst || !isInteger(v.Type(), 1) {
		return false, false
	}
	i, isInt := ir.IntAttrValue(c.ValueAttr())
	return i != 0, isInt
}

// constantBool builds an i1 arith.constant.
func constantBool(b *ir.Builder, loc ir.Location, v bool) *ir.Value {
	return arith.BuildConstant(b, loc, b.Ctx.I1(), ir.NamedAttribute{Name: "value", Value: b.Ctx.BoolAttr(v)}).Result()
}

// dropUnusedTMEMInit removes the initial value of a tensor memory allocation used only by a
// tcgen05 MMA that does not read it (constant false flag), and possibly by a load after it.
func dropUnusedTMEMInit(alloc ttng.TmemAllocOp, rw *rewrite.Rewriter) error {
	if alloc.Src() == nil {
		return rewrite.ErrNoMatch
	}
	users := alloc.ResultResult().Users()
	if len(users) > 2 {
		return rewrite.ErrNoMatch
	}
	var mma, load *ir.Operation
	var flag *ir.Value
	for _, user := range users {
		if _, ok := ttng.AsTmemLoad(user); ok {
			load = user
		} else if m, ok := asAccFlagMMA(user); ok && !m.wgmma {
			mma, flag = user, m.useAcc()
		}
	}
	if mma == nil || (load != nil && (load.Block() != mma.Block() || !mma.IsBeforeInBlock(load))) {
		return rewrite.ErrNoMatch
	}
	if v, ok := boolConstant(flag); !ok || v {
		return rewrite.ErrNoMatch
	}
	rw.ModifyInPlace(alloc.Operation, func() { alloc.SetSrc(nil) })
	return nil
}
