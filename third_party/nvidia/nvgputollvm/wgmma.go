package nvgputollvm

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// WGMMA element types, in the order of nvgpu's WGMMAEltType enum.
const (
	eltS8 int64 = iota
	eltS32
	eltE4M3
	eltE5M2
	eltF16
	eltBF16
	eltTF32
	eltF32
)

// wgmmaLayoutCol is the col case of nvgpu's WGMMALayout (row is 0).
const wgmmaLayoutCol = 1

// wgmmaShape is the shape and element types of one nvg.wgmma.
type wgmmaShape struct {
	m, n, k                int64
	eltA, eltB, eltC       int64
	transA, transB         bool
	floatType, transposing bool
}

// check validates the shape against the wgmma instructions PTX has, and notes whether the
// instruction is a float one and takes transpose arguments.
func (s *wgmmaShape) check() bool {
	if s.m%8 != 0 || s.n%8 != 0 || s.k%8 != 0 {
		return false
	}
	is := func(e int64, set ...int64) bool {
		for _, x := range set {
			if e == x {
				return true
			}
		}
		return false
	}
	nIn := func(hi int64) bool { return s.m == 64 && 8 <= s.n && s.n <= hi }
	supported := is(s.eltA, eltF16) && is(s.eltB, eltF16) && is(s.eltC, eltF16, eltF32) && nIn(256) && s.k == 16
	supported = supported || is(s.eltA, eltBF16) && is(s.eltB, eltBF16) && is(s.eltC, eltF32) && nIn(256) && s.k == 16
	s.transposing, s.floatType = supported, supported
	if !supported && !s.transA && !s.transB {
		supported = is(s.eltA, eltTF32) && is(s.eltB, eltTF32) && is(s.eltC, eltF32) && nIn(256) && s.k == 8
		supported = supported || is(s.eltA, eltE4M3, eltE5M2) && is(s.eltB, eltE4M3, eltE5M2) &&
			is(s.eltC, eltF16, eltF32) && nIn(256) && s.k == 32
		s.floatType = supported
		supported = supported || is(s.eltA, eltS8) && is(s.eltB, eltS8) && is(s.eltC, eltS32) && nIn(224) && s.k == 32
	}
	return supported
}

// eltName is the PTX spelling of a WGMMAEltType.
func eltName(e int64) string {
	return nvgpu.WGMMAEltTypeEnum().Cases[e].Keyword
}

// registerList writes `$first,...,$(first+n-1)`.
func registerList(first, n int) string {
	regs := make([]string, n)
	for i := range regs {
		regs[i] = "$" + strconv.Itoa(first+i)
	}
	return strings.Join(regs, ",")
}

// wgmmaPattern lowers nvg.wgmma to `wgmma.mma_async` inline PTX whose outputs are the
// accumulator's registers, tied to those of the C operand when there is one; an unsupported
// shape is reported through fail.
func wgmmaPattern(fail func(error)) rewrite.Pattern {
	return rewrite.NewOpPattern(1, func(op nvgpu.WgmmaOp, rw *rewrite.Rewriter) error {
		attr := func(v int64, _ bool) int64 { return v }
		s := wgmmaShape{m: attr(op.M()), n: attr(op.N()), k: attr(op.K()),
			eltA: attr(op.EltTypeA()), eltB: attr(op.EltTypeB()), eltC: attr(op.EltTypeC())}
		s.transA = attr(op.LayoutA()) == wgmmaLayoutCol
		s.transB = attr(op.LayoutB()) == 0
		out, isStruct := op.Res().Type().(*llvm.StructType)
		_, bIsStruct := op.OpB().Type().(*llvm.StructType)
		if !isStruct || len(out.Body) == 0 || bIsStruct || !validElt(s.eltA, s.eltB, s.eltC) || !s.check() {
			fail(ir.OpError(op.Operation, "WGMMA type or shape is not supported"))
			return rewrite.ErrNoMatch
		}
		structA, aIsStruct := op.OpA().Type().(*llvm.StructType)

		outC := "=r"
		if out.Body[0] == rw.Ctx.F32() {
			outC = "=f"
		}
		outputs := make([]string, len(out.Body))
		for i := range outputs {
			outputs[i] = outC
		}
		var values []*ir.Value
		var constraints []string
		if op.OpC() != nil {
			values, constraints = append(values, op.OpC()), append(constraints, "0")
		}
		aC := "l"
		if aIsStruct {
			aC = "r"
		}
		values, constraints = append(values, op.OpA(), op.OpB()), append(constraints, aC, "l")
		if op.OpC() != nil {
			values, constraints = append(values, op.UseC()), append(constraints, "b")
		}

		next := 0
		args := "{" + registerList(next, len(out.Body)) + "}, "
		next += len(out.Body)
		if op.OpC() != nil {
			next += len(out.Body)
		}
		if aIsStruct {
			args += "{" + registerList(next, len(structA.Body)) + "}, "
			next += len(structA.Body)
		} else {
			args += "$" + strconv.Itoa(next) + ", "
			next++
		}
		args += "$" + strconv.Itoa(next) + ", "
		next++
		if op.OpC() != nil {
			args += "$" + strconv.Itoa(next)
		} else {
			args += "0"
		}
		if s.floatType {
			args += ", 1, 1"
		}
		if s.transposing {
			if !aIsStruct {
				args += ", " + boolDigit(s.transA)
			}
			args += ", " + boolDigit(s.transB)
		}
		asm := "wgmma.mma_async.sync.aligned.m" + strconv.FormatInt(s.m, 10) + "n" + strconv.FormatInt(s.n, 10) +
			"k" + strconv.FormatInt(s.k, 10) + "." + eltName(s.eltC) + "." + eltName(s.eltA) + "." + eltName(s.eltB) +
			" " + args + ";"
		return rewriteAsPTX(op.Operation, op.Res(), rw, asm, values, constraints, outputs)
	})
}

