package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// enclosingFunc returns the llvm.func that holds the builder's insertion point, or a zero
// FuncOp outside one.
func (l *Lowering) enclosingFunc() llvm.FuncOp {
	b := l.B.InsertionBlock()
	if b == nil {
		return llvm.FuncOp{}
	}
	for op := b.ParentOp(); op != nil; op = op.ParentOp() {
		if fn, ok := llvm.AsFunc(op); ok {
			return fn
		}
	}
	return llvm.FuncOp{}
}

// trailingArgument returns the argument of fn fromEnd places before the end of its entry
// block's argument list.
func trailingArgument(fn llvm.FuncOp, fromEnd int) *ir.Value {
	entry := fn.Body().Front()
	return entry.Argument(entry.NumArguments() - fromEnd)
}

// StackPointer is Triton's getStackPointer: the shared memory of the function being lowered,
// @global_smem in a kernel and the shared-memory argument its caller passes in a device
// function.
func (l *Lowering) StackPointer(loc ir.Location) *ir.Value {
	if fn := l.enclosingFunc(); fn.Operation != nil {
		if !isKernel(fn.Operation) {
			return trailingArgument(fn, sharedMemoryArgFromEnd)
		}
		// Triton takes the address at the kernel's location, whatever op needs it.
		loc = fn.Operation.Loc()
	}
	ptrT := llvm.Pointer(l.Ctx, sharedAddressSpace)
	return llvm.BuildMlirAddressof(l.B, loc, ptrT, ir.NamedAttribute{Name: "global_name", Value: l.Ctx.SymbolRefAttr("global_smem")}).Res()
}

// ProfileScratchPointer is Triton's getProfileScratchPtr: the profile scratch memory argument
// of fn.
func ProfileScratchPointer(fn llvm.FuncOp) *ir.Value {
	return trailingArgument(fn, profileScratchArgFromEnd)
}

// GlobalScratchPointer is Triton's getGlobalScratchPtr: the global scratch memory of fn at
// offset (an i32, nil for none). A device function's area starts at its argument; a kernel's
// argument holds the areas of all programs, ttg.global_scratch_memory_size bytes each, and
// the program's area follows those of the programs before it in linear order.
func (l *Lowering) GlobalScratchPointer(loc ir.Location, fn llvm.FuncOp, offset *ir.Value) (*ir.Value, error) {
	base := trailingArgument(fn, globalScratchArgFromEnd)
	ptrT := llvm.Pointer(l.Ctx, globalAddressSpace)
	if !isKernel(fn.Operation) {
		if offset == nil {
			return base, nil
		}
		return l.GEP(loc, ptrT, l.Ctx.IntegerType(8), base, offset), nil
	}
	mod := fn.Operation.ParentOp()
	size, ok := mod.Attr(attrScratchSize).(*ir.IntegerAttr)
	if !ok {
		return base, nil
	}
	var programID [3]*ir.Value
	var numPrograms [2]*ir.Value
	for k := range programID {
		v, err := l.lowerCreated(tt.BuildGetProgramId(l.B, loc, l.Ctx.I32(),
			ir.NamedAttribute{Name: "axis", Value: l.Ctx.I32Attr(int32(k))}).Operation)
		if err != nil {
			return nil, err
		}
		programID[k] = v
	}
	for k := range numPrograms {
		v, err := l.lowerCreated(tt.BuildGetNumPrograms(l.B, loc, l.Ctx.I32(),
			ir.NamedAttribute{Name: "axis", Value: l.Ctx.I32Attr(int32(k))}).Operation)
		if err != nil {
			return nil, err
		}
		numPrograms[k] = v
	}
	linear := programID[2]
	for k := 1; k >= 0; k-- {
		linear = llvm.BuildAdd(l.B, loc, programID[k], llvm.BuildMul(l.B, loc, linear, numPrograms[k]).Res()).Res()
	}
	if l.NumCTAs > 1 {
		linear = llvm.BuildMul(l.B, loc, linear, l.I32(loc, int64(l.NumCTAs))).Res()
		linear = llvm.BuildAdd(l.B, loc, linear, l.Target.ClusterCTAID(l, loc)).Res()
	}
	start := llvm.BuildMul(l.B, loc, linear, l.I32(loc, size.Value)).Res()
	if offset != nil {
		start = llvm.BuildAdd(l.B, loc, start, offset).Res()
	}
	return l.GEP(loc, ptrT, l.Ctx.IntegerType(8), base, start), nil
}

// lowerCreated lowers op, a TritonGPU op the lowering itself created at the builder, with the
// lowering's patterns, erases it and returns the value that replaces its result, as MLIR's
// conversion legalizes the ops a pattern creates.
func (l *Lowering) lowerCreated(op *ir.Operation) (*ir.Value, error) {
	if err := l.lowerOp(op); err != nil {
		return nil, err
	}
	r, err := SoleResult(op)
	if err != nil {
		return nil, err
	}
	v := l.Remapped(r)
	op.Erase()
	return v, nil
}
