package llvmir

import (
	"fmt"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// intrinsic returns the address of the intrinsic name of signature sig, declaring it at the
// end of the module on its first use. LLVM gives intrinsic declarations their attributes
// itself.
func (m *moduleTranslation) intrinsic(name string, sig *types.FuncType) (*SymbolRef, error) {
	if f, ok := m.intrinsics[name]; ok {
		if !f.Sig.Equal(sig) {
			return nil, fmt.Errorf("intrinsic %s used with two signatures", name)
		}
		return m.symbols[name], nil
	}
	f := &llir.Func{Sig: sig}
	f.SetName(name)
	for _, p := range sig.Params {
		f.Params = append(f.Params, llir.NewParam("", p))
	}
	m.module.Funcs = append(m.module.Funcs, f)
	m.intrinsics[name] = f
	ref := &SymbolRef{Symbol: name, Typ: m.types.pointer(0)}
	m.symbols[name] = ref
	return ref, nil
}

// callIntrinsic emits a call of the intrinsic name with args, returning ret (void for none);
// the call is the value of result when result is not nil.
func (ft *functionTranslation) callIntrinsic(op *ir.Operation, name string, ret types.Type, args []value.Value, result *ir.Value, fastmath []string) (*CallInst, error) {
	params := make([]types.Type, len(args))
	for i, a := range args {
		params[i] = a.Type()
	}
	sig := types.NewFunc(ret, params...)
	callee, err := ft.m.intrinsic(name, sig)
	if err != nil {
		return nil, ir.OpError(op, "%v", err)
	}
	call := &CallInst{Callee: callee, Sig: sig, Args: args, FastMath: fastmath}
	ft.emit(call, result)
	return call, nil
}

// resultType returns the LLVM type of an optional result: void when absent or !llvm.void.
func (ft *functionTranslation) resultType(op *ir.Operation, res *ir.Value) (types.Type, error) {
	if res == nil {
		return types.Void, nil
	}
	return ft.convertType(op, res.Type())
}

func addCallOps(t map[string]opTranslation) {
	t[llvm.CallOp{}.OpName()] = translateCall
	t[llvm.CallIntrinsicOp{}.OpName()] = translateCallIntrinsic
	t[llvm.InlineAsmOp{}.OpName()] = translateInlineAsm
}

func translateCall(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsCall(op)
	args, err := ft.operands(v.CalleeOperands())
	if err != nil {
		return err
	}
	var callee value.Value
	var sig *types.FuncType
	if ref, ok := v.CalleeAttr().(*ir.SymbolRefAttr); ok {
		f, ok := ft.m.funcs[ref.Root]
		if !ok {
			return ir.OpError(op, "'%s' does not reference a valid LLVM function", ref.Root)
		}
		callee, sig = ft.m.symbols[ref.Root], f.Sig
	} else {
		if len(args) == 0 {
			return ir.OpError(op, "indirect call without a callee operand")
		}
		callee, args = args[0], args[1:]
		ret, err := ft.resultType(op, v.Result())
		if err != nil {
			return err
		}
		params := make([]types.Type, len(args))
		for i, a := range args {
			params[i] = a.Type()
		}
		sig = types.NewFunc(ret, params...)
	}
	call := &CallInst{Callee: callee, Sig: sig, Args: args, FastMath: fastmathFlags(v.FastmathFlagsAttr())}
	ft.emit(call, v.Result())
	return nil
}

func translateCallIntrinsic(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsCallIntrinsic(op)
	if len(v.OpBundleOperands()) > 0 {
		return ir.OpError(op, "operand bundles are not supported")
	}
	args, err := ft.operands(v.Args())
	if err != nil {
		return err
	}
	ret, err := ft.resultType(op, v.ResultsResult())
	if err != nil {
		return err
	}
	_, err = ft.callIntrinsic(op, v.Intrin(), ret, args, v.ResultsResult(), fastmathFlags(v.FastmathFlagsAttr()))
	return err
}

func translateInlineAsm(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsInlineAsm(op)
	args, err := ft.operands(v.Operands())
	if err != nil {
		return err
	}
	ret, err := ft.resultType(op, v.Res())
	if err != nil {
		return err
	}
	params := make([]types.Type, len(args))
	for i, a := range args {
		params[i] = a.Type()
	}
	sig := types.NewFunc(ret, params...)
	dialect, _ := v.AsmDialect()
	callee := &InlineAsm{Asm: v.AsmString(), Constraints: v.Constraints(), SideEffect: v.HasSideEffects(),
		AlignStack: v.IsAlignStack(), IntelDialect: dialect == 1, Typ: sig}
	result := v.Res()
	if ret.Equal(types.Void) {
		result = nil
	}
	ft.emit(&CallInst{Callee: callee, Sig: sig, Args: args}, result)
	return nil
}

// intrinsicOp is an llvm.intr.* op: the intrinsic it calls and whether the intrinsic's name
// is mangled with its result type (`llvm.maxnum.f32`).
type intrinsicOp struct {
	opName  string
	name    string
	mangled bool
}

// intrinsicOps are the llvm.intr.* ops that call an intrinsic with their operands.
var intrinsicOps = []intrinsicOp{
	{llvm.IntrFabsOp{}.OpName(), "llvm.fabs", true}, {llvm.IntrSqrtOp{}.OpName(), "llvm.sqrt", true},
	{llvm.IntrExpOp{}.OpName(), "llvm.exp", true}, {llvm.IntrExp2Op{}.OpName(), "llvm.exp2", true},
	{llvm.IntrLogOp{}.OpName(), "llvm.log", true}, {llvm.IntrLog2Op{}.OpName(), "llvm.log2", true},
	{llvm.IntrFloorOp{}.OpName(), "llvm.floor", true}, {llvm.IntrCeilOp{}.OpName(), "llvm.ceil", true},
	{llvm.IntrTruncOp{}.OpName(), "llvm.trunc", true}, {llvm.IntrRoundOp{}.OpName(), "llvm.round", true},
	{llvm.IntrRoundevenOp{}.OpName(), "llvm.roundeven", true}, {llvm.IntrRintOp{}.OpName(), "llvm.rint", true},
	{llvm.IntrSinOp{}.OpName(), "llvm.sin", true}, {llvm.IntrCosOp{}.OpName(), "llvm.cos", true},
	{llvm.IntrMaxnumOp{}.OpName(), "llvm.maxnum", true}, {llvm.IntrMinnumOp{}.OpName(), "llvm.minnum", true},
	{llvm.IntrMaximumOp{}.OpName(), "llvm.maximum", true}, {llvm.IntrMinimumOp{}.OpName(), "llvm.minimum", true},
	{llvm.IntrCopysignOp{}.OpName(), "llvm.copysign", true}, {llvm.IntrPowOp{}.OpName(), "llvm.pow", true},
	{llvm.IntrFmaOp{}.OpName(), "llvm.fma", true}, {llvm.IntrFmuladdOp{}.OpName(), "llvm.fmuladd", true},
	{llvm.IntrSminOp{}.OpName(), "llvm.smin", true}, {llvm.IntrSmaxOp{}.OpName(), "llvm.smax", true},
	{llvm.IntrUminOp{}.OpName(), "llvm.umin", true}, {llvm.IntrUmaxOp{}.OpName(), "llvm.umax", true},
	{llvm.IntrBitreverseOp{}.OpName(), "llvm.bitreverse", true}, {llvm.IntrBswapOp{}.OpName(), "llvm.bswap", true},
	{llvm.IntrCtpopOp{}.OpName(), "llvm.ctpop", true}, {llvm.IntrFshlOp{}.OpName(), "llvm.fshl", true},
	{llvm.IntrFshrOp{}.OpName(), "llvm.fshr", true}, {llvm.IntrCtlzOp{}.OpName(), "llvm.ctlz", true},
	{llvm.IntrCttzOp{}.OpName(), "llvm.cttz", true}, {llvm.IntrAbsOp{}.OpName(), "llvm.abs", true},
	{llvm.IntrTrapOp{}.OpName(), "llvm.trap", false},
}

func addIntrinsicOps(t map[string]opTranslation) {
	for _, io := range intrinsicOps {
		t[io.opName] = func(ft *functionTranslation, op *ir.Operation) error {
			args, err := ft.operands(op.Operands())
			if err != nil {
				return err
			}
			var result *ir.Value
			for _, r := range op.Results() {
				result = r
			}
			ret, err := ft.resultType(op, result)
			if err != nil {
				return err
			}
			name := io.name
			if io.mangled {
				name += "." + mangleType(ret)
			}
			var fastmath []string
			if fm := op.Attr("fastmathFlags"); fm != nil {
				fastmath = fastmathFlags(fm)
			}
			if ret.Equal(types.Void) {
				result = nil
			}
			_, err = ft.callIntrinsic(op, name, ret, args, result, fastmath)
			return err
		}
	}
}

// mangleType returns the suffix LLVM gives an overloaded intrinsic for type t: `f32`, `i32`,
// `v4f32`, `p3`.
func mangleType(t types.Type) string {
	switch t := t.(type) {
	case *types.IntType:
		return fmt.Sprintf("i%d", t.BitSize)
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return "f16"
		case types.FloatKindFloat:
			return "f32"
		case types.FloatKindDouble:
			return "f64"
		}
		return strings.ToLower(t.String())
	case *BFloatType:
		return "bf16"
	case *types.VectorType:
		return fmt.Sprintf("v%d%s", t.Len, mangleType(t.ElemType))
	case *PointerType:
		return fmt.Sprintf("p%d", t.AddrSpace)
	}
	return t.String()
}
