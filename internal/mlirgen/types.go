package mlirgen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// tkind classifies a type string.
type tkind int

const (
	tOther tkind = iota
	tInt
	tIndex
	tFloat
	tVector
	tTensor
	tPtr
	tStruct
	tArray
)

// tinfo is the parsed shape of a type string.
type tinfo struct {
	s    string
	kind tkind
	bits int // integer width, float width
	// prefix is the shaped type up to its element type ("vector<4x"), elem the element type.
	prefix string
	elem   string
	// elems is the static element count of a shaped type, -1 when dynamic or unranked.
	elems int
	// dims are the static dimensions of a shaped type.
	dims     []int
	scalable bool
}

// floatBits gives the storage width of every float type the generator uses.
var floatBits = map[string]int{
	"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
	"f8E4M3FN": 8, "f8E5M2": 8, "f8E4M3FNUZ": 8, "f8E5M2FNUZ": 8, "f8E4M3B11FNUZ": 8,
	"f8E4M3": 8, "f8E3M4": 8, "f8E8M0FNU": 8, "f4E2M1FN": 4, "f6E2M3FN": 6, "f6E3M2FN": 6,
}

// typeInfo parses a type string produced by the generator.
func typeInfo(t string) tinfo {
	ti := tinfo{s: t, elems: -1}
	switch {
	case t == "index":
		ti.kind = tIndex
		ti.bits = 64
	case len(t) > 1 && t[0] == 'i' && isDigits(t[1:]):
		ti.kind = tInt
		ti.bits, _ = strconv.Atoi(t[1:])
	case floatBits[t] != 0:
		ti.kind = tFloat
		ti.bits = floatBits[t]
	case strings.HasPrefix(t, "vector<"), strings.HasPrefix(t, "tensor<"):
		ti.kind = tVector
		if t[0] == 't' {
			ti.kind = tTensor
		}
		body := t[len("vector<") : len(t)-1]
		if strings.HasSuffix(body, "index") {
			ti.elem = "index"
		} else {
			ti.elem = body[strings.LastIndexByte(body, 'x')+1:]
		}
		ti.prefix = t[:len(t)-1-len(ti.elem)]
		dims := strings.TrimSuffix(body[:len(body)-len(ti.elem)], "x")
		ti.elems = 1
		for d := range strings.SplitSeq(dims, "x") {
			if strings.HasPrefix(d, "[") {
				ti.scalable = true
				d = strings.Trim(d, "[]")
			}
			n, err := strconv.Atoi(d)
			if err != nil {
				ti.elems = -1
				ti.dims = nil
				break
			}
			ti.dims = append(ti.dims, n)
			ti.elems *= n
		}
	case strings.HasPrefix(t, "!llvm.ptr"):
		ti.kind = tPtr
	case strings.HasPrefix(t, "!llvm.struct"):
		ti.kind = tStruct
	case strings.HasPrefix(t, "!llvm.array"):
		ti.kind = tArray
	}
	return ti
}

