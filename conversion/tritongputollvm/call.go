package tritongputollvm

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// CallPattern is Triton's CallOpConversion: tt.call becomes llvm.call with the converted
// operands followed by the trailing pointers every device function takes: the callee's shared
// memory (the caller's own, or the call's allocation.offset in it when both the caller and
// the call have one), the global scratch memory (at the call's
// ttg.global_scratch_memory_offset) and the profile scratch memory. Several results come back
// packed in a struct and are extracted one by one.
func CallPattern(op *ir.Operation, l *Lowering) (bool, error) {
	call, ok := tt.AsCall(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	caller := l.enclosingFunc()
	if caller.Operation == nil {
		return true, ir.OpError(op, "tt.call outside a lowered function")
	}
	args := l.remapAll(call.Operands())
	if caller.Operation.Attr(allocation.OffsetAttr) != nil && op.Attr(allocation.OffsetAttr) != nil {
		args = append(args, l.SharedMemoryBase(loc, op))
	} else {
		args = append(args, l.StackPointer(loc))
	}
	var scratchOffset *ir.Value
	if a, ok := op.Attr(attrScratchOffset).(*ir.IntegerAttr); ok {
		scratchOffset = l.I32(loc, int64(uint32(a.Value)))
	}
	scratch, err := l.GlobalScratchPointer(loc, caller, scratchOffset)
	if err != nil {
		return true, err
	}
	args = append(args, scratch, ProfileScratchPointer(caller))
	results := call.Results()
	var packed ir.Type
	if len(results) != 0 {
		types := make([]ir.Type, len(results))
		for i, r := range results {
			types[i] = r.Type()
		}
		if packed, err = l.PackResultTypes(types); err != nil {
			return true, ir.OpError(op, "cannot convert result type: %v", err)
		}
	}
	attrs := []ir.NamedAttribute{
		{Name: "CConv", Value: llvm.Enum(l.Ctx, "llvm", "cconv", "ccc", false)},
		{Name: "TailCallKind", Value: llvm.Enum(l.Ctx, "llvm", "tailcallkind", "none", false)},
		{Name: "op_bundle_sizes", Value: l.Ctx.DenseI32ArrayAttr(nil)},
	}
	attrs = append(attrs, op.AllAttrs()...)
	newCall := llvm.BuildCall(l.B, loc, packed, args, nil, attrs...)
	if len(results) < 2 {
		if len(results) == 1 {
			l.Replace(op, newCall.Result())
		}
		return true, nil
	}
	l.Replace(op, l.Unpack(loc, newCall.Result())...)
	return true, nil
}
