package nvvmtollvm

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// sharedAddressSpace is the NVPTX address space of shared memory, whose pointers are 32-bit
// registers in PTX.
const sharedAddressSpace = 3

// tryWaitLoop is the PTX of mbarrier.try_wait.parity on an mbarrier in the state space
// space (".shared" or ""): a loop until the phase completes.
func tryWaitLoop(space string) string {
	return "{\n\t.reg .pred       P1; \n\tLAB_WAIT: \n\tmbarrier.try_wait.parity" + space +
		".b64 P1, [%0], %1, %2; \n\t@P1 bra.uni DONE; \n\tbra.uni     LAB_WAIT; \n\tDONE: \n\t}"
}

// ptxOf returns the PTX op lowers to, with `%N` naming its operands, or "" when op is not
// one that lowers through PTX (it has an intrinsic, or is no NVVM op).
func ptxOf(op *ir.Operation) string {
	if fence, ok := nvvm.AsFenceProxy(op); ok {
		kind := enumValue(fence.KindAttr())
		if kind == "" {
			return ""
		}
		ptx := "fence.proxy." + kind
		if kind == "async.shared" {
			space := enumValue(fence.SpaceAttr())
			if space == "" {
				return ""
			}
			ptx += "::" + space
		}
		return ptx + ";"
	}
	if init, ok := nvvm.AsMbarrierInit(op); ok && init.Predicate() != nil {
		return "mbarrier.init" + stateSpace(init.Addr()) + ".b64 [%0], %1;"
	}
	if wait, ok := nvvm.AsMbarrierTryWaitParity(op); ok {
		return tryWaitLoop(stateSpace(wait.Addr()))
	}
	if arrive, ok := nvvm.AsMbarrierArriveExpectTx(op); ok && arrive.Predicate() != nil && arrive.Res() == nil &&
		!arrive.Relaxed() && enumValue(arrive.ScopeAttr()) == "cta" {
		return "mbarrier.arrive.expect_tx" + stateSpace(arrive.Addr()) + ".b64 _, [%0], %1;"
	}
	return ""
}

// hasPredicate reports whether op's last operand predicates its PTX.
func hasPredicate(op *ir.Operation) bool {
	if init, ok := nvvm.AsMbarrierInit(op); ok {
		return init.Predicate() != nil
	}
	if arrive, ok := nvvm.AsMbarrierArriveExpectTx(op); ok {
		return arrive.Predicate() != nil
	}
	return false
}

// stateSpace is ".shared" for a pointer to shared memory, "" for others.
func stateSpace(addr *ir.Value) string {
	if p, ok := addr.Type().(*llvm.PointerType); ok && p.AddrSpace == sharedAddressSpace {
		return ".shared"
	}
	return ""
}

// enumValue is the case an NVVM enum attribute holds, "" when a is not one.
func enumValue(a ir.Attribute) string {
	if e, ok := a.(*llvm.EnumAttr); ok {
		return e.Value
	}
	return ""
}

// registerConstraint is the inline asm constraint of a PTX register holding a value of type t.
func registerConstraint(t ir.Type) (string, bool) {
	switch t := t.(type) {
	case *llvm.PointerType:
		if t.AddrSpace == sharedAddressSpace {
			return "r", true
		}
		return "l", true
	case *ir.IntegerType:
		switch t.Width {
		case 1:
			return "b", true
		case 16:
			return "h", true
		case 32:
			return "r", true
		case 64:
			return "l", true
		}
	case *ir.FloatType:
		switch ir.IntOrFloatBitWidth(t) {
		case 32:
			return "f", true
		case 64:
			return "d", true
		}
	}
	return "", false
}

// lowerToInlineAsm replaces op, an operand-reading op without results, by the inline asm of
// its PTX: the predicate operand, if any, guards the instruction, and `%N` becomes `$N`.
func lowerToInlineAsm(op *ir.Operation) error {
	ptx := ptxOf(op)
	constraints := make([]string, op.NumOperands())
	for i, v := range op.Operands() {
		c, ok := registerConstraint(v.Type())
		if !ok {
			return ir.OpError(op, "unsupported operand type %s for inline PTX", asm.TypeString(v.Type()))
		}
		constraints[i] = c
	}
	if hasPredicate(op) {
		ptx = "@%" + strconv.Itoa(op.NumOperands()-1) + " " + ptx
	}
	ptx = strings.ReplaceAll(ptx, "%", "$")
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPoint(op)
	inline := llvm.BuildInlineAsm(b, op.Loc(), nil, op.Operands())
	inline.SetAsmString(ptx)
	inline.SetConstraints(strings.Join(constraints, ","))
	inline.SetHasSideEffects(true)
	inline.SetAsmDialect(0)
	op.Erase()
	return nil
}
