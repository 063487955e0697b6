package rewrite

import "github.com/ttgo/ttgo/ir"

// SuccessorOperands returns, for each successor of a branch op (a BranchLike terminator), the
// operands it forwards to that successor's block arguments, as MLIR's BranchOpInterface
// getSuccessorOperands does. The split comes from the op's definition: with as many variadic
// operand groups as successors each successor takes one group (cf.br, cf.cond_br); a switch
// (groups for the default and the cases, one successor per case) splits its case operands
// by case_operand_segments. ok is false for an op whose split is unknown.
func SuccessorOperands(op *ir.Operation) (groups [][]*ir.Value, ok bool) {
	ranges, ok := successorRanges(op)
	if !ok {
		return nil, false
	}
	ops := op.Operands()
	for _, r := range ranges {
		groups = append(groups, ops[r[0]:r[0]+r[1]])
	}
	return groups, true
}

// SuccessorArgument returns the block argument that operand i of a branch op is forwarded
// to, or nil when the operand is not a successor operand.
func SuccessorArgument(op *ir.Operation, i int) *ir.Value {
	ranges, ok := successorRanges(op)
	if !ok {
		return nil
	}
	for si, r := range ranges {
		if i >= r[0] && i < r[0]+r[1] {
			return op.Successors()[si].Argument(i - r[0])
		}
	}
	return nil
}

// successorRanges returns the start and length of the operands each successor of op takes.
func successorRanges(op *ir.Operation) ([][2]int, bool) {
	def := op.Def()
	nsucc := len(op.Successors())
	if def == nil || !op.HasTrait(ir.BranchLike) {
		return nil, false
	}
	spans := operandSpans(op)
	if spans == nil {
		return nil, false
	}
	var vgroups [][2]int
	for i, s := range def.Operands {
		if s.Kind == ir.Variadic {
			vgroups = append(vgroups, spans[i])
		}
	}
	if len(vgroups) == nsucc {
		return vgroups, true
	}
	seg, isSwitch := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
	if !isSwitch || len(vgroups) != 2 {
		return nil, false
	}
	ranges := [][2]int{vgroups[0]}
	at, end := vgroups[1][0], vgroups[1][0]+vgroups[1][1]
	for _, n := range seg.Int64s() {
		if at+int(n) > end {
			return nil, false
		}
		ranges = append(ranges, [2]int{at, int(n)})
		at += int(n)
	}
	if len(ranges) != nsucc {
		return nil, false
	}
	return ranges, true
}

// SetSuccessorOperands replaces the operands op forwards to each successor (one list per
// successor, in the layout SuccessorOperands reports), updating the segment attributes.
func SetSuccessorOperands(op *ir.Operation, groups [][]*ir.Value) {
	def := op.Def()
	spans := operandSpans(op)
	ops := op.Operands()
	var vgroups [][]*ir.Value
	_, isSwitch := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
	if isSwitch {
		var cases []*ir.Value
		segs := make([]int32, 0, len(groups)-1)
		for _, g := range groups[1:] {
			cases = append(cases, g...)
			segs = append(segs, int32(len(g)))
		}
		vgroups = [][]*ir.Value{groups[0], cases}
		op.SetAttr("case_operand_segments", op.Context().DenseI32ArrayAttr(segs))
	} else {
		vgroups = groups
	}
	var out []*ir.Value
	sizes := make([]int32, len(def.Operands))
	vi := 0
	for i, s := range def.Operands {
		if s.Kind == ir.Variadic {
			out = append(out, vgroups[vi]...)
			sizes[i] = int32(len(vgroups[vi]))
			vi++
			continue
		}
		out = append(out, ops[spans[i][0]:spans[i][0]+spans[i][1]]...)
		sizes[i] = int32(spans[i][1])
	}
	op.SetOperands(out)
	if op.HasTrait(ir.AttrSizedOperandSegments) {
		op.SetAttr("operandSegmentSizes", op.Context().DenseI32ArrayAttr(sizes))
	}
}

// operandSpans returns the start and length of each operand group of op's definition, or nil
// when they cannot be told apart.
func operandSpans(op *ir.Operation) [][2]int {
	def := op.Def()
	n := op.NumOperands()
	spans := make([][2]int, len(def.Operands))
	if op.HasTrait(ir.AttrSizedOperandSegments) {
		seg, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
		if !ok || len(seg.Int64s()) != len(def.Operands) {
			return nil
		}
		at := 0
		for i, s := range seg.Int64s() {
			spans[i] = [2]int{at, int(s)}
			at += int(s)
		}
		if at != n {
			return nil
		}
		return spans
	}
	fixed, variadic := 0, -1
	for i, s := range def.Operands {
		if s.Kind == ir.Single {
			fixed++
		} else if variadic >= 0 {
			return nil
		} else {
			variadic = i
		}
	}
	at := 0
	for i, s := range def.Operands {
		l := 1
		if i == variadic {
			l = n - fixed
		} else if s.Kind != ir.Single {
			l = 0
		}
		spans[i] = [2]int{at, l}
		at += l
	}
	return spans
}
