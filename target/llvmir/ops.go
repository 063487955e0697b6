package llvmir

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// opTranslation translates one op into the current block.
type opTranslation func(ft *functionTranslation, op *ir.Operation) error

// opTranslations are the translations of the llvm and nvvm ops, by op name (taken from the
// ops' typed views).
var opTranslations = buildOpTranslations()

func buildOpTranslations() map[string]opTranslation {
	t := map[string]opTranslation{}
	addBinaryOps(t)
	addCastOps(t)
	addMemoryOps(t)
	addAtomicOps(t)
	addAggregateOps(t)
	addControlOps(t)
	addConstantOps(t)
	addCallOps(t)
	addIntrinsicOps(t)
	addNVVMOps(t)
	addNVVMSyncOps(t)
	addNVVMCpAsyncMbarrierOps(t)
	addNVVMWarpSyncOps(t)
	addNVVMRcpOps(t)
	addROCDLOps(t)
	t[llvm.IntrDbgValueOp{}.OpName()] = translateDbgValue
	t[llvm.IntrDbgDeclareOp{}.OpName()] = translateDbgDeclare
	t[llvm.IntrDbgLabelOp{}.OpName()] = translateDbgLabel
	return t
}

// binaryView is what the typed views of binary ops share.
type binaryView interface {
	Lhs() *ir.Value
	Rhs() *ir.Value
	Res() *ir.Value
}

// binary returns the translation of a binary op with its flags.
func binary[V binaryView](as func(*ir.Operation) (V, bool), opcode string, flags func(V) []string) opTranslation {
	return func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := as(op)
		x, err := ft.value(v.Lhs())
		if err != nil {
			return err
		}
		y, err := ft.value(v.Rhs())
		if err != nil {
			return err
		}
		if c := foldBinary(opcode, x, y); c != nil {
			ft.values[v.Res()] = c
			return nil
		}
		ft.emit(&BinaryInst{Opcode: opcode, Flags: flags(v), X: x, Y: y}, v.Res())
		return nil
	}
}

func noFlags[V any](V) []string { return nil }

// overflowFlags returns `nuw`/`nsw` of an overflowFlags bit set (1 nsw, 2 nuw).
func overflowFlags(bits int64) []string {
	var out []string
	if bits&2 != 0 {
		out = append(out, "nuw")
	}
	if bits&1 != 0 {
		out = append(out, "nsw")
	}
	return out
}

// exactFlag returns `exact` when set.
func exactFlag(exact bool) []string {
	if exact {
		return []string{"exact"}
	}
	return nil
}

// fastmathFlags returns the LLVM keywords of a `#llvm.fastmath<...>` attribute.
func fastmathFlags(attr ir.Attribute) []string {
	e, ok := attr.(*llvm.EnumAttr)
	if !ok {
		return nil
	}
	var out []string
	for _, f := range strings.Split(e.Value, ",") {
		if f = strings.TrimSpace(f); f != "" && f != "none" {
			out = append(out, f)
		}
	}
	return out
}