func isDigits(s string) bool {
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// shaped reports whether the type is a vector or tensor.
func (ti tinfo) shaped() bool { return ti.kind == tVector || ti.kind == tTensor }

// withElem returns the type with the same shape and element type e.
func (ti tinfo) withElem(e string) string {
	if ti.shaped() {
		return ti.prefix + e + ">"
	}
	return e
}

// arithConst reports whether arith.constant can produce the type.
func (ti tinfo) arithConst() bool {
	switch ti.kind {
	case tInt, tIndex, tFloat:
		return true
	case tVector, tTensor:
		return ti.elems > 0
	}
	return false
}

// llvmType reports whether llvm.mlir.* ops can produce the type.
func (ti tinfo) llvmType() bool {
	switch ti.kind {
	case tInt, tFloat, tPtr, tStruct, tArray:
		return true
	case tVector:
		e := typeInfo(ti.elem)
		return e.kind == tInt || e.kind == tFloat
	}
	return false
}

// Type choosers. Common types are drawn often, odd ones rarely.

var (
	commonInts = []string{"i1", "i8", "i16", "i32", "i64"}
	oddInts    = []string{"i2", "i4", "i7", "i17", "i33", "i128"}
	// commonFloats are the float types math and llvm ops take.
	commonFloats = []string{"f16", "bf16", "f32", "f64"}
	// oddFloats are the other float types arith accepts.
	oddFloats = []string{"f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ",
		"f8E4M3", "f8E3M4", "f8E8M0FNU", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "tf32", "f80", "f128"}
	// shapePrefixes are the static shapes of vector and tensor values.
	// The scalable one comes first: it only takes splat constants.
	shapePrefixes = []string{"vector<[4]x", "vector<4x", "vector<2x3x", "vector<1x", "tensor<4x",
		"tensor<2x2x", "tensor<3x1x2x", "vector<8x"}
)

func (g *gen) intScalar() string {
	if g.chance(0.1) {
		return pick(g, oddInts)
	}
	return pick(g, commonInts)
}

func (g *gen) floatScalar() string {
	if g.chance(0.1) {
		return pick(g, oddFloats)
	}
	return pick(g, commonFloats)
}

// shape wraps a scalar in a random shape, or leaves it scalar.
func (g *gen) shape(s string) string {
	if g.chance(0.7) {
		return s
	}
	return pick(g, shapePrefixes) + s + ">"
}

// scalarType returns a common int, index or float type.
func (g *gen) scalarType() string {
	switch g.intn(4) {
	case 0:
		return "index"
	case 1:
		return pick(g, commonFloats)
	}
	return pick(g, commonInts)
}

// anyValueType returns a type arith or llvm can materialize.
func (g *gen) anyValueType() string {
	if g.has(DialectArith) {
		if g.chance(0.5) {
			return g.shape(g.scalarType())
		}
		return g.scalarType()
	}
	if g.has(DialectLLVM) {
		return pick(g, []string{"i32", "i64", "f32", "i1", "!llvm.ptr"})
	}
	return pick(g, argScalars)
}

// intLike returns an integer (not index) type, maybe shaped.
func (g *gen) intLike() string { return g.shape(g.intScalar()) }

// intOrIndexLike returns an integer or index type, maybe shaped.
func (g *gen) intOrIndexLike() string {
	if g.chance(0.15) {
		return g.shape("index")
	}
	return g.intLike()
}

// floatLike returns a float type of any kind, maybe shaped.
func (g *gen) floatLike() string { return g.shape(g.floatScalar()) }

// mathFloatLike returns a common float type, maybe shaped.
func (g *gen) mathFloatLike() string { return g.shape(pick(g, commonFloats)) }

// i1Like returns the i1 type of the same shape as t.
func i1Like(t string) string { return typeInfo(t).withElem("i1") }

// Constants.

// constant returns the attribute text of an arith.constant of type t (value and type) and
// the catalogue variant it belongs to. force selects "hex" floats and "splat", "elements" or
// "hex" dense literals; "" lets the generator choose.
func (g *gen) constant(t, force string) (string, string) {
	ti := typeInfo(t)
	switch ti.kind {
	case tInt:
		if ti.bits == 1 {
			return pick(g, []string{"true", "false"}), "i1"
		}
		if ti.bits > 64 {
			return g.intLiteral(ti.bits) + " : " + t, "wide_int"
		}
		return g.intLiteral(ti.bits) + " : " + t, "int"
	case tIndex:
		return strconv.Itoa(g.intn(2000)-1000) + " : index", "index"
	case tFloat:
		if force == "hex" {
			return g.hexFloat(t) + " : " + t, "float_hex"
		}
		v, variant := g.floatLiteral(t)
		return v + " : " + t, variant
	}
	e := ti.elem
	switch {
	case force == "elements":
	case ti.scalable || force == "splat" || ti.elems == 1 || (force == "" && g.chance(0.3)):
		return "dense<" + g.elemLiteral(e) + "> : " + t, "dense_splat"
	case ti.elems > 100 && hexElem(e):
		return g.denseHex(ti) + " : " + t, "dense_hex"
	case ti.elems > 100:
		return "dense<" + g.elemLiteral(e) + "> : " + t, "dense_splat"
	}
	return "dense<" + g.denseNested(ti.dims, e) + "> : " + t, "dense_elements"
}

func (g *gen) denseNested(dims []int, e string) string {
	if len(dims) == 0 {
		return g.elemLiteral(e)
	}
	parts := make([]string, dims[0])
	for i := range parts {
		parts[i] = g.denseNested(dims[1:], e)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// elemLiteral returns one element of a dense literal of element type e.
func (g *gen) elemLiteral(e string) string {
	ti := typeInfo(e)
	switch ti.kind {
	case tInt:
		if ti.bits == 1 {
			return pick(g, []string{"true", "false"})
		}
		return g.intLiteral(ti.bits)
	case tIndex:
		return strconv.Itoa(g.intn(100))
	}
	v, _ := g.floatLiteral(e)
	return v
}

// hexElems are the element types whose dense storage is whole bytes.
var hexElems = []string{"i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64"}

func hexElem(e string) bool { return slices.Contains(hexElems, e) }

// denseHex returns a dense<"0x..."> literal of a shaped type's raw little-endian storage.
func (g *gen) denseHex(ti tinfo) string {
	bytesPer := typeInfo(ti.elem).bits / 8
	var sb strings.Builder
	sb.WriteString(`dense<"0x`)
	for range ti.elems {
		for range bytesPer {
			fmt.Fprintf(&sb, "%02X", g.intn(256))
		}
	}
	sb.WriteString(`">`)
	return sb.String()
}

// intLiteral returns an in-range decimal literal for a signless integer of the given width.
func (g *gen) intLiteral(bits int) string {
	switch {
	case bits == 128:
		return pick(g, []string{"0", "1", "-1", "170141183460469231731687303715884105727",
			"-170141183460469231731687303715884105728", "18446744073709551616", "42"})
	case bits >= 64:
		return pick(g, []string{"0", "1", "-1", "9223372036854775807", "-9223372036854775808",
			"4294967296", strconv.FormatInt(g.rng.Int64()>>uint(g.intn(63)), 10)})
	}
	lo, hi := -(int64(1) << (bits - 1)), int64(1)<<(bits-1)-1
	switch g.intn(6) {
	case 0:
		return strconv.FormatInt(lo, 10)
	case 1:
		return strconv.FormatInt(hi, 10)
	case 2:
		return strconv.Itoa(g.intn(3) - 1)
	case 3:
		// Unsigned spelling of a large value: accepted, printed back signed.
		return strconv.FormatInt(int64(1)<<bits-1-int64(g.intn(2)), 10)
	}
	return strconv.FormatInt(lo+g.rng.Int64N(hi-lo+1), 10)
}

// floatLiteral returns a float literal valid for type t and its constant variant name.
func (g *gen) floatLiteral(t string) (string, string) {
	variant := t
	switch t {
	case "f16", "bf16", "f32", "f64":
	default:
		variant = "float_other"
		if strings.HasPrefix(t, "f8") || strings.HasPrefix(t, "f6") || strings.HasPrefix(t, "f4") {
			variant = "f8"
		}
		if t == "f8E8M0FNU" {
			return pick(g, []string{"1.0", "2.0", "0.5", "4.0", "0.125"}), variant
		}
		return pick(g, []string{"0.0", "1.0", "-1.0", "0.5", "1.5", "-2.0", "3.0", "0.25"}), variant
	}
	if g.chance(0.2) {
		return g.hexFloat(t), "float_hex"
	}
	switch g.intn(7) {
	case 0:
		return pick(g, []string{"0.0", "-0.0", "1.0", "-1.0", "2.0", "0.5"}), variant
	case 1:
		return pick(g, []string{"0.1", "0.3", "3.14159", "2.718281828459045", "1.0e-3", "6.0e+4",
			"1.0E+2", "-7.5e-1"}), variant
	case 2:
		return strconv.Itoa(g.intn(2000)-1000) + ".0", variant
	case 3:
		return fmt.Sprintf("%.3f", g.rng.Float64()*100-50), variant
	case 4:
		if t == "f64" {
			return pick(g, []string{"1.0e+300", "-2.5e-300", "123456789.0", "4.9e-324"}), variant
		}
	}
	return fmt.Sprintf("%g", float32(g.rng.NormFloat64())), variant
}

// hexFloat returns a hexadecimal float literal: NaN, infinity or raw bits.
func (g *gen) hexFloat(t string) string {
	type pat struct{ nan, inf, ninf string }
	pats := map[string]pat{
		"f16":  {"0x7E00", "0x7C00", "0xFC00"},
		"bf16": {"0x7FC0", "0x7F80", "0xFF80"},
		"f32":  {"0x7FC00000", "0x7F800000", "0xFF800000"},
		"f64":  {"0x7FF8000000000000", "0x7FF0000000000000", "0xFFF0000000000000"},
	}
	p := pats[t]
	switch g.intn(4) {
	case 0:
		return p.nan
	case 1:
		return p.inf
	case 2:
		return p.ninf
	}
	digits := len(p.nan) - 2
	var sb strings.Builder
	sb.WriteString("0x")
	for range digits {
		sb.WriteByte("0123456789ABCDEF"[g.intn(16)])
	}
	return sb.String()
}
