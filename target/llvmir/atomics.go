package llvmir

import (
	"strconv"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// atomicOrderings are LLVM's orderings by MLIR's AtomicOrdering value (3, consume, has none).
var atomicOrderings = []string{"", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst"}

// atomicBinOps are atomicrmw's operations by MLIR's AtomicBinOp value.
var atomicBinOps = []string{"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
	"fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum"}

// ordering returns the keyword of an atomic ordering, or false.
func ordering(v int64) (string, bool) {
	if v <= 0 || int(v) >= len(atomicOrderings) || atomicOrderings[v] == "" {
		return "", false
	}
	return atomicOrderings[v], true
}

// atomicSuffix writes the syncscope, ordering(s) and alignment of an atomic instruction.
func atomicSuffix(syncscope string, orderings []string, align int64) string {
	var b strings.Builder
	if syncscope != "" {
		b.WriteString(" syncscope(" + quoteString(syncscope) + ")")
	}
	for _, o := range orderings {
		b.WriteString(" " + o)
	}
	if align != 0 {
		b.WriteString(", align " + strconv.FormatInt(align, 10))
	}
	return b.String()
}

// AtomicRMWInst is `%r = atomicrmw volatile add ptr %p, i32 %v syncscope("agent") monotonic,
// align 4`.
type AtomicRMWInst struct {
	instructionMarker
	llir.LocalIdent
	Volatile  bool
	Op        string
	Ptr, Val  value.Value
	SyncScope string
	Ordering  string
	Align     int64
}

// String returns the result as an operand.
func (i *AtomicRMWInst) String() string { return i.Val.Type().String() + " " + i.Ident() }

// Type returns the value's type.
func (i *AtomicRMWInst) Type() types.Type { return i.Val.Type() }

// LLString writes the instruction.
func (i *AtomicRMWInst) LLString() string {
	op := "atomicrmw"
	if i.Volatile {
		op += " volatile"
	}
	return i.Ident() + " = " + op + " " + i.Op + " " + i.Ptr.String() + ", " + i.Val.String() +
		atomicSuffix(i.SyncScope, []string{i.Ordering}, i.Align) + i.dbgSuffix()
}

// Operands returns the address and the value.
func (i *AtomicRMWInst) Operands() []*value.Value { return operandPointers(&i.Ptr, &i.Val) }

// CmpXchgInst is `%r = cmpxchg weak ptr %p, i32 %c, i32 %v acq_rel monotonic, align 4`.
type CmpXchgInst struct {
	instructionMarker
	llir.LocalIdent
	Weak, Volatile   bool
	Ptr, Cmp, New    value.Value
	SyncScope        string
	Success, Failure string
	Align            int64
	Typ              types.Type
}

// String returns the result as an operand.
func (i *CmpXchgInst) String() string { return i.Typ.String() + " " + i.Ident() }

// Type returns `{ T, i1 }`.
func (i *CmpXchgInst) Type() types.Type { return i.Typ }

// LLString writes the instruction.
func (i *CmpXchgInst) LLString() string {
	op := "cmpxchg"
	if i.Weak {
		op += " weak"
	}
	if i.Volatile {
		op += " volatile"
	}
	return i.Ident() + " = " + op + " " + i.Ptr.String() + ", " + i.Cmp.String() + ", " + i.New.String() +
		atomicSuffix(i.SyncScope, []string{i.Success, i.Failure}, i.Align) + i.dbgSuffix()
}

// Operands returns the address, the expected and the new value.
func (i *CmpXchgInst) Operands() []*value.Value { return operandPointers(&i.Ptr, &i.Cmp, &i.New) }

// FenceInst is `fence syncscope("agent") acquire`.
type FenceInst struct {
	instructionMarker
	SyncScope string
	Ordering  string
}

// LLString writes the instruction.
func (i *FenceInst) LLString() string {
	return "fence" + atomicSuffix(i.SyncScope, []string{i.Ordering}, 0) + i.dbgSuffix()
}

// Operands returns none.
func (i *FenceInst) Operands() []*value.Value { return nil }

// AllocaInst is `%r = alloca T, i32 %n, align 4`, in the address space of its pointer.
type AllocaInst struct {
	instructionMarker
	llir.LocalIdent
	ElemType types.Type
	Count    value.Value
	Align    int64
	Typ      *PointerType
}

// String returns the result as an operand.
func (i *AllocaInst) String() string { return i.Typ.String() + " " + i.Ident() }

// Type returns the pointer type.
func (i *AllocaInst) Type() types.Type { return i.Typ }

// LLString writes the instruction.
func (i *AllocaInst) LLString() string {
	s := i.Ident() + " = alloca " + i.ElemType.String() + ", " + i.Count.String()
	if i.Align != 0 {
		s += ", align " + strconv.FormatInt(i.Align, 10)
	}
	if i.Typ.AddrSpace != 0 {
		s += ", addrspace(" + strconv.Itoa(i.Typ.AddrSpace) + ")"
	}
	return s + i.dbgSuffix()
}

// Operands returns the element count.
func (i *AllocaInst) Operands() []*value.Value { return operandPointers(&i.Count) }

func addAtomicOps(t map[string]opTranslation) {
	t[llvm.AtomicrmwOp{}.OpName()] = translateAtomicRMW
	t[llvm.CmpxchgOp{}.OpName()] = translateCmpXchg
	t[llvm.FenceOp{}.OpName()] = translateFence
	t[llvm.AllocaOp{}.OpName()] = translateAlloca
}

func translateAtomicRMW(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsAtomicrmw(op)
	ops, err := ft.operands([]*ir.Value{v.Ptr(), v.Val()})
	if err != nil {
		return err
	}
	bin, _ := v.BinOp()
	ord, _ := v.Ordering()
	o, ok := ordering(ord)
	if bin < 0 || int(bin) >= len(atomicBinOps) || !ok {
		return ir.OpError(op, "unsupported atomic operation %d or ordering %d", bin, ord)
	}
	align, _ := v.Alignment()
	ft.emit(&AtomicRMWInst{Volatile: v.Volatile(), Op: atomicBinOps[bin], Ptr: ops[0], Val: ops[1],
		SyncScope: v.Syncscope(), Ordering: o, Align: align}, v.Res())
	return nil
}

func translateCmpXchg(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsCmpxchg(op)
	ops, err := ft.operands([]*ir.Value{v.Ptr(), v.Cmp(), v.Val()})
	if err != nil {
		return err
	}
	s, _ := v.SuccessOrdering()
	f, _ := v.FailureOrdering()
	so, ok1 := ordering(s)
	fo, ok2 := ordering(f)
	if !ok1 || !ok2 {
		return ir.OpError(op, "unsupported orderings %d, %d", s, f)
	}
	res, err := ft.convertType(op, v.Res().Type())
	if err != nil {
		return err
	}
	align, _ := v.Alignment()
	ft.emit(&CmpXchgInst{Weak: v.Weak(), Volatile: v.Volatile(), Ptr: ops[0], Cmp: ops[1], New: ops[2],
		SyncScope: v.Syncscope(), Success: so, Failure: fo, Align: align, Typ: res}, v.Res())
	return nil
}

func translateFence(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsFence(op)
	ord, _ := v.Ordering()
	o, ok := ordering(ord)
	if !ok {
		return ir.OpError(op, "unsupported ordering %d", ord)
	}
	ft.emit(&FenceInst{SyncScope: v.Syncscope(), Ordering: o}, nil)
	return nil
}

func translateAlloca(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsAlloca(op)
	n, err := ft.value(v.ArraySize())
	if err != nil {
		return err
	}
	ta, ok := v.ElemTypeAttr().(*ir.TypeAttr)
	if !ok {
		return ir.OpError(op, "alloca without an element type")
	}
	elem, err := ft.convertType(op, ta.Type)
	if err != nil {
		return err
	}
	res, err := ft.convertType(op, v.Res().Type())
	if err != nil {
		return err
	}
	ptr, ok := res.(*PointerType)
	if !ok {
		return ir.OpError(op, "alloca must return a pointer")
	}
	align, _ := v.Alignment()
	ft.emit(&AllocaInst{ElemType: elem, Count: n, Align: align, Typ: ptr}, v.Res())
	return nil
}