func addBinaryOps(t map[string]opTranslation) {
	t[llvm.AddOp{}.OpName()] = binary(llvm.AsAdd, "add", func(v llvm.AddOp) []string { f, _ := v.OverflowFlags(); return overflowFlags(f) })
	t[llvm.SubOp{}.OpName()] = binary(llvm.AsSub, "sub", func(v llvm.SubOp) []string { f, _ := v.OverflowFlags(); return overflowFlags(f) })
	t[llvm.MulOp{}.OpName()] = binary(llvm.AsMul, "mul", func(v llvm.MulOp) []string { f, _ := v.OverflowFlags(); return overflowFlags(f) })
	t[llvm.ShlOp{}.OpName()] = binary(llvm.AsShl, "shl", func(v llvm.ShlOp) []string { f, _ := v.OverflowFlags(); return overflowFlags(f) })
	t[llvm.UdivOp{}.OpName()] = binary(llvm.AsUdiv, "udiv", func(v llvm.UdivOp) []string { return exactFlag(v.IsExact()) })
	t[llvm.SdivOp{}.OpName()] = binary(llvm.AsSdiv, "sdiv", func(v llvm.SdivOp) []string { return exactFlag(v.IsExact()) })
	t[llvm.LshrOp{}.OpName()] = binary(llvm.AsLshr, "lshr", func(v llvm.LshrOp) []string { return exactFlag(v.IsExact()) })
	t[llvm.AshrOp{}.OpName()] = binary(llvm.AsAshr, "ashr", func(v llvm.AshrOp) []string { return exactFlag(v.IsExact()) })
	t[llvm.UremOp{}.OpName()] = binary(llvm.AsUrem, "urem", noFlags[llvm.UremOp])
	t[llvm.SremOp{}.OpName()] = binary(llvm.AsSrem, "srem", noFlags[llvm.SremOp])
	t[llvm.AndOp{}.OpName()] = binary(llvm.AsAnd, "and", noFlags[llvm.AndOp])
	t[llvm.XorOp{}.OpName()] = binary(llvm.AsXor, "xor", noFlags[llvm.XorOp])
	t[llvm.OrOp{}.OpName()] = binary(llvm.AsOr, "or", func(v llvm.OrOp) []string {
		if v.IsDisjoint() {
			return []string{"disjoint"}
		}
		return nil
	})
	t[llvm.FaddOp{}.OpName()] = binary(llvm.AsFadd, "fadd", func(v llvm.FaddOp) []string { return fastmathFlags(v.FastmathFlagsAttr()) })
	t[llvm.FsubOp{}.OpName()] = binary(llvm.AsFsub, "fsub", func(v llvm.FsubOp) []string { return fastmathFlags(v.FastmathFlagsAttr()) })
	t[llvm.FmulOp{}.OpName()] = binary(llvm.AsFmul, "fmul", func(v llvm.FmulOp) []string { return fastmathFlags(v.FastmathFlagsAttr()) })
	t[llvm.FdivOp{}.OpName()] = binary(llvm.AsFdiv, "fdiv", func(v llvm.FdivOp) []string { return fastmathFlags(v.FastmathFlagsAttr()) })
	t[llvm.FremOp{}.OpName()] = binary(llvm.AsFrem, "frem", func(v llvm.FremOp) []string { return fastmathFlags(v.FastmathFlagsAttr()) })
	t[llvm.IcmpOp{}.OpName()] = translateICmp
	t[llvm.FcmpOp{}.OpName()] = translateFCmp
	t[llvm.FnegOp{}.OpName()] = translateFNeg
	t[llvm.SelectOp{}.OpName()] = translateSelect
}

// icmpPredicates are LLVM's integer predicates in the order of MLIR's ICmpPredicate.
var icmpPredicates = []enum.IPred{enum.IPredEQ, enum.IPredNE, enum.IPredSLT, enum.IPredSLE, enum.IPredSGT,
	enum.IPredSGE, enum.IPredULT, enum.IPredULE, enum.IPredUGT, enum.IPredUGE}

// fcmpPredicates are LLVM's float predicates in the order of MLIR's FCmpPredicate.
var fcmpPredicates = []enum.FPred{enum.FPredFalse, enum.FPredOEQ, enum.FPredOGT, enum.FPredOGE, enum.FPredOLT,
	enum.FPredOLE, enum.FPredONE, enum.FPredORD, enum.FPredUEQ, enum.FPredUGT, enum.FPredUGE, enum.FPredULT,
	enum.FPredULE, enum.FPredUNE, enum.FPredUNO, enum.FPredTrue}

func translateICmp(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsIcmp(op)
	p, _ := v.Predicate()
	if p < 0 || int(p) >= len(icmpPredicates) {
		return ir.OpError(op, "unknown predicate %d", p)
	}
	x, err := ft.value(v.Lhs())
	if err != nil {
		return err
	}
	y, err := ft.value(v.Rhs())
	if err != nil {
		return err
	}
	if c := foldICmp(icmpPredicates[p], x, y); c != nil {
		ft.values[v.Res()] = c
		return nil
	}
	ft.emit(llir.NewICmp(icmpPredicates[p], x, y), v.Res())
	return nil
}

