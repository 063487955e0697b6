package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// InlineAsmPattern is Triton's ElementwiseInlineAsmOpConversion: the assembly runs once per
// packed_element registers, with operands and results narrower than 32 bits packed into
// vectors of up to 32 bits; a block of registers past the last is padded with undef.
func InlineAsmPattern(op *ir.Operation, l *Lowering) (bool, error) {
	asm, ok := tt.AsElementwiseInlineAsm(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	packed64, _ := asm.PackedElement()
	packed := int(packed64)
	if packed < 1 {
		return true, ir.OpError(op, "packed_element must be positive")
	}
	results := asm.Results()
	if len(results) == 0 {
		return true, ir.OpError(op, "expected at least one result")
	}
	n := 1
	if t, ok := results[0].Type().(*ir.RankedTensorType); ok {
		var err error
		if n, err = ElemsPerThread(t); err != nil {
			return true, ir.OpError(op, "%v", err)
		}
	}
	args := asm.Args()
	operands := make([][]*ir.Value, len(args))
	for i, a := range args {
		operands[i] = l.Unpack(loc, l.Remapped(a))
		if len(operands[i]) != n {
			return true, ir.OpError(op, "operand %d has %d elements per thread, the result %d", i, len(operands[i]), n)
		}
		for len(operands[i])%packed != 0 {
			operands[i] = append(operands[i], l.Undef(loc, operands[i][0].Type()))
		}
	}
	unpacked := make([][]*ir.Value, len(results))
	for start := 0; start < n; start += packed {
		cur, err := inlineAsmBlock(l, asm, operands, start, packed)
		if err != nil {
			return true, err
		}
		for j := range unpacked {
			unpacked[j] = append(unpacked[j], cur[j]...)
		}
	}
	outs := make([]*ir.Value, len(results))
	for i, r := range results {
		st, err := l.Types.Convert(r.Type())
		if err != nil {
			return true, ir.OpError(op, "%v", err)
		}
		outs[i] = l.Pack(loc, unpacked[i][:n], st)
	}
	l.Replace(op, outs...)
	return true, nil
}

// bitWidthOrPointer is the bit width of an integer or float, 64 for anything else (a pointer).
func bitWidthOrPointer(t ir.Type) int {
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType:
		return ir.IntOrFloatBitWidth(t)
	}
	return 64
}

// elementTypeOf returns the element type of a tensor, or t itself.
func elementTypeOf(t ir.Type) ir.Type {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		return rt.Elem
	}
	return t
}

// inlineAsmBlock emits the llvm.inline_asm of the registers from start, Triton's
// createDestOps of ElementwiseInlineAsmOpConversion: it returns per result its packed
// registers.
func inlineAsmBlock(l *Lowering, asm tt.ElementwiseInlineAsmOp, operands [][]*ir.Value, start, packed int) ([][]*ir.Value, error) {
	loc := asm.Operation.Loc()
	var packedOperands []*ir.Value
	for i, a := range asm.Args() {
		elemT := elementTypeOf(a.Type())
		perReg := min(max(32/bitWidthOrPointer(elemT), 1), packed)
		for j := 0; j < packed; j += perReg {
			if perReg == 1 {
				packedOperands = append(packedOperands, operands[i][start+j])
				continue
			}
			conv, err := l.Types.Convert(elemT)
			if err != nil {
				return nil, ir.OpError(asm.Operation, "%v", err)
			}
			vecT := l.Ctx.VectorType([]int64{int64(perReg)}, conv, nil)
			v := l.Undef(loc, vecT)
			for k := range perReg {
				v = llvm.BuildInsertelement(l.B, loc, vecT, v, operands[i][start+j+k], l.I32(loc, int64(k))).Res()
			}
			packedOperands = append(packedOperands, v)
		}
	}
	var retTypes []ir.Type
	for _, r := range asm.Results() {
		t, err := l.Types.Convert(elementTypeOf(r.Type()))
		if err != nil {
			return nil, ir.OpError(asm.Operation, "%v", err)
		}
		perReg := min(max(32/bitWidthOrPointer(t), 1), packed)
		if packed%perReg != 0 {
			return nil, ir.OpError(asm.Operation, "packed_element %d is not a multiple of the %d results per register", packed, perReg)
		}
		if perReg > 1 {
			t = l.Ctx.VectorType([]int64{int64(perReg)}, t, nil)
		}
		for range packed / perReg {
			retTypes = append(retTypes, t)
		}
	}
	retT := retTypes[0]
	if len(retTypes) > 1 {
		retT = llvm.Struct(l.Ctx, retTypes, false)
	}
	attrs := []ir.NamedAttribute{
		{Name: "asm_string", Value: l.Ctx.StringAttr(asm.AsmString())},
		{Name: "constraints", Value: l.Ctx.StringAttr(asm.Constraints())},
		{Name: "asm_dialect", Value: l.Ctx.I64Attr(0)},
		{Name: "tail_call_kind", Value: llvm.Enum(l.Ctx, "llvm", "tailcallkind", "none", false)},
	}
	if !asm.Pure() {
		attrs = append(attrs, ir.NamedAttribute{Name: "has_side_effects", Value: l.Ctx.UnitAttr()})
	}
	res := llvm.BuildInlineAsm(l.B, loc, retT, packedOperands, attrs...).Res()
	out := make([][]*ir.Value, len(asm.Results()))
	field := 0
	for i := range out {
		for j := 0; j < packed; j++ {
			val := res
			if len(retTypes) > 1 {
				val = llvm.BuildExtractvalue(l.B, loc, retTypes[field], res,
					ir.NamedAttribute{Name: "position", Value: l.Ctx.DenseI64ArrayAttr([]int64{int64(field)})}).Res()
				field++
			}
			vt, ok := val.Type().(*ir.VectorType)
			if !ok {
				out[i] = append(out[i], val)
				continue
			}
			for k := range vt.Dims[0] {
				out[i] = append(out[i], llvm.BuildExtractelement(l.B, loc, vt.Elem, val, l.I32(loc, k)).Res())
			}
			j += int(vt.Dims[0]) - 1
		}
	}
	return out, nil
}
