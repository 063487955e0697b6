package llvmir

import (
	"strconv"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The instructions below extend llir/llvm v0.3.6, which writes typed pointers and lacks the
// flags MLIR 22 emits (`or disjoint`, `zext nneg`, `trunc nuw`): each implements llir's
// ir.Instruction and writes itself with opaque pointers.

// instructionMarker gives an instruction of this package the unexported method of llir's
// ir.Instruction interface (its InstFence is never printed: every instruction writes itself)
// and the instruction's debug location.
type instructionMarker struct {
	llir.InstFence
	debugLoc *metadata.DILocation
}

// setDebugLoc attaches a debug location, written `, !dbg !N`.
func (m *instructionMarker) setDebugLoc(l *metadata.DILocation) { m.debugLoc = l }

// dbgSuffix writes the debug location attachment, if any.
func (m *instructionMarker) dbgSuffix() string {
	if m.debugLoc == nil {
		return ""
	}
	return ", !dbg " + m.debugLoc.Ident()
}

// operandPointers returns pointers to vs, as llir's value.User.Operands does.
func operandPointers(vs ...*value.Value) []*value.Value { return vs }

// BinaryInst is a binary operator with its flags: `%r = or disjoint i32 %a, %b`,
// `%r = fadd fast float %a, %b`.
type BinaryInst struct {
	instructionMarker
	llir.LocalIdent
	// Opcode is the instruction's keyword ("add", "fmul").
	Opcode string
	// Flags are the keywords between the opcode and the type ("nuw", "nsw", "exact",
	// "disjoint", fast-math flags).
	Flags []string
	// X and Y are the operands, of one type.
	X, Y value.Value
}

// String returns the result as an operand.
func (i *BinaryInst) String() string { return i.Type().String() + " " + i.Ident() }

// Type returns the operands' type.
func (i *BinaryInst) Type() types.Type { return i.X.Type() }

// LLString writes the instruction.
func (i *BinaryInst) LLString() string {
	return i.Ident() + " = " + withFlags(i.Opcode, i.Flags) + " " + i.X.String() + ", " + i.Y.Ident() + i.dbgSuffix()
}

// Operands returns the operands.
func (i *BinaryInst) Operands() []*value.Value { return operandPointers(&i.X, &i.Y) }

// withFlags joins an opcode and its flags.
func withFlags(opcode string, flags []string) string {
	if len(flags) == 0 {
		return opcode
	}
	return opcode + " " + strings.Join(flags, " ")
}

// CastInst is a conversion: `%r = zext nneg i32 %a to i64`.
type CastInst struct {
	instructionMarker
	llir.LocalIdent
	// Opcode is the conversion's keyword ("zext", "bitcast").
	Opcode string
	// Flags are "nneg", "nuw" or "nsw" where the conversion has them.
	Flags []string
	// From is the converted value.
	From value.Value
	// To is the result type.
	To types.Type
}

// String returns the result as an operand.
func (i *CastInst) String() string { return i.To.String() + " " + i.Ident() }

// Type returns the result type.
func (i *CastInst) Type() types.Type { return i.To }

// LLString writes the instruction.
func (i *CastInst) LLString() string {
	return i.Ident() + " = " + withFlags(i.Opcode, i.Flags) + " " + i.From.String() + " to " + i.To.String() + i.dbgSuffix()
}

// Operands returns the converted value.
func (i *CastInst) Operands() []*value.Value { return operandPointers(&i.From) }

// memoryAccess holds what loads and stores share.
type memoryAccess struct {
	// Volatile marks a volatile access.
	Volatile bool
	// Align is the alignment in bytes; 0 leaves it out.
	Align int64
	// Nontemporal attaches `!nontemporal` metadata.
	Nontemporal bool
}

// suffix writes the alignment and metadata after the operands.
func (a memoryAccess) suffix() string {
	s := ""
	if a.Align != 0 {
		s += ", align " + strconv.FormatInt(a.Align, 10)
	}
	if a.Nontemporal {
		s += ", !nontemporal !{i32 1}"
	}
	return s
}

// opcode writes `load` or `store`, volatile when it is.
func (a memoryAccess) opcode(name string) string {
	if a.Volatile {
		return name + " volatile"
	}
	return name
}

// LoadInst is `%r = load T, ptr %p, align N`.
type LoadInst struct {
	instructionMarker
	llir.LocalIdent
	memoryAccess
	// Typ is the loaded type.
	Typ types.Type
	// Ptr is the address.
	Ptr value.Value
}

// String returns the result as an operand.
func (i *LoadInst) String() string { return i.Typ.String() + " " + i.Ident() }

// Type returns the loaded type.
func (i *LoadInst) Type() types.Type { return i.Typ }

// LLString writes the instruction.
func (i *LoadInst) LLString() string {
	return i.Ident() + " = " + i.opcode("load") + " " + i.Typ.String() + ", " + i.Ptr.String() + i.suffix() + i.dbgSuffix()
}

// Operands returns the address.
func (i *LoadInst) Operands() []*value.Value { return operandPointers(&i.Ptr) }

// StoreInst is `store T %v, ptr %p, align N`.
type StoreInst struct {
	instructionMarker
	memoryAccess
	// Val is the stored value.
	Val value.Value
	// Ptr is the address.
	Ptr value.Value
}

// LLString writes the instruction.
func (i *StoreInst) LLString() string {
	return i.opcode("store") + " " + i.Val.String() + ", " + i.Ptr.String() + i.suffix() + i.dbgSuffix()
}

// Operands returns the value and the address.
func (i *StoreInst) Operands() []*value.Value { return operandPointers(&i.Val, &i.Ptr) }

// GEPInst is `%r = getelementptr inbounds T, ptr %p, i32 %i, ...`.
type GEPInst struct {
	instructionMarker
	llir.LocalIdent
	// Flags are "inbounds", "nusw" or "nuw" where the op has them.
	Flags []string
	// ElemType is the source element type.
	ElemType types.Type
	// Base is the base address.
	Base value.Value
	// Indices are the indices, constants or values.
	Indices []value.Value
	// Typ is the result type: the base's pointer type, or a vector of it.
	Typ types.Type
}

// String returns the result as an operand.
func (i *GEPInst) String() string { return i.Typ.String() + " " + i.Ident() }

// Type returns the pointer type.
func (i *GEPInst) Type() types.Type { return i.Typ }

// LLString writes the instruction.
func (i *GEPInst) LLString() string {
	var b strings.Builder
	b.WriteString(i.Ident() + " = " + withFlags("getelementptr", i.Flags) + " " + i.ElemType.String() + ", " + i.Base.String())
	for _, idx := range i.Indices {
		b.WriteString(", " + idx.String())
	}
	return b.String() + i.dbgSuffix()
}

// Operands returns the base and the indices.
func (i *GEPInst) Operands() []*value.Value {
	ops := []*value.Value{&i.Base}
	for k := range i.Indices {
		ops = append(ops, &i.Indices[k])
	}
	return ops
}

// InlineAsm is an inline assembly callee: `asm sideeffect "code", "constraints"`.
type InlineAsm struct {
	// Asm is the assembly text.
	Asm string
	// Constraints is the constraint string.
	Constraints string
	// SideEffect marks assembly with side effects.
	SideEffect bool
	// AlignStack marks assembly that needs an aligned stack.
	AlignStack bool
	// IntelDialect selects the Intel dialect instead of AT&T.
	IntelDialect bool
	// Typ is the assembly's function type.
	Typ *types.FuncType
}

// String returns the callee as it appears in a call.
func (a *InlineAsm) String() string { return a.Ident() }

// Type returns the function type.
func (a *InlineAsm) Type() types.Type { return a.Typ }

// Ident writes `asm` with its keywords, code and constraints.
func (a *InlineAsm) Ident() string {
	s := "asm"
	if a.SideEffect {
		s += " sideeffect"
	}
	if a.AlignStack {
		s += " alignstack"
	}
	if a.IntelDialect {
		s += " inteldialect"
	}
	return s + " " + quoteString(a.Asm) + ", " + quoteString(a.Constraints)
}

// CallInst is `%r = call fast T @f(args)` or a call of inline assembly.
type CallInst struct {
	instructionMarker
	llir.LocalIdent
	// FastMath are the call's fast-math flags.
	FastMath []string
	// RetAttrs are the call site's return attributes (`range(i32 0, 128)`).
	RetAttrs []string
	// Callee is a SymbolRef, an InlineAsm or a pointer value.
	Callee value.Value
	// Sig is the callee's function type.
	Sig *types.FuncType
	// Args are the arguments.
	Args []value.Value
	// Attrs are the call site's function attributes (`#0` groups are not used).
	Attrs []string
}

// String returns the result as an operand.
func (i *CallInst) String() string { return i.Sig.RetType.String() + " " + i.Ident() }

// Type returns the callee's return type.
func (i *CallInst) Type() types.Type { return i.Sig.RetType }

// LLString writes the instruction.
func (i *CallInst) LLString() string {
	var b strings.Builder
	if !i.Sig.RetType.Equal(types.Void) {
		b.WriteString(i.Ident() + " = ")
	}
	b.WriteString(withFlags("call", i.FastMath) + " ")
	for _, a := range i.RetAttrs {
		b.WriteString(a + " ")
	}
	if i.Sig.Variadic {
		b.WriteString(funcTypeString(i.Sig))
	} else {
		b.WriteString(i.Sig.RetType.String())
	}
	b.WriteString(" " + i.Callee.Ident() + "(")
	for k, a := range i.Args {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(a.String())
	}
	b.WriteString(")")
	for _, a := range i.Attrs {
		b.WriteString(" " + a)
	}
	return b.String() + i.dbgSuffix()
}

// funcTypeString writes a function type `T (A, B, ...)`.
func funcTypeString(sig *types.FuncType) string {
	parts := make([]string, len(sig.Params))
	for k, p := range sig.Params {
		parts[k] = p.String()
	}
	if sig.Variadic {
		parts = append(parts, "...")
	}
	return sig.RetType.String() + " (" + strings.Join(parts, ", ") + ")"
}

// Operands returns the callee and the arguments.
func (i *CallInst) Operands() []*value.Value {
	ops := []*value.Value{&i.Callee}
	for k := range i.Args {
		ops = append(ops, &i.Args[k])
	}
	return ops
}

// ConstantGEP is the constant expression `getelementptr (i8, ptr addrspace(3) @g, i64 16)`,
// which MLIR's translation builds when a getelementptr's operands are all constants.
type ConstantGEP struct {
	// Flags are "inbounds", "nusw" or "nuw".
	Flags []string
	// ElemType is the source element type.
	ElemType types.Type
	// Base is the constant base address.
	Base value.Value
	// Indices are constant indices.
	Indices []value.Value
	// Typ is the result type.
	Typ types.Type
}

// IsConstant marks ConstantGEP as an llir/llvm constant.
func (*ConstantGEP) IsConstant() {}

// String returns the type and the expression.
func (c *ConstantGEP) String() string { return c.Typ.String() + " " + c.Ident() }

// Type returns the pointer type.
func (c *ConstantGEP) Type() types.Type { return c.Typ }

// Ident writes the expression.
func (c *ConstantGEP) Ident() string {
	var b strings.Builder
	b.WriteString(withFlags("getelementptr", c.Flags) + " (" + c.ElemType.String() + ", " + c.Base.String())
	for _, idx := range c.Indices {
		b.WriteString(", " + idx.String())
	}
	b.WriteString(")")
	return b.String()
}
