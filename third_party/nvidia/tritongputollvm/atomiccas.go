package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// atomicCASPattern is Triton's AtomicCASOpConversion: a predicated atom.global.cas per
// element; a scalar's old value reaches every thread through shared memory.
func atomicCASPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	cas, ok := tt.AsAtomicCas(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	elem, tensor, err := atomicElemType(l, op, cas.Result())
	if err != nil {
		return true, err
	}
	ptrs := l.Unpack(loc, l.Remapped(cas.Ptr()))
	cmps := l.Unpack(loc, l.Remapped(cas.Cmp()))
	vals := l.Unpack(loc, l.Remapped(cas.Val()))
	bits := ir.IntOrFloatBitWidth(elem)
	n := 1
	if vt, ok := cas.Val().Type().(*ir.RankedTensorType); ok {
		if n, err = shared.ElemsPerThread(vt); err != nil {
			return true, ir.OpError(op, "%v", err)
		}
	}
	free, err := freeMasks(cas.Ptr().Type())
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	threadPred := redundantThreadPredicate(l, loc, free)
	sem, _ := cas.Sem()
	scope, _ := cas.Scope()
	semName, scopeName := atomicKinds(sem, scope)
	code := map[int]string{64: "l", 32: "r"}[bits]
	if code == "" {
		code = "h"
	}
	typ := fmt.Sprintf("b%d", bits)
	results := make([]*ir.Value, n)
	// As for tt.atomic_rmw, Triton treats no register as a copy of another.
	for i := range n {
		var b PTXBuilder
		dst := b.NewOutput("="+code, true)
		addr := b.NewAddress(ptrs[i], "l", 0)
		cmp := b.NewOperand(cmps[i], code)
		val := b.NewOperand(vals[i], code)
		b.Exec(Opcode("atom", "global", semName, scopeName, "cas", typ), threadPred, dst, addr, cmp, val)
		old := b.Launch(l.B, loc, elem)
		if tensor != nil {
			results[i] = old
			continue
		}
		return true, shareAtomicScalar(l, op, cas.Result(), old, threadPred, func(ptr *ir.Value) {
			var st PTXBuilder
			dstAddr := st.NewAddress(ptr, "r", 0)
			v := st.NewOperand(old, code)
			st.Exec(Opcode("st", "shared", typ), threadPred, dstAddr, v)
			st.Launch(l.B, loc, llvm.Void(l.Ctx))
		})
	}
	return true, finalizeTensorAtomic(l, op, tensor, results, elem, threadPred)
}
