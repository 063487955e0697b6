package axisinfo

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/ir"
)

// cmpInfo is the info of a tensor cmpi: constant runs where both sides are, and where one side
// is constant along a dimension and the other contiguous, for the predicates whose result does
// not change inside the aligned runs. A scalar cmpi has no visitor (rank 0).
func cmpInfo(c arith.CmpIOp, in infoOf) AxisInfo {
	shape := tensorShape(c.Result().Type())
	if shape == nil {
		return AxisInfo{}
	}
	lhs, rhs := in(c.Lhs()), in(c.Rhs())
	if lhs.Rank() != len(shape) || rhs.Rank() != len(shape) {
		return AxisInfo{}
	}
	pred, _ := ir.IntAttrValue(c.PredicateAttr())
	name := ""
	if pred >= 0 && pred < int64(len(arith.CmpIPredicates)) {
		name = arith.CmpIPredicates[pred]
	}
	info := uniform(len(shape), 1, 1, 1)
	for d := range shape {
		var constHint int64
		if a, b, ok := bothConstant(lhs, rhs); ok {
			constHint = shape[d]
			info = info.withConstant(boolValue(compare(name, a, b)))
		} else {
			constHint = gcd(lhs.Constancy[d], rhs.Constancy[d])
			switch {
			case (name == "sgt" || name == "ugt" || name == "sle" || name == "ule") && isConstantDim(lhs, shape, d):
				constHint = max(constHint, gcd(rhs.Contiguity[d], lhs.Divisibility[d], rhs.Divisibility[d]))
			case (name == "slt" || name == "ult" || name == "sge" || name == "uge") && isConstantDim(rhs, shape, d):
				constHint = max(constHint, gcd(lhs.Contiguity[d], lhs.Divisibility[d], rhs.Divisibility[d]))
			}
		}
		info.Constancy[d] = constHint
	}
	return info
}

// boolValue is 1 for true and 0 for false.
func boolValue(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// compare evaluates a cmpi predicate on two 64-bit values.
func compare(pred string, a, b int64) bool {
	switch pred {
	case "eq":
		return a == b
	case "ne":
		return a != b
	case "slt":
		return a < b
	case "sle":
		return a <= b
	case "sgt":
		return a > b
	case "sge":
		return a >= b
	case "ult":
		return uint64(a) < uint64(b)
	case "ule":
		return uint64(a) <= uint64(b)
	case "ugt":
		return uint64(a) > uint64(b)
	case "uge":
		return uint64(a) >= uint64(b)
	}
	return false
}

// selectInfo: a known condition picks one side; otherwise what holds of both sides (and, for a
// tensor condition, inside the condition's constant runs).
func selectInfo(s arith.SelectOp, in infoOf) AxisInfo {
	cond := in(s.Condition())
	lhs, rhs := in(s.TrueValue()), in(s.FalseValue())
	if cond.HasConstant {
		if cond.Constant == 0 {
			return rhs
		}
		return lhs
	}
	rank := lhs.Rank()
	if rhs.Rank() != rank {
		return AxisInfo{}
	}
	_, scalarCond := s.Condition().Type().(*ir.IntegerType)
	if !scalarCond && cond.Rank() != rank {
		return AxisInfo{}
	}
	info := uniform(rank, 1, 1, 1)
	for d := range rank {
		if scalarCond {
			info.Constancy[d] = gcd(lhs.Constancy[d], rhs.Constancy[d])
			info.Contiguity[d] = gcd(lhs.Contiguity[d], rhs.Contiguity[d])
		} else {
			info.Constancy[d] = gcd(lhs.Constancy[d], rhs.Constancy[d], cond.Constancy[d])
			info.Contiguity[d] = gcd(lhs.Contiguity[d], rhs.Contiguity[d], cond.Constancy[d])
		}
		info.Divisibility[d] = divisibilityFromContiguity(lhs, rhs, d)
	}
	if lhs.HasConstant && rhs.HasConstant && lhs.Constant == rhs.Constant {
		info = info.withConstant(lhs.Constant)
		if shape := tensorShape(s.Result().Type()); shape != nil {
			info.Constancy = append([]int64(nil), shape...)
		} else {
			info.Constancy = filled(rank, 1)
		}
	}
	return info
}

// maxMinOf returns the operands of maxsi, maxui, minsi and minui and how they pick a constant.
func maxMinOf(op *ir.Operation) (lhs, rhs *ir.Value, pick func(a, b int64) int64, ok bool) {
	if o, is := arith.AsMaxSI(op); is {
		return o.Lhs(), o.Rhs(), maxOf, true
	}
	if o, is := arith.AsMaxUI(op); is {
		return o.Lhs(), o.Rhs(), maxOf, true
	}
	if o, is := arith.AsMinSI(op); is {
		return o.Lhs(), o.Rhs(), minOf, true
	}
	if o, is := arith.AsMinUI(op); is {
		return o.Lhs(), o.Rhs(), minOf, true
	}
	return nil, nil, nil, false
}

// maxOf and minOf are std::max and std::min on signed values, as Triton folds all four ops.
func maxOf(a, b int64) int64 { return max(a, b) }

func minOf(a, b int64) int64 { return min(a, b) }

// maxMinInfo: constants fold; otherwise what holds of both sides.
func maxMinInfo(op *ir.Operation, lhs, rhs AxisInfo, pick func(a, b int64) int64) AxisInfo {
	rank := lhs.Rank()
	if rank == 0 || rhs.Rank() != rank {
		return AxisInfo{}
	}
	if a, b, ok := bothConstant(lhs, rhs); ok {
		c := pick(a, b)
		info := uniform(rank, 1, highestPow2Divisor64(c), 1)
		if shape := tensorShape(op.SingleResult().Type()); shape != nil {
			info.Constancy = append([]int64(nil), shape...)
		}
		return info.withConstant(c)
	}
	info := uniform(rank, 1, 1, 1)
	for d := range rank {
		info.Constancy[d] = gcd(lhs.Constancy[d], rhs.Constancy[d])
		info.Divisibility[d] = divisibilityFromContiguity(lhs, rhs, d)
		info.Contiguity[d] = gcd(lhs.Contiguity[d], rhs.Contiguity[d])
	}
	return info
}
