package mlirgen

import (
	"fmt"
	"strconv"
	"strings"
)

// attrKinds names the attribute variants attr draws; each is a catalogue entry "attr.<kind>".
var attrKinds = []string{"int", "wide_int", "float", "float_hex", "bool", "string", "array",
	"dense_splat", "dense_elements", "dense_hex", "dense_array", "dict", "type", "symbol",
	"nested_symbol", "unit"}

// attr returns a random attribute; depth bounds nesting of arrays and dictionaries.
func (g *gen) attr(depth int) string {
	k := pick(g, attrKinds)
	if depth > 2 && (k == "array" || k == "dict") {
		k = "int"
	}
	g.kinds["attr."+k]++
	switch k {
	case "int":
		t := g.intScalar()
		if t == "i1" || t == "i128" {
			t = "i64"
		}
		return g.intLiteral(typeInfo(t).bits) + " : " + t
	case "wide_int":
		return g.intLiteral(128) + " : i128"
	case "float":
		t := pick(g, commonFloats)
		v, _ := g.floatLiteral(t)
		return v + " : " + t
	case "float_hex":
		t := pick(g, commonFloats)
		return g.hexFloat(t) + " : " + t
	case "bool":
		return pick(g, []string{"true", "false"})
	case "string":
		return g.stringLiteral()
	case "array":
		parts := make([]string, g.intn(4))
		for i := range parts {
			parts[i] = g.attr(depth + 1)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case "dense_splat", "dense_elements":
		t := pick(g, []string{"vector<4x", "tensor<2x2x", "tensor<3x"}) + g.scalarType() + ">"
		if k == "dense_splat" {
			return "dense<" + g.elemLiteral(typeInfo(t).elem) + "> : " + t
		}
		ti := typeInfo(t)
		return "dense<" + g.denseNested(ti.dims, ti.elem) + "> : " + t
	case "dense_hex":
		t := "tensor<" + pick(g, []string{"128x", "8x16x", "101x"}) + pick(g, hexElems) + ">"
		return g.denseHex(typeInfo(t)) + " : " + t
	case "dense_array":
		return g.denseArray()
	case "dict":
		return g.attrDict(depth + 1)
	case "type":
		return pick(g, []string{"i32", "index", "f16", "vector<4xf32>", "tensor<*xi8>",
			"tuple<i32, f64>", "(i32, f32) -> i1", "!llvm.ptr", "!llvm.struct<(i32, f32)>", "none",
			"complex<f32>", "memref<4x?xf32>"})
	case "symbol":
		return "@" + pick(g, []string{"sym", "foo", "a.b", "\"quoted sym\""})
	case "nested_symbol":
		return "@outer::@inner"
	}
	return "unit"
}

// denseArray returns an array<T: ...> attribute.
func (g *gen) denseArray() string {
	t := pick(g, []string{"i1", "i8", "i16", "i32", "i64", "f32", "f64"})
	parts := make([]string, g.intn(4))
	for i := range parts {
		if t == "i1" {
			parts[i] = pick(g, []string{"true", "false"})
		} else if t[0] == 'f' {
			parts[i], _ = g.floatLiteral(t)
		} else {
			parts[i] = g.intLiteral(typeInfo(t).bits)
		}
	}
	if len(parts) == 0 {
		return "array<" + t + ">"
	}
	return "array<" + t + ": " + strings.Join(parts, ", ") + ">"
}

// attrDict returns "{k = v, ...}" with distinct keys, some bare and some quoted.
func (g *gen) attrDict(depth int) string { return g.dict(depth, "") }

// dict returns an attribute dictionary whose keys all start with prefix.
func (g *gen) dict(depth int, prefix string) string {
	n := g.intn(4)
	parts := make([]string, 0, n)
	for i := range n {
		key := prefix + pick(g, []string{"a", "b", "z", "key", "foo.bar", "_x"}) + strconv.Itoa(i)
		if g.chance(0.1) {
			key = fmt.Sprintf("%q", prefix+"quoted key "+strconv.Itoa(i))
		}
		if g.chance(0.15) {
			parts = append(parts, key)
			continue
		}
		parts = append(parts, key+" = "+g.attr(depth))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// stringLiteral returns a string attribute with escapes.
func (g *gen) stringLiteral() string {
	return pick(g, []string{`""`, `"plain"`, `"quote \" and backslash \\"`, `"tab\tnewline\n"`,
		`"hex \00\FF\7f"`, `"unicode é ✓"`, `"{braces} [brackets] <angles>"`, `"%ssa ^bb #alias @sym"`})
}

// location returns a trailing loc(...) of a random kind.
func (g *gen) location() string {
	g.kinds["loc"]++
	return "loc(" + g.locBody(0) + ")"
}

func (g *gen) locBody(depth int) string {
	n := g.intn(7)
	if depth > 1 {
		n = 0
	}
	switch n {
	case 0:
		return fmt.Sprintf("%q:%d:%d", pick(g, []string{"a.py", "kernel.mlir", "dir/x.cc"}), 1+g.intn(500), g.intn(80))
	case 1:
		return "unknown"
	case 2:
		return fmt.Sprintf("%q", pick(g, []string{"name", "tmp0", "x.y"}))
	case 3:
		return fmt.Sprintf("%q(%s)", "named", g.locBody(depth+1))
	case 4:
		return fmt.Sprintf("callsite(%s at %s)", g.locBody(depth+1), g.locBody(depth+1))
	case 5:
		return fmt.Sprintf("fused[%s, %s]", g.locBody(depth+1), g.locBody(depth+1))
	}
	return fmt.Sprintf("%q:%d:%d to %d:%d", "r.py", 3, 4, 5, 6)
}
