package nvgputollvm

import (
	"strconv"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// Cases of nvgpu's MemSemantic and MemSyncScope enums.
const (
	semRelaxed  = 1
	semAcquire  = 2
	scopeGPU    = 1
	scopeCTA    = 2
	scopeSystem = 3
)

// loadAcquirePattern lowers nvg.ld_acquire to a zero-initialized `ld.global` with the op's
// scope and semantics, predicated on its mask, bitcast to the op's type.
func loadAcquirePattern(fail func(error)) rewrite.Pattern {
	return rewrite.NewOpPattern(1, func(op nvgpu.LdAcquireOp, rw *rewrite.Rewriter) error {
		loc := op.Loc()
		resType := op.Result().Type()
		bits := registerBits(resType)
		if bits == 0 {
			fail(ir.OpError(op.Operation, "expects an integer, float or pointer result"))
			return rewrite.ErrNoMatch
		}
		width := max(8, bits)
		dst := "=c"
		switch width {
		case 64:
			dst = "=l"
		case 32:
			dst = "=r"
		}
		movBits := 16
		switch dst {
		case "=r":
			movBits = 32
		case "=l":
			movBits = 64
		}
		sem, _ := op.Sem()
		scope, _ := op.Scope()
		instr := "ld.global"
		for _, mod := range []struct {
			on   bool
			name string
		}{{scope == scopeCTA, "cta"}, {scope == scopeGPU, "gpu"}, {scope == scopeSystem, "sys"},
			{sem == semAcquire, "acquire"}, {sem == semRelaxed, "relaxed"}} {
			if mod.on {
				instr += "." + mod.name
			}
		}
		instr += ".b" + strconv.Itoa(width) + " $0, [ $1 + 0 ];"
		operands := []asmOperand{{constraint: dst}, {value: op.Addr(), constraint: "l"}}
		if op.Mask() != nil {
			instr = "@$2 " + instr
			operands = append(operands, asmOperand{value: op.Mask(), constraint: "b"})
		}
		ptx := &inlinePTX{asm: "mov.u" + strconv.Itoa(movBits) + " $0, 0x0;\n\t" + instr, operands: operands}
		ret := ptx.launch(rw, loc, rw.Ctx.IntegerType(width), true)
		rw.ReplaceOp(op.Operation, []*ir.Value{llvm.BuildBitcast(rw, loc, resType, ret).Res()})
		return nil
	})
}
