package axisinfo

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// binaryRule is how one binary integer op transforms the infos of its operands, dimension by
// dimension; nil functions take Triton's defaults (contiguity and divisibility 1, constancy
// the gcd of the operands', no constant).
type binaryRule struct {
	contiguity   func(lhs, rhs AxisInfo, d int) int64
	divisibility func(lhs, rhs AxisInfo, d int) int64
	constancy    func(lhs, rhs AxisInfo, d int) int64
	constant     func(lhs, rhs AxisInfo) (int64, bool)
}

// binary applies rule to op's operand infos: a known constant result is constant along the
// whole tensor.
func binary(op *ir.Operation, lhs, rhs AxisInfo, rule binaryRule) AxisInfo {
	rank := lhs.Rank()
	if rank == 0 || rhs.Rank() != rank {
		return AxisInfo{}
	}
	shape := tensorShape(op.SingleResult().Type())
	if rule.constant != nil {
		if c, ok := rule.constant(lhs, rhs); ok {
			info := uniform(rank, 1, highestPow2Divisor64(c), 1)
			if shape != nil {
				info.Constancy = append([]int64(nil), shape...)
			}
			return info.withConstant(c)
		}
	}
	info := uniform(rank, 1, 1, 1)
	for d := range rank {
		if rule.contiguity != nil {
			info.Contiguity[d] = rule.contiguity(lhs, rhs, d)
		}
		if rule.constancy != nil {
			info.Constancy[d] = rule.constancy(lhs, rhs, d)
		} else {
			info.Constancy[d] = gcd(lhs.Constancy[d], rhs.Constancy[d])
		}
		if rule.divisibility != nil {
			info.Divisibility[d] = rule.divisibility(lhs, rhs, d)
		}
	}
	return info
}

// bothConstant returns the two known constants when both operands have one.
func bothConstant(lhs, rhs AxisInfo) (int64, int64, bool) {
	return lhs.Constant, rhs.Constant, lhs.HasConstant && rhs.HasConstant
}

// binaryRuleOf returns the operands and rule of the binary ops the analysis handles.
func binaryRuleOf(op *ir.Operation) (lhs, rhs *ir.Value, rule binaryRule, ok bool) {
	if o, is := tt.AsAddptr(op); is {
		return o.Ptr(), o.Offset(), addRule(pointeeBytes(o.Ptr().Type())), true
	}
	if o, is := arith.AsAddI(op); is {
		return o.Lhs(), o.Rhs(), addRule(0), true
	}
	if o, is := arith.AsSubI(op); is {
		return o.Lhs(), o.Rhs(), subRule(), true
	}
	if o, is := arith.AsMulI(op); is {
		return o.Lhs(), o.Rhs(), mulRule(), true
	}
	if o, is := arith.AsDivSI(op); is {
		return o.Lhs(), o.Rhs(), divRule(tensorShape(o.Result().Type())), true
	}
	if o, is := arith.AsDivUI(op); is {
		return o.Lhs(), o.Rhs(), divRule(tensorShape(o.Result().Type())), true
	}
	if o, is := arith.AsRemSI(op); is {
		return o.Lhs(), o.Rhs(), remRule(tensorShape(o.Result().Type())), true
	}
	if o, is := arith.AsRemUI(op); is {
		return o.Lhs(), o.Rhs(), remRule(tensorShape(o.Result().Type())), true
	}
	if o, is := arith.AsAndI(op); is {
		return o.Lhs(), o.Rhs(), logicalRule(func(a, b int64) int64 { return a & b }), true
	}
	if o, is := arith.AsOrI(op); is {
		return o.Lhs(), o.Rhs(), logicalRule(func(a, b int64) int64 { return a | b }), true
	}
	if o, is := arith.AsXOrI(op); is {
		return o.Lhs(), o.Rhs(), logicalRule(func(a, b int64) int64 { return a ^ b }), true
	}
	if o, is := arith.AsShLI(op); is {
		return o.Lhs(), o.Rhs(), shlRule(), true
	}
	if o, is := arith.AsShRUI(op); is {
		return o.Lhs(), o.Rhs(), shrRule(), true
	}
	if o, is := arith.AsShRSI(op); is {
		return o.Lhs(), o.Rhs(), shrRule(), true
	}
	return nil, nil, binaryRule{}, false
}

