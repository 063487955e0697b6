package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// AssertPattern is Triton's AssertOpConversion: when any element of the condition the thread
// holds is false, a branch to a block that calls __assertfail; a tensor assert ends with a
// barrier, so no thread runs ahead into an op the failed assert guards.
func AssertPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	as, ok := tt.AsAssert(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	elems := l.Unpack(loc, l.Remapped(as.Condition()))
	elemT, ok := elems[0].Type().(*ir.IntegerType)
	if !ok {
		return true, ir.OpError(op, "unsupported type for assert")
	}
	failed := l.IntConst(loc, elemT, 0)
	for _, e := range elems {
		isFalse := l.ICmp(loc, "eq", e, l.IntConst(loc, elemT, 0))
		failed = llvm.BuildOr(l.B, loc, failed, isFalse).Res()
	}
	assertFailure(l, op, failed, as.Message())
	if _, isTensor := as.Condition().Type().(*ir.RankedTensorType); isTensor {
		l.Target.Barrier(l, loc)
	}
	return true, nil
}

// assertFailure is Triton's llAssert: the block of op splits before it into the part that
// branches on failed, a block that calls __assertfail, and the rest, where the builder is
// left.
func assertFailure(l *shared.Lowering, op *ir.Operation, failed *ir.Value, message string) {
	loc := op.Loc()
	for {
		c, ok := loc.(*ir.CallSiteLoc)
		if !ok {
			break
		}
		loc = c.Callee
	}
	for {
		n, ok := loc.(*ir.NameLoc)
		if !ok || n.Child == nil {
			break
		}
		loc = n.Child
	}
	file, line := "unknown", 0
	if flc, ok := loc.(*ir.FileLineColLoc); ok {
		file, line = flc.File, int(flc.Line)
	}
	prev := op.Block()
	ifBlock := splitBlockBefore(op)
	l.B.SetInsertionPointToStart(ifBlock)
	assertFail(l, op, loc, message, file, "unknown", line)
	rest := splitBlockBefore(op)
	l.B.SetInsertionPointToEnd(ifBlock)
	llvm.BuildBr(branchCreator{l.B, []*ir.Block{rest}}, loc, nil)
	l.B.SetInsertionPointToEnd(prev)
	llvm.BuildCondBr(branchCreator{l.B, []*ir.Block{ifBlock, rest}}, loc, failed, nil, nil)
	l.B.SetInsertionPoint(op)
}

// assertFail is Triton's NVIDIA TargetInfo::assertFail: __assertfail(message, file, line,
// function, 1).
func assertFail(l *shared.Lowering, op *ir.Operation, loc ir.Location, message, file, function string, line int) {
	ctx := l.Ctx
	ptrT := llvm.Pointer(ctx, genericPointer)
	i64 := ctx.IntegerType(64)
	declareAtModuleStart(l, op, "__assertfail", llvm.Function(ctx, llvm.Void(ctx), []ir.Type{ptrT, ptrT, ctx.I32(), ptrT, i64}, false),
		ir.NamedAttribute{Name: "passthrough", Value: ctx.ArrayAttr([]ir.Attribute{ctx.StringAttr("noreturn")})})
	msg := addStringToModule(l, op, loc, "assertMessage_", message+"\x00")
	fileName := addStringToModule(l, op, loc, "assertFile_", file+"\x00")
	funcName := addStringToModule(l, op, loc, "assertFunc_", function+"\x00")
	lineNumber := l.I32(loc, int64(line))
	charSize := l.IntConst(loc, i64, 1)
	callFunction(l, loc, "__assertfail", nil, []*ir.Value{msg, fileName, lineNumber, funcName, charSize})
}