// validElt reports whether the element type attributes are cases of WGMMAEltType.
func validElt(es ...int64) bool {
	for _, e := range es {
		if e < eltS8 || e > eltF32 {
			return false
		}
	}
	return true
}

// boolDigit is "1" for true and "0" for false.
func boolDigit(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// wgmmaWaitGroupPattern lowers nvg.wgmma_wait_group to a `wgmma.wait_group` whose outputs
// are the registers of its input, tied to them, so that they are not read before the wait.
func wgmmaWaitGroupPattern(fail func(error)) rewrite.Pattern {
	return rewrite.NewOpPattern(1, func(op nvgpu.WgmmaWaitGroupOp, rw *rewrite.Rewriter) error {
		st, ok := op.Output().Type().(*llvm.StructType)
		if !ok {
			fail(ir.OpError(op.Operation, "expects an LLVM struct result"))
			return rewrite.ErrNoMatch
		}
		outputs := make([]string, len(st.Body))
		for i, t := range st.Body {
			switch registerBits(t) {
			case 64:
				outputs[i] = "=l"
			case 32:
				outputs[i] = "=r"
				if t == rw.Ctx.F32() {
					outputs[i] = "=f"
				}
			case 16:
				outputs[i] = "=h"
			default:
				fail(ir.OpError(op.Operation, "unexpected bitwidth in WGMMAWaitGroupOp: %d", registerBits(t)))
				return rewrite.ErrNoMatch
			}
		}
		pendings, _ := op.Pendings()
		asm := "// wait for regs: " + registerList(0, len(st.Body)) + "\n\t" +
			"wgmma.wait_group.sync.aligned " + strconv.FormatInt(pendings, 10) + ";"
		return rewriteAsPTX(op.Operation, op.Output(), rw, asm, []*ir.Value{op.Input()}, []string{"0"}, outputs)
	})
}

// registerBits is the size in bits of a struct field under the default data layout
// (pointers are 64 bits).
func registerBits(t ir.Type) int {
	if _, ok := t.(*llvm.PointerType); ok {
		return 64
	}
	return ir.IntOrFloatBitWidth(t)
}

// rewriteAsPTX replaces op by inline PTX asm with the given outputs and inputs: its result
// type is that of op's result (llvm.void when result is nil) and it has side effects unless
// op is free of memory effects.
func rewriteAsPTX(op *ir.Operation, result *ir.Value, rw *rewrite.Rewriter, asm string, values []*ir.Value, constraints, outputs []string) error {
	loc := op.Loc()
	ptx := &inlinePTX{asm: asm, operands: outputOperands(outputs)}
	ptx.operands = append(ptx.operands, inputOperands(rw, loc, values, constraints)...)
	var resType ir.Type = llvm.Void(rw.Ctx)
	if result != nil {
		resType = result.Type()
	}
	res := ptx.launch(rw, loc, resType, hasSideEffects(op))
	if result == nil {
		rw.EraseOp(op)
		return nil
	}
	rw.ReplaceOp(op, []*ir.Value{res})
	return nil
}