func translateFCmp(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsFcmp(op)
	p, _ := v.Predicate()
	if p < 0 || int(p) >= len(fcmpPredicates) {
		return ir.OpError(op, "unknown predicate %d", p)
	}
	x, err := ft.value(v.Lhs())
	if err != nil {
		return err
	}
	y, err := ft.value(v.Rhs())
	if err != nil {
		return err
	}
	inst := llir.NewFCmp(fcmpPredicates[p], x, y)
	for _, f := range fastmathFlags(v.FastmathFlagsAttr()) {
		inst.FastMathFlags = append(inst.FastMathFlags, fastMathFlag(f))
	}
	ft.emit(inst, v.Res())
	return nil
}

// fastMathFlag returns llir's enum value of a fast-math keyword.
func fastMathFlag(name string) enum.FastMathFlag {
	for f := enum.FastMathFlagAFn; f <= enum.FastMathFlagReassoc; f++ {
		if f.String() == name {
			return f
		}
	}
	return enum.FastMathFlagFast
}

func translateFNeg(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsFneg(op)
	x, err := ft.value(v.Operand())
	if err != nil {
		return err
	}
	inst := llir.NewFNeg(x)
	for _, f := range fastmathFlags(v.FastmathFlagsAttr()) {
		inst.FastMathFlags = append(inst.FastMathFlags, fastMathFlag(f))
	}
	ft.emit(inst, v.Res())
	return nil
}

func translateSelect(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsSelect(op)
	ops, err := ft.operands([]*ir.Value{v.Condition(), v.TrueValue(), v.FalseValue()})
	if err != nil {
		return err
	}
	if c := foldSelect(ops[0], ops[1], ops[2]); c != nil {
		ft.values[v.Res()] = c
		return nil
	}
	ft.emit(llir.NewSelect(ops[0], ops[1], ops[2]), v.Res())
	return nil
}

// castView is what the typed views of conversion ops share.
type castView interface {
	Arg() *ir.Value
	Res() *ir.Value
}

// cast returns the translation of a conversion op with its flags.
func cast[V castView](as func(*ir.Operation) (V, bool), opcode string, flags func(V) []string) opTranslation {
	return func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := as(op)
		x, err := ft.value(v.Arg())
		if err != nil {
			return err
		}
		to, err := ft.convertType(op, v.Res().Type())
		if err != nil {
			return err
		}
		if c := foldCast(opcode, x, to); c != nil {
			ft.values[v.Res()] = c
			return nil
		}
		ft.emit(&CastInst{Opcode: opcode, Flags: flags(v), From: x, To: to}, v.Res())
		return nil
	}
}

// nonNegFlag returns `nneg` when set.
func nonNegFlag(set bool) []string {
	if set {
		return []string{"nneg"}
	}
	return nil
}