// pointeeBytes is the size in bytes of what a pointer type points to, at least 1.
func pointeeBytes(t ir.Type) int64 {
	return max(1, int64(pointeeBitWidth(t)/8))
}

// addRule is the rule of addi and, with the pointee size elemBytes > 0, of addptr, whose
// offsets count elements of that size.
func addRule(elemBytes int64) binaryRule {
	return binaryRule{
		contiguity: func(lhs, rhs AxisInfo, d int) int64 {
			return max(gcd(lhs.Constancy[d], rhs.Contiguity[d]), gcd(lhs.Contiguity[d], rhs.Constancy[d]))
		},
		divisibility: func(lhs, rhs AxisInfo, d int) int64 {
			rhsDivisibility := rhs.Divisibility[d]
			if elemBytes > 0 {
				rhsDivisibility = multiplyDivisor(rhsDivisibility, elemBytes)
			}
			return gcd(lhs.Divisibility[d], rhsDivisibility)
		},
		constant: func(lhs, rhs AxisInfo) (int64, bool) {
			a, b, ok := bothConstant(lhs, rhs)
			if elemBytes > 0 {
				b *= elemBytes
			}
			return a + b, ok
		},
	}
}

// subRule: a contiguous right-hand side does not give an increasing result.
func subRule() binaryRule {
	return binaryRule{
		contiguity: func(lhs, rhs AxisInfo, d int) int64 { return gcd(lhs.Contiguity[d], rhs.Constancy[d]) },
		divisibility: func(lhs, rhs AxisInfo, d int) int64 {
			return gcd(lhs.Divisibility[d], rhs.Divisibility[d])
		},
		constant: func(lhs, rhs AxisInfo) (int64, bool) {
			a, b, ok := bothConstant(lhs, rhs)
			return a - b, ok
		},
	}
}

// mulRule: multiplying by 1 keeps contiguity; runs [2^n, 2^n+1, ...] count as divisible by 1.
func mulRule() binaryRule {
	return binaryRule{
		contiguity: func(lhs, rhs AxisInfo, d int) int64 {
			c := int64(1)
			if rhs.isConstant(1) {
				c = lhs.Contiguity[d]
			}
			if lhs.isConstant(1) {
				c = max(c, rhs.Contiguity[d])
			}
			return c
		},
		divisibility: func(lhs, rhs AxisInfo, d int) int64 {
			lhsDivisibility := lhs.Divisibility[d]
			if lhs.Contiguity[d] > 1 && !rhs.isConstant(1) {
				lhsDivisibility = 1
			}
			rhsDivisibility := rhs.Divisibility[d]
			if rhs.Contiguity[d] > 1 && !lhs.isConstant(1) {
				rhsDivisibility = 1
			}
			return multiplyDivisor(lhsDivisibility, rhsDivisibility)
		},
		constant: func(lhs, rhs AxisInfo) (int64, bool) {
			if a, b, ok := bothConstant(lhs, rhs); ok {
				return a * b, true
			}
			if lhs.isConstant(0) || rhs.isConstant(0) {
				return 0, true
			}
			return 0, false
		},
	}
}

// isContiguousDim and isConstantDim say whether a run covers the whole dimension d of shape.
func isContiguousDim(a AxisInfo, shape []int64, d int) bool { return a.Contiguity[d] == shape[d] }

func isConstantDim(a AxisInfo, shape []int64, d int) bool { return a.Constancy[d] == shape[d] }

// divRule is the rule of divsi and divui on results of the given shape (nil for scalars).
func divRule(shape []int64) binaryRule {
	return binaryRule{
		contiguity: func(lhs, rhs AxisInfo, d int) int64 {
			if rhs.isConstant(1) {
				return lhs.Contiguity[d]
			}
			return 1
		},
		constancy: func(lhs, rhs AxisInfo, d int) int64 {
			constancy := gcd(lhs.Constancy[d], rhs.Constancy[d])
			if shape != nil && isContiguousDim(lhs, shape, d) && isConstantDim(rhs, shape, d) {
				constancy = max(constancy, gcd(lhs.Contiguity[d], lhs.Divisibility[d], rhs.Divisibility[d]))
			}
			return constancy
		},
		divisibility: func(lhs, rhs AxisInfo, d int) int64 {
			if lhs.isConstant(0) || rhs.isConstant(1) {
				return lhs.Divisibility[d]
			}
			if rhs.HasConstant && isPowerOf2(abs64(rhs.Constant)) && lhs.Contiguity[d] == 1 {
				return max(1, lhs.Divisibility[d]/abs64(rhs.Constant))
			}
			return 1
		},
		constant: func(lhs, rhs AxisInfo) (int64, bool) {
			a, b, ok := bothConstant(lhs, rhs)
			if !ok || b == 0 {
				return 0, false
			}
			return a / b, true
		},
	}
}

