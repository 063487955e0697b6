package ttng

import (
	"fmt"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// TensorMemoryEncoding is #ttng.tensor_memory_encoding: a tensor in tensor memory laid out in
// BlockM x BlockN blocks, ColStride 32-bit columns per element, split CTASplitM x CTASplitN
// across CTAs, and shared by a CTA pair when TwoCTAs.
type TensorMemoryEncoding struct {
	ir.AttrBase
	BlockM, BlockN, ColStride int
	CTASplitM, CTASplitN      int
	TwoCTAs                   bool
}

// TensorMemoryEncodingAttr returns the #ttng.tensor_memory_encoding attribute.
func TensorMemoryEncodingAttr(ctx *ir.Context, blockM, blockN, colStride, ctaSplitM, ctaSplitN int, twoCTAs bool) *TensorMemoryEncoding {
	k := ir.Key("ttng.tensor_memory_encoding").Int(int64(blockM)).Int(int64(blockN)).Int(int64(colStride)).
		Int(int64(ctaSplitM)).Int(int64(ctaSplitN))
	if twoCTAs {
		k.Int(1)
	}
	return ir.Unique(ctx, k.String(), func(id uint64) *TensorMemoryEncoding {
		return &TensorMemoryEncoding{AttrBase: ir.NewAttrBase(id), BlockM: blockM, BlockN: blockN, ColStride: colStride,
			CTASplitM: ctaSplitM, CTASplitN: ctaSplitN, TwoCTAs: twoCTAs}
	})
}

// DialectName returns "ttng".
func (a *TensorMemoryEncoding) DialectName() string { return "ttng" }

// Print writes `tensor_memory_encoding<blockM = .., blockN = .., colStride = ..>` with the
// parameters that differ from their defaults after them.
func (a *TensorMemoryEncoding) Print(p ir.AsmPrinter) {
	parts := []string{fmt.Sprintf("blockM = %d", a.BlockM), fmt.Sprintf("blockN = %d", a.BlockN), fmt.Sprintf("colStride = %d", a.ColStride)}
	if a.CTASplitM != 1 {
		parts = append(parts, fmt.Sprintf("CTASplitM = %d", a.CTASplitM))
	}
	if a.CTASplitN != 1 {
		parts = append(parts, fmt.Sprintf("CTASplitN = %d", a.CTASplitN))
	}
	if a.TwoCTAs {
		parts = append(parts, "twoCTAs = true")
	}
	p.WriteString("tensor_memory_encoding<" + strings.Join(parts, ", ") + ">")
}

// TensorMemoryScalesEncoding is #ttng.tensor_memory_scales_encoding, the special layout of
// block scales in tensor memory.
type TensorMemoryScalesEncoding struct {
	ir.AttrBase
	CTASplitM, CTASplitN int
}

// TensorMemoryScalesEncodingAttr returns the #ttng.tensor_memory_scales_encoding attribute.
func TensorMemoryScalesEncodingAttr(ctx *ir.Context, ctaSplitM, ctaSplitN int) *TensorMemoryScalesEncoding {
	k := ir.Key("ttng.tensor_memory_scales_encoding").Int(int64(ctaSplitM)).Int(int64(ctaSplitN))
	return ir.Unique(ctx, k.String(), func(id uint64) *TensorMemoryScalesEncoding {
		return &TensorMemoryScalesEncoding{AttrBase: ir.NewAttrBase(id), CTASplitM: ctaSplitM, CTASplitN: ctaSplitN}
	})
}

// DialectName returns "ttng".
func (a *TensorMemoryScalesEncoding) DialectName() string { return "ttng" }

// Print writes `tensor_memory_scales_encoding<>` with CTASplitM/N when not 1.
func (a *TensorMemoryScalesEncoding) Print(p ir.AsmPrinter) {
	var parts []string
	if a.CTASplitM != 1 {
		parts = append(parts, fmt.Sprintf("CTASplitM = %d", a.CTASplitM))
	}
	if a.CTASplitN != 1 {
		parts = append(parts, fmt.Sprintf("CTASplitN = %d", a.CTASplitN))
	}
	p.WriteString("tensor_memory_scales_encoding<" + strings.Join(parts, ", ") + ">")
}

// TensorMemorySpace is #ttng.tensor_memory, the memory space of tensor memory descriptors.
type TensorMemorySpace struct{ ir.AttrBase }

// TensorMemory returns #ttng.tensor_memory.
func TensorMemory(ctx *ir.Context) *TensorMemorySpace {
	return ir.Unique(ctx, "ttng.tensor_memory", func(id uint64) *TensorMemorySpace {
		return &TensorMemorySpace{ir.NewAttrBase(id)}
	})
}

// DialectName returns "ttng".
func (a *TensorMemorySpace) DialectName() string { return "ttng" }

// Print writes `tensor_memory`.
func (a *TensorMemorySpace) Print(p ir.AsmPrinter) { p.WriteString("tensor_memory") }

// parseStruct reads `<key = value, ...>` (MLIR's struct(params) without braces) of unsigned
// and boolean parameters; known maps each parameter name to whether it is a bool, and values
// holds the defaults of the optional parameters on entry and every parsed value on return.
func parseStruct(p ir.AsmParser, known map[string]bool, values map[string]int64) error {
	if err := p.ParsePunct("<"); err != nil {
		return err
	}
	if p.ParseOptionalPunct(">") {
		return nil
	}
	seen := map[string]bool{}
	for {
		loc := p.Pos()
		name, err := p.ParseKeywordIdent()
		if err != nil {
			return err
		}
		isBool, ok := known[name]
		if !ok || seen[name] {
			return p.ErrorfAt(loc, "duplicate or unknown struct parameter name: %s", name)
		}
		seen[name] = true
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		if isBool {
			switch {
			case p.ParseOptionalKeyword("true"):
				values[name] = 1
			case p.ParseOptionalKeyword("false"):
				values[name] = 0
			default:
				return p.Errorf("expected 'true' or 'false'")
			}
		} else {
			v, err := p.ParseInteger()
			if err != nil {
				return err
			}
			values[name] = v
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return p.ParsePunct(">")
}

func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	loc := p.Pos()
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "tensor_memory":
		return TensorMemory(p.Context()), nil
	case "tensor_memory_encoding":
		vals := map[string]int64{"CTASplitM": 1, "CTASplitN": 1, "twoCTAs": 0}
		known := map[string]bool{"blockM": false, "blockN": false, "colStride": false, "CTASplitM": false, "CTASplitN": false, "twoCTAs": true}
		if err := parseStruct(p, known, vals); err != nil {
			return nil, err
		}
		for _, req := range []string{"blockM", "blockN", "colStride"} {
			if _, ok := vals[req]; !ok {
				return nil, p.ErrorfAt(loc, "struct is missing required parameter: %s", req)
			}
		}
		return TensorMemoryEncodingAttr(p.Context(), int(vals["blockM"]), int(vals["blockN"]), int(vals["colStride"]),
			int(vals["CTASplitM"]), int(vals["CTASplitN"]), vals["twoCTAs"] != 0), nil
	case "tensor_memory_scales_encoding":
		vals := map[string]int64{"CTASplitM": 1, "CTASplitN": 1}
		if err := parseStruct(p, map[string]bool{"CTASplitM": false, "CTASplitN": false}, vals); err != nil {
			return nil, err
		}
		return TensorMemoryScalesEncodingAttr(p.Context(), int(vals["CTASplitM"]), int(vals["CTASplitN"])), nil
	}
	return nil, p.ErrorfAt(loc, "unknown attribute `%s` in dialect `ttng`", kw)
}

// attrAlias names #tmem and #tmem_scales.
func attrAlias(a ir.Attribute) (string, ir.AliasKind) {
	switch a.(type) {
	case *TensorMemoryEncoding:
		return "tmem", ir.FinalAlias
	case *TensorMemoryScalesEncoding:
		return "tmem_scales", ir.FinalAlias
	}
	return "", ir.NoAlias
}