func addCastOps(t map[string]opTranslation) {
	t[llvm.TruncOp{}.OpName()] = cast(llvm.AsTrunc, "trunc", func(v llvm.TruncOp) []string { f, _ := v.OverflowFlags(); return overflowFlags(f) })
	t[llvm.ZextOp{}.OpName()] = cast(llvm.AsZext, "zext", func(v llvm.ZextOp) []string { return nonNegFlag(v.NonNeg()) })
	t[llvm.UitofpOp{}.OpName()] = cast(llvm.AsUitofp, "uitofp", func(v llvm.UitofpOp) []string { return nonNegFlag(v.NonNeg()) })
	t[llvm.SextOp{}.OpName()] = cast(llvm.AsSext, "sext", noFlags[llvm.SextOp])
	t[llvm.FptruncOp{}.OpName()] = cast(llvm.AsFptrunc, "fptrunc", noFlags[llvm.FptruncOp])
	t[llvm.FpextOp{}.OpName()] = cast(llvm.AsFpext, "fpext", noFlags[llvm.FpextOp])
	t[llvm.FptosiOp{}.OpName()] = cast(llvm.AsFptosi, "fptosi", noFlags[llvm.FptosiOp])
	t[llvm.FptouiOp{}.OpName()] = cast(llvm.AsFptoui, "fptoui", noFlags[llvm.FptouiOp])
	t[llvm.SitofpOp{}.OpName()] = cast(llvm.AsSitofp, "sitofp", noFlags[llvm.SitofpOp])
	t[llvm.BitcastOp{}.OpName()] = cast(llvm.AsBitcast, "bitcast", noFlags[llvm.BitcastOp])
	t[llvm.PtrtointOp{}.OpName()] = cast(llvm.AsPtrtoint, "ptrtoint", noFlags[llvm.PtrtointOp])
	t[llvm.InttoptrOp{}.OpName()] = cast(llvm.AsInttoptr, "inttoptr", noFlags[llvm.InttoptrOp])
	t[llvm.AddrspacecastOp{}.OpName()] = cast(llvm.AsAddrspacecast, "addrspacecast", noFlags[llvm.AddrspacecastOp])
}

func addAggregateOps(t map[string]opTranslation) {
	t[llvm.ExtractvalueOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsExtractvalue(op)
		x, err := ft.value(v.Container())
		if err != nil {
			return err
		}
		if c := foldExtractValue(x, positions(v.Position())); c != nil {
			ft.values[v.Res()] = c
			return nil
		}
		ft.emit(llir.NewExtractValue(x, positions(v.Position())...), v.Res())
		return nil
	}
	t[llvm.InsertvalueOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsInsertvalue(op)
		ops, err := ft.operands([]*ir.Value{v.Container(), v.Value()})
		if err != nil {
			return err
		}
		if c := foldInsertValue(ops[0], ops[1], positions(v.Position())); c != nil {
			ft.values[v.Res()] = c
			return nil
		}
		ft.emit(llir.NewInsertValue(ops[0], ops[1], positions(v.Position())...), v.Res())
		return nil
	}
	t[llvm.ExtractelementOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsExtractelement(op)
		ops, err := ft.operands([]*ir.Value{v.Vector(), v.Position()})
		if err != nil {
			return err
		}
		if c := foldExtractElement(ops[0], ops[1]); c != nil {
			ft.values[v.Res()] = c
			return nil
		}
		ft.emit(llir.NewExtractElement(ops[0], ops[1]), v.Res())
		return nil
	}
	t[llvm.InsertelementOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsInsertelement(op)
		ops, err := ft.operands([]*ir.Value{v.Vector(), v.Value(), v.Position()})
		if err != nil {
			return err
		}
		if c := foldInsertElement(ops[0], ops[1], ops[2]); c != nil {
			ft.values[v.Res()] = c
			return nil
		}
		ft.emit(llir.NewInsertElement(ops[0], ops[1], ops[2]), v.Res())
		return nil
	}
	t[llvm.ShufflevectorOp{}.OpName()] = translateShuffle
}

func positions(pos []int64) []uint64 {
	out := make([]uint64, len(pos))
	for i, p := range pos {
		out[i] = uint64(p)
	}
	return out
}

func translateShuffle(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsShufflevector(op)
	ops, err := ft.operands([]*ir.Value{v.V1(), v.V2()})
	if err != nil {
		return err
	}
	mask := v.Mask()
	elems := make([]value.Value, len(mask))
	for i, m := range mask {
		if m < 0 {
			elems[i] = constant.NewUndef(types.I32)
		} else {
			elems[i] = constant.NewInt(types.I32, m)
		}
	}
	maskConst := &AggregateConstant{Typ: types.NewVector(uint64(len(mask)), types.I32), Elems: elems}
	res, err := ft.convertType(op, v.Res().Type())
	if err != nil {
		return err
	}
	ft.emit(&shuffleInst{X: ops[0], Y: ops[1], Mask: maskConst, Typ: res}, v.Res())
	return nil
}