// remRule is the rule of remsi and remui on results of the given shape (nil for scalars).
func remRule(shape []int64) binaryRule {
	return binaryRule{
		contiguity: func(lhs, rhs AxisInfo, d int) int64 {
			if shape != nil && isContiguousDim(lhs, shape, d) && isConstantDim(rhs, shape, d) {
				return gcd(lhs.Contiguity[d], lhs.Divisibility[d], rhs.Divisibility[d])
			}
			return 1
		},
		divisibility: func(lhs, rhs AxisInfo, d int) int64 {
			if rhs.Constancy[d] > 1 {
				return gcd(lhs.Divisibility[d], rhs.Divisibility[d])
			}
			return 1
		},
		constancy: func(lhs, rhs AxisInfo, d int) int64 {
			if shape != nil && rhs.isConstant(1) {
				return shape[d]
			}
			return gcd(lhs.Constancy[d], rhs.Constancy[d])
		},
		constant: func(lhs, rhs AxisInfo) (int64, bool) {
			if a, b, ok := bothConstant(lhs, rhs); ok {
				if b == 0 {
					return 0, false
				}
				return a % b, true
			}
			if rhs.isConstant(1) {
				return 0, true
			}
			return 0, false
		},
	}
}

// logicalRule is the rule of andi, ori and xori: only constants are followed.
func logicalRule(apply func(a, b int64) int64) binaryRule {
	return binaryRule{constant: func(lhs, rhs AxisInfo) (int64, bool) {
		a, b, ok := bothConstant(lhs, rhs)
		return apply(a, b), ok
	}}
}

// shiftAmount returns a known shift amount that a 64-bit shift can apply.
func shiftAmount(rhs AxisInfo) (int64, bool) {
	return rhs.Constant, rhs.HasConstant && rhs.Constant >= 0 && rhs.Constant < 63
}

// shlRule: shifting left multiplies the divisibility by 2^shift.
func shlRule() binaryRule {
	return binaryRule{
		contiguity: func(lhs, rhs AxisInfo, d int) int64 {
			if rhs.isConstant(0) {
				return lhs.Contiguity[d]
			}
			return 1
		},
		divisibility: func(lhs, rhs AxisInfo, d int) int64 {
			shift := int64(0)
			if rhs.HasConstant {
				shift = rhs.Constant
			}
			lhsDivisibility := lhs.Divisibility[d]
			if lhs.Contiguity[d] > 1 && shift != 0 {
				lhsDivisibility = 1
			}
			if shift < 0 || shift >= 63 {
				return MaxDivisor
			}
			return multiplyDivisor(lhsDivisibility, 1<<uint(shift))
		},
		constant: func(lhs, rhs AxisInfo) (int64, bool) {
			shift, ok := shiftAmount(rhs)
			return lhs.Constant << uint(shift), ok && lhs.HasConstant
		},
	}
}

// shrRule: shifting right divides the divisibility by 2^shift.
func shrRule() binaryRule {
	return binaryRule{
		contiguity: func(lhs, rhs AxisInfo, d int) int64 {
			if rhs.isConstant(0) {
				return lhs.Contiguity[d]
			}
			return 1
		},
		divisibility: func(lhs, rhs AxisInfo, d int) int64 {
			if !rhs.HasConstant {
				return 1
			}
			shift := rhs.Constant
			lhsDivisibility := lhs.Divisibility[d]
			if lhs.Contiguity[d] > 1 && shift != 0 {
				lhsDivisibility = 1
			}
			if shift < 0 || shift >= 63 {
				return 1
			}
			return max(1, lhsDivisibility/(int64(1)<<uint(shift)))
		},
		constant: func(lhs, rhs AxisInfo) (int64, bool) {
			shift, ok := shiftAmount(rhs)
			return lhs.Constant >> uint(shift), ok && lhs.HasConstant
		},
	}
}

// abs64 is |v|.
func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// isPowerOf2 is llvm::isPowerOf2_64.
func isPowerOf2(v int64) bool { return v > 0 && v&(v-1) == 0 }
