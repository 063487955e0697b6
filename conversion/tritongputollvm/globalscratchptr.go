package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// GlobalScratchAllocPattern is Triton's GlobalScratchAllocOpConversion: the pointer to the
// allocation's offset in its function's global scratch memory.
func GlobalScratchAllocPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if _, ok := ttg.AsGlobalScratchAlloc(op); !ok {
		return false, nil
	}
	offset, ok := ir.IntAttrValue(op.Attr(attrScratchOffset))
	if !ok {
		return true, ir.OpError(op, "global scratch allocation without a %s: run tritongpu-global-scratch-memory-allocation first", attrScratchOffset)
	}
	fn, ok := enclosingLLVMFunc(op)
	if !ok {
		return true, ir.OpError(op, "global scratch allocation outside a function")
	}
	loc := op.Loc()
	off := l.I32(loc, offset)
	ptr, err := l.GlobalScratchPtr(loc, fn, off)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	l.Replace(op, ptr)
	return true, nil
}

// enclosingLLVMFunc returns the llvm.func op is nested in.
func enclosingLLVMFunc(op *ir.Operation) (llvm.FuncOp, bool) {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if fn, ok := llvm.AsFunc(p); ok {
			return fn, true
		}
	}
	return llvm.FuncOp{}, false
}

// GlobalScratchPtr is Triton's getGlobalScratchPtr: the global scratch memory of function fn
// at allocOffset bytes (nil for its start). A function receives its scratch memory as its
// next-to-last argument; a kernel receives that of the whole grid, and its program's share
// starts at its linear program id (its CTA's within a cluster when there are several) times
// the module's ttg.global_scratch_memory_size.
func (l *Lowering) GlobalScratchPtr(loc ir.Location, fn llvm.FuncOp, allocOffset *ir.Value) (*ir.Value, error) {
	args := fn.Body().Front().Arguments()
	if len(args) < 2 {
		return nil, ir.Errorf(loc, "function without its scratch memory arguments")
	}
	base := args[len(args)-2]
	ptrT := llvm.Pointer(l.Ctx, globalAddressSpace)
	i8 := l.Ctx.IntegerType(8)
	if fn.Operation.Attr("nvvm.kernel") == nil {
		if allocOffset == nil {
			return base, nil
		}
		return l.GEP(loc, ptrT, i8, base, allocOffset), nil
	}
	mod, ok := builtin.AsModule(fn.Operation.ParentOp())
	if !ok {
		return nil, ir.Errorf(loc, "kernel outside a module")
	}
	size, ok := ir.IntAttrValue(mod.Operation.Attr(attrScratchSize))
	if !ok {
		return base, nil
	}
	var pid [3]*ir.Value
	var grid [2]*ir.Value
	for k := range pid {
		v, err := l.lowerScalar(tt.BuildGetProgramId(l.B, loc, l.Ctx.I32(), ir.NamedAttribute{Name: "axis", Value: l.Ctx.I32Attr(int32(k))}).Operation)
		if err != nil {
			return nil, err
		}
		pid[k] = v
	}
	for k := range grid {
		v, err := l.lowerScalar(tt.BuildGetNumPrograms(l.B, loc, l.Ctx.I32(), ir.NamedAttribute{Name: "axis", Value: l.Ctx.I32Attr(int32(k))}).Operation)
		if err != nil {
			return nil, err
		}
		grid[k] = v
	}
	linear := pid[2]
	for k := range 2 {
		product := llvm.BuildMul(l.B, loc, linear, grid[1-k]).Res()
		linear = llvm.BuildAdd(l.B, loc, pid[1-k], product).Res()
	}
	if l.NumCTAs > 1 {
		linear = llvm.BuildMul(l.B, loc, linear, l.I32(loc, int64(l.NumCTAs))).Res()
		linear = llvm.BuildAdd(l.B, loc, linear, l.Target.ClusterCTAID(l, loc)).Res()
	}
	offset := llvm.BuildMul(l.B, loc, linear, l.I32(loc, size)).Res()
	if allocOffset != nil {
		offset = llvm.BuildAdd(l.B, loc, offset, allocOffset).Res()
	}
	return l.GEP(loc, ptrT, i8, base, offset), nil
}

// lowerScalar lowers op, an op of one scalar result just built at the builder's insertion
// point, as the conversion lowers the ops its patterns create, and erases it; it returns the
// value that replaces the result.
func (l *Lowering) lowerScalar(op *ir.Operation) (*ir.Value, error) {
	l.B.SetInsertionPoint(op)
	if err := l.lowerOp(op); err != nil {
		return nil, err
	}
	result, err := SoleResult(op)
	if err != nil {
		return nil, err
	}
	v := l.Remapped(result)
	l.B.SetInsertionPointAfter(op)
	op.Erase()
	return v, nil
}
