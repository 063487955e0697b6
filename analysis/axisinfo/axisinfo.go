// Package axisinfo is Triton's AxisInfo analysis (lib/Analysis/AxisInfo.cpp): for every integer
// and pointer value of a function, per dimension, how long its runs of contiguous values are
// (contiguity), the largest power of two that divides the first element of each run
// (divisibility), how long its runs of equal values are (constancy), and its value when it is
// a known constant. Coalescing and the vectorization of loads and stores read it.
package axisinfo

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// MaxDivisor is the divisibility, contiguity and constancy that stands for "unknown yet, as
// large as can be": Triton's kMaxDivisor, the highest power of two of an int64 (2^62).
const MaxDivisor int64 = 1 << 62

// AxisInfo is what the analysis knows of one value. A zero AxisInfo (rank 0) is the state of a
// value not yet reached.
type AxisInfo struct {
	// Contiguity[d] is the length of the shortest run of consecutive integers along d.
	Contiguity []int64
	// Divisibility[d] is the largest power of two dividing the first element of every run of
	// Contiguity[d] elements along d.
	Divisibility []int64
	// Constancy[d] is the length of the shortest run of equal values along d.
	Constancy []int64
	// Constant is the value's known constant, when HasConstant.
	Constant    int64
	HasConstant bool
}

// Rank returns the number of dimensions the info describes; 0 for a value not yet reached.
func (a AxisInfo) Rank() int { return len(a.Contiguity) }

// ConstantValue returns the known constant and whether there is one.
func (a AxisInfo) ConstantValue() (int64, bool) { return a.Constant, a.HasConstant }

// isConstant reports whether the info has the known constant v.
func (a AxisInfo) isConstant(v int64) bool { return a.HasConstant && a.Constant == v }

// Equal reports whether a and b hold the same facts.
func (a AxisInfo) Equal(b AxisInfo) bool {
	return slices.Equal(a.Contiguity, b.Contiguity) && slices.Equal(a.Divisibility, b.Divisibility) &&
		slices.Equal(a.Constancy, b.Constancy) && a.HasConstant == b.HasConstant && (!a.HasConstant || a.Constant == b.Constant)
}

// String prints the info as Triton's AxisInfo::print does.
func (a AxisInfo) String() string {
	var sb strings.Builder
	list := func(name string, v []int64) {
		sb.WriteString(name)
		sb.WriteString(" = [")
		for i, x := range v {
			if i > 0 {
				sb.WriteString(", ")
			}
			fmt.Fprint(&sb, x)
		}
		sb.WriteString("]")
	}
	list("contiguity", a.Contiguity)
	list(", divisibility", a.Divisibility)
	list(", constancy", a.Constancy)
	sb.WriteString(", constant_value = ")
	if a.HasConstant {
		fmt.Fprint(&sb, a.Constant)
	} else {
		sb.WriteString("<none>")
	}
	return sb.String()
}

// filled returns a vector of rank copies of v.
func filled(rank int, v int64) []int64 {
	out := make([]int64, rank)
	for i := range out {
		out[i] = v
	}
	return out
}

// newInfo returns an info of rank zeroed dimensions whose three vectors share one allocation.
func newInfo(rank int) AxisInfo {
	buf := make([]int64, 3*rank)
	return AxisInfo{Contiguity: buf[:rank:rank], Divisibility: buf[rank : 2*rank : 2*rank], Constancy: buf[2*rank:]}
}

// uniform returns the info with the same contiguity, divisibility and constancy on every
// dimension and no known constant.
func uniform(rank int, contiguity, divisibility, constancy int64) AxisInfo {
	out := newInfo(rank)
	for d := range rank {
		out.Contiguity[d], out.Divisibility[d], out.Constancy[d] = contiguity, divisibility, constancy
	}
	return out
}

// withConstant returns a with the known constant v.
func (a AxisInfo) withConstant(v int64) AxisInfo {
	a.Constant, a.HasConstant = v, true
	return a
}

// highestPow2Divisor64 is Triton's highestPowOf2Divisor on int64: the largest power of two
// dividing n, 2^62 for 0 and for the minimum int64.
func highestPow2Divisor64(n int64) int64 {
	if n == 0 || n == math.MinInt64 {
		return MaxDivisor
	}
	return n & -n
}

// highestPow2Divisor32 is highestPowOf2Divisor on a 32-bit integer (make_range's bounds):
// 2^30 for 0 and for the minimum int32.
func highestPow2Divisor32(n int64) int64 {
	v := int32(n)
	if v == 0 || v == math.MinInt32 {
		return 1 << 30
	}
	return int64(v & -v)
}

// gcd is Triton's gcd: 0 is the identity, the result of several is folded left to right.
func gcd(vals ...int64) int64 {
	acc := vals[0]
	for _, b := range vals[1:] {
		if acc == 0 {
			acc = b
			continue
		}
		if b == 0 {
			continue
		}
		acc = gcd2(acc, b)
	}
	return acc
}

// gcd2 is std::gcd: the greatest common divisor of |a| and |b|.
func gcd2(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// multiplyDivisor multiplies two divisibilities, saturating at MaxDivisor.
func multiplyDivisor(lhs, rhs int64) int64 {
	if lhs > MaxDivisor/rhs {
		return MaxDivisor
	}
	return lhs * rhs
}

// divisibilityFromContiguity joins the divisibilities of dimension d of two values one of
// which is chosen per element: when their contiguities differ, the runs of the result may
// start inside the runs of either, so the contiguities bound it too.
func divisibilityFromContiguity(lhs, rhs AxisInfo, d int) int64 {
	lc, rc := lhs.Contiguity[d], rhs.Contiguity[d]
	if lc == rc || lc == MaxDivisor || rc == MaxDivisor {
		return gcd(lhs.Divisibility[d], rhs.Divisibility[d])
	}
	return gcd(lhs.Divisibility[d], rhs.Divisibility[d], lc, rc)
}

// Join returns what holds of a value that may be a or b: Triton's AxisInfo::join.
func Join(a, b AxisInfo) AxisInfo {
	if a.Rank() == 0 {
		return b
	}
	if b.Rank() == 0 || b.Rank() != a.Rank() {
		return a
	}
	rank := a.Rank()
	out := newInfo(rank)
	for d := range rank {
		out.Contiguity[d] = gcd(a.Contiguity[d], b.Contiguity[d])
		out.Divisibility[d] = divisibilityFromContiguity(a, b, d)
		out.Constancy[d] = gcd(a.Constancy[d], b.Constancy[d])
	}
	if a.HasConstant && b.HasConstant && a.Constant == b.Constant {
		out = out.withConstant(a.Constant)
	}
	return out
}
