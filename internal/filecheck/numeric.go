package filecheck

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// numFormat is the matching format of a numeric expression: %u, %d, %x
// or %X, with an optional precision (minimum digit count) and, for hex,
// the alternate form that adds "0x".
type numFormat struct {
	kind      byte // 'u', 'd', 'x', 'X'; 0 when not yet known
	precision int
	alt       bool
}

func (f numFormat) String() string {
	s := "%"
	if f.alt {
		s += "#"
	}
	if f.precision > 0 {
		s += "." + strconv.Itoa(f.precision)
	}
	return s + string(f.kind)
}

// wildcard returns the POSIX regex that matches any value in format f.
func (f numFormat) wildcard() string {
	prefix := ""
	if f.alt {
		prefix = "0x"
	}
	digits, lead := "0-9", "1-9"
	switch f.kind {
	case 'x':
		digits, lead = "0-9a-f", "1-9a-f"
	case 'X':
		digits, lead = "0-9A-F", "1-9A-F"
	}
	sign := ""
	if f.kind == 'd' {
		sign = "-?"
	}
	if f.precision > 0 {
		return fmt.Sprintf("%s%s([%s][%s]*)?[%s]{%d}", prefix, sign, lead, digits, digits, f.precision)
	}
	return prefix + sign + "[" + digits + "]+"
}

// format prints v in format f.
func (f numFormat) format(v int64) (string, error) {
	if v < 0 && f.kind != 'd' {
		return "", errOverflow
	}
	neg := v < 0
	var digits string
	switch f.kind {
	case 'x':
		digits = strconv.FormatUint(absU(v), 16)
	case 'X':
		digits = strings.ToUpper(strconv.FormatUint(absU(v), 16))
	default:
		digits = strconv.FormatUint(absU(v), 10)
	}
	if len(digits) < f.precision {
		digits = strings.Repeat("0", f.precision-len(digits)) + digits
	}
	if f.alt {
		digits = "0x" + digits
	}
	if neg {
		digits = "-" + digits
	}
	return digits, nil
}

func absU(v int64) uint64 {
	if v < 0 {
		return uint64(-(v + 1)) + 1
	}
	return uint64(v)
}

// parse reads a value printed in format f.
func (f numFormat) parse(s string) (int64, error) {
	base := 10
	if f.kind == 'x' || f.kind == 'X' {
		base = 16
		s = strings.TrimPrefix(s, "0x")
	}
	if f.kind == 'd' {
		return strconv.ParseInt(s, base, 64)
	}
	u, err := strconv.ParseUint(s, base, 64)
	if err != nil || u > math.MaxInt64 {
		return 0, errOverflow
	}
	return int64(u), nil
}

// errOverflow reports a value out of the supported 64-bit range.
var errOverflow = fmt.Errorf("overflow error")

// numVar is one definition of a numeric variable. Uses bind to the
// definition in force when they are parsed, as in LLVM.
type numVar struct {
	name    string
	format  numFormat
	line    int // check line of the definition; 0 for -D and undefined uses
	value   int64
	defined bool
}

// expr is a numeric expression tree node.
type expr interface {
	eval() (int64, error)
	// implicitFormat is the format the expression's variables suggest.
	implicitFormat() (numFormat, error)
}

type literalExpr struct{ v int64 }

func (e literalExpr) eval() (int64, error)               { return e.v, nil }
func (e literalExpr) implicitFormat() (numFormat, error) { return numFormat{}, nil }

// undefinedVarError is the use of a numeric or string variable that has
// no value; loc is the offset of its name in the pattern's source.
type undefinedVarError struct {
	name string
	loc  int
}

func (e *undefinedVarError) Error() string { return "undefined variable: " + e.name }

type varExpr struct {
	v   *numVar
	loc int
}

func (e varExpr) eval() (int64, error) {
	if !e.v.defined {
		return 0, &undefinedVarError{e.v.name, e.loc}
	}
	return e.v.value, nil
}

func (e varExpr) implicitFormat() (numFormat, error) { return e.v.format, nil }

// callExpr is a binary operator or one of FileCheck's functions.
type callExpr struct {
	op       string // "+", "-", "add", "sub", "mul", "div", "max", "min"
	text     string // the expression text, for format conflict messages
	lhs, rhs expr
}

func (e callExpr) eval() (int64, error) {
	l, lerr := e.lhs.eval()
	r, rerr := e.rhs.eval()
	if lerr != nil {
		return 0, lerr
	}
	if rerr != nil {
		return 0, rerr
	}
	switch e.op {
	case "+", "add":
		if (r > 0 && l > math.MaxInt64-r) || (r < 0 && l < math.MinInt64-r) {
			return 0, errOverflow
		}
		return l + r, nil
	case "-", "sub":
		if (r < 0 && l > math.MaxInt64+r) || (r > 0 && l < math.MinInt64+r) {
			return 0, errOverflow
		}
		return l - r, nil
	case "mul":
		if l != 0 && ((l*r)/l != r || (l == -1 && r == math.MinInt64) || (r == -1 && l == math.MinInt64)) {
			return 0, errOverflow
		}
		return l * r, nil
	case "div":
		if r == 0 || (l == math.MinInt64 && r == -1) {
			return 0, errOverflow
		}
		return l / r, nil
	case "max":
		return max(l, r), nil
	default: // "min"
		return min(l, r), nil
	}
}

func (e callExpr) implicitFormat() (numFormat, error) {
	lf, err := e.lhs.implicitFormat()
	if err != nil {
		return lf, err
	}
	rf, err := e.rhs.implicitFormat()
	if err != nil {
		return rf, err
	}
	if lf.kind != 0 && rf.kind != 0 && lf != rf {
		return numFormat{}, fmt.Errorf("implicit format conflict between '%s' (%s) and '%s' (%s), need an explicit format specifier", e.text, lf, e.text, rf)
	}
	if lf.kind != 0 {
		return lf, nil
	}
	return rf, nil
}