// shuffleInst is `%r = shufflevector <2 x T> %a, <2 x T> %b, <4 x i32> <...>`; llir's own
// requires its constant types for the mask.
type shuffleInst struct {
	instructionMarker
	llir.LocalIdent
	X, Y value.Value
	Mask *AggregateConstant
	Typ  types.Type
}

// String returns the result as an operand.
func (i *shuffleInst) String() string { return i.Typ.String() + " " + i.Ident() }

// Type returns the result type.
func (i *shuffleInst) Type() types.Type { return i.Typ }

// LLString writes the instruction.
func (i *shuffleInst) LLString() string {
	return i.Ident() + " = shufflevector " + i.X.String() + ", " + i.Y.String() + ", " + i.Mask.String() + i.dbgSuffix()
}

// Operands returns the two vectors.
func (i *shuffleInst) Operands() []*value.Value { return operandPointers(&i.X, &i.Y) }

func addControlOps(t map[string]opTranslation) {
	t[llvm.BrOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsBr(op)
		ft.cur.Term = llir.NewBr(ft.blocks[v.Dest()])
		return nil
	}
	t[llvm.CondBrOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsCondBr(op)
		c, err := ft.value(v.Condition())
		if err != nil {
			return err
		}
		ft.cur.Term = llir.NewCondBr(c, ft.blocks[v.TrueDest()], ft.blocks[v.FalseDest()])
		return nil
	}
	t[llvm.ReturnOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsReturn(op)
		if v.Arg() == nil {
			ft.cur.Term = llir.NewRet(nil)
			return nil
		}
		x, err := ft.value(v.Arg())
		if err != nil {
			return err
		}
		ft.cur.Term = llir.NewRet(x)
		return nil
	}
	t[llvm.SwitchOp{}.OpName()] = translateSwitch
	t[llvm.UnreachableOp{}.OpName()] = func(ft *functionTranslation, _ *ir.Operation) error {
		ft.cur.Term = llir.NewUnreachable()
		return nil
	}
}

func addConstantOps(t map[string]opTranslation) {
	t[llvm.MlirConstantOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsMlirConstant(op)
		lt, err := ft.convertType(op, v.Res().Type())
		if err != nil {
			return err
		}
		c, err := ft.m.convertAttrConstant(v.ValueAttr(), lt)
		if err != nil {
			return ir.OpError(op, "%v", err)
		}
		ft.values[v.Res()] = c
		return nil
	}
	t[llvm.MlirUndefOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsMlirUndef(op)
		return ft.typedConstant(op, v.Res(), func(t types.Type) value.Value { return constant.NewUndef(t) })
	}
	t[llvm.MlirPoisonOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsMlirPoison(op)
		return ft.typedConstant(op, v.Res(), func(t types.Type) value.Value { return constant.NewPoison(t) })
	}
	t[llvm.MlirZeroOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsMlirZero(op)
		return ft.typedConstant(op, v.Res(), func(t types.Type) value.Value { return constant.NewZeroInitializer(t) })
	}
	t[llvm.MlirAddressofOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := llvm.AsMlirAddressof(op)
		name, ok := v.GlobalNameAttr().(*ir.SymbolRefAttr)
		if !ok {
			return ir.OpError(op, "expected a symbol reference")
		}
		ref, ok := ft.m.symbols[name.Root]
		if !ok {
			return ir.OpError(op, "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'")
		}
		ft.values[v.Res()] = ref
		return nil
	}
}

// typedConstant maps res, the result of op, to the constant build makes for res's LLVM type.
func (ft *functionTranslation) typedConstant(op *ir.Operation, res *ir.Value, build func(types.Type) value.Value) error {
	lt, err := ft.convertType(op, res.Type())
	if err != nil {
		return err
	}
	ft.values[res] = build(lt)
	return nil
}
