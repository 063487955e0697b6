package ttg

import (
	"github.com/ttgo/ttgo/ir"
)

// Parsers of the TritonGPU attributes, after Triton's hand-written ones: the body is read as
// a dictionary, and its entries are checked with Triton's diagnostics.

// parseDictBody reads `<{...}>` and returns the dictionary's entries.
func parseDictBody(p ir.AsmParser) ([]ir.NamedAttribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	loc := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	d, ok := a.(*ir.DictionaryAttr)
	if !ok {
		return nil, p.ErrorfAt(loc, "expected a dictionary attribute")
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return d.Entries, nil
}

// entryReader converts dictionary entries with Triton's diagnostics, all reported at the
// attribute's name location.
type entryReader struct {
	p   ir.AsmParser
	loc ir.Location
}

func (r entryReader) uint(a ir.Attribute, desc string) (int, error) {
	ia, ok := a.(*ir.IntegerAttr)
	if !ok || ia.IsBool() {
		return 0, r.p.ErrorfAt(r.loc, "expected an integer type in %s", desc)
	}
	if ia.Value < 0 {
		return 0, r.p.ErrorfAt(r.loc, "expected an unsigned integer value in %s", desc)
	}
	return int(ia.Value), nil
}

func (r entryReader) bool(a ir.Attribute, desc string) (bool, error) {
	ia, ok := a.(*ir.IntegerAttr)
	if !ok || !ia.IsBool() {
		return false, r.p.ErrorfAt(r.loc, "expected a bool type in %s", desc)
	}
	return ia.Value != 0, nil
}

func (r entryReader) uints(a ir.Attribute, desc string) ([]uint32, error) {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil, r.p.ErrorfAt(r.loc, "expected an array for %s", desc)
	}
	out := make([]uint32, 0, len(arr.Elems))
	for _, e := range arr.Elems {
		v, err := r.uint(e, desc)
		if err != nil {
			return nil, err
		}
		out = append(out, uint32(v))
	}
	return out, nil
}

// cga reads a CGALayout entry (nil a: the default) of the given rank.
func (r entryReader) cga(a ir.Attribute, rank int) (CGALayout, error) {
	if a == nil {
		return nil, nil
	}
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil, r.p.ErrorfAt(r.loc, "expected array value for 'CGALayout'")
	}
	var out CGALayout
	for _, e := range arr.Elems {
		v, err := r.uints(e, "CGALayout entry")
		if err != nil {
			return nil, err
		}
		if len(v) != rank {
			return nil, r.p.ErrorfAt(r.loc, "'CGALayout' entry length does not match rank %d", rank)
		}
		b := make([]int32, len(v))
		for i, x := range v {
			b[i] = int32(x)
		}
		out = append(out, b)
	}
	return out, nil
}

// linear reads the bases of the named input dimensions, in that order.
func (r entryReader) linear(entries []ir.NamedAttribute, names []string) ([]NamedBases, error) {
	var out []NamedBases
	rank := 0
	for _, name := range names {
		v := ir.LookupAttr(entries, name)
		if v == nil {
			return nil, r.p.Errorf("Expected basis of '%s' not found", name)
		}
		arr, ok := v.(*ir.ArrayAttr)
		if !ok {
			return nil, r.p.Errorf("Expected array of arrays for basis of '%s'", name)
		}
		nb := NamedBases{Name: name, Bases: [][]int32{}}
		for _, e := range arr.Elems {
			ints, ok := e.(*ir.ArrayAttr)
			if !ok {
				return nil, r.p.Errorf("Expected array of integers in basis for '%s'", name)
			}
			b := make([]int32, 0, len(ints.Elems))
			for _, x := range ints.Elems {
				ia, ok := x.(*ir.IntegerAttr)
				if !ok {
					return nil, r.p.Errorf("Expected integer in basis for '%s'", name)
				}
				b = append(b, int32(ia.Value))
			}
			if rank == 0 {
				rank = len(b)
			}
			nb.Bases = append(nb.Bases, b)
		}
		out = append(out, nb)
	}
	if rank == 0 {
		return nil, r.p.Errorf("Empty Layout not supported")
	}
	return out, nil
}

func parseBlocked(p ir.AsmParser, r entryReader) (ir.Attribute, error) {
	entries, err := parseDictBody(p)
	if err != nil {
		return nil, err
	}
	var spt, tpw, wpc, order []uint32
	var cgaAttr ir.Attribute
	for _, e := range entries {
		switch e.Name {
		case "sizePerThread":
			spt, err = r.uints(e.Value, "number of elements per thread")
		case "threadsPerWarp":
			tpw, err = r.uints(e.Value, "number of threads per warp")
		case "warpsPerCTA":
			wpc, err = r.uints(e.Value, "number of warps per CTA")
		case "order":
			order, err = r.uints(e.Value, "order")
		case "CGALayout":
			cgaAttr = e.Value
		default:
			return nil, p.ErrorfAt(r.loc, "unexpected key: %s", e.Name)
		}
		if err != nil {
			return nil, err
		}
	}
	cga, err := r.cga(cgaAttr, len(spt))
	if err != nil {
		return nil, err
	}
	return Blocked(p.Context(), spt, tpw, wpc, order, cga), nil
}

func parseSlice(p ir.AsmParser, r entryReader) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	entries, err := p.ParseOptionalAttrDict()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	dim, ok := ir.LookupAttr(entries, "dim").(*ir.IntegerAttr)
	if !ok {
		return nil, p.ErrorfAt(r.loc, "expected an integer type in dim")
	}
	parent := ir.LookupAttr(entries, "parent")
	if !isDistributed(parent) {
		return nil, p.ErrorfAt(r.loc, "expected a distributed encoding trait")
	}
	return Slice(p.Context(), int(dim.Value), parent), nil
}

// isDistributed reports whether a is a distributed (register) layout.
func isDistributed(a ir.Attribute) bool {
	switch a.(type) {
	case *BlockedEncoding, *SliceEncoding, *DotOperandEncoding, *NvidiaMmaEncoding, *AMDMfmaEncoding, *AMDWmmaEncoding, *LinearEncoding:
		return true
	}
	// Distributed layouts of other dialects (ttng's tensor memory layouts are not among them)
	// are not known here.
	return false
}

func parseDotOp(p ir.AsmParser, r entryReader) (ir.Attribute, error) {
	entries, err := parseDictBody(p)
	if err != nil {
		return nil, err
	}
	var opIdx, kWidth int
	var parent ir.Attribute
	seenIdx := false
	for _, e := range entries {
		switch e.Name {
		case "opIdx":
			opIdx, err = r.uint(e.Value, "opIdx")
			seenIdx = true
		case "kWidth":
			kWidth, err = r.uint(e.Value, "kWidth")
		case "parent":
			parent = e.Value
		default:
			return nil, p.ErrorfAt(r.loc, "duplicate or unknown struct parameter name: %s", e.Name)
		}
		if err != nil {
			return nil, err
		}
	}
	if !seenIdx {
		return nil, p.ErrorfAt(r.loc, "struct is missing required parameter: opIdx")
	}
	if parent == nil {
		return nil, p.ErrorfAt(r.loc, "struct is missing required parameter: parent")
	}
	return DotOperand(p.Context(), opIdx, parent, kWidth), nil
}

func parseNvidiaMma(p ir.AsmParser, r entryReader) (ir.Attribute, error) {
	entries, err := parseDictBody(p)
	if err != nil {
		return nil, err
	}
	var major, minor int
	var wpc, instr []uint32
	var cgaAttr ir.Attribute
	for _, e := range entries {
		switch e.Name {
		case "versionMajor":
			major, err = r.uint(e.Value, "versionMajor")
		case "versionMinor":
			minor, err = r.uint(e.Value, "versionMinor")
		case "warpsPerCTA":
			wpc, err = r.uints(e.Value, "warpsPerCTA")
		case "CGALayout":
			cgaAttr = e.Value
		case "instrShape":
			instr, err = r.uints(e.Value, "instrShape")
		}
		if err != nil {
			return nil, err
		}
	}
	cga, err := r.cga(cgaAttr, len(wpc))
	if err != nil {
		return nil, err
	}
	return NvidiaMma(p.Context(), major, minor, wpc, cga, instr), nil
}

func parseAMDMfma(p ir.AsmParser, r entryReader) (ir.Attribute, error) {
	entries, err := parseDictBody(p)
	if err != nil {
		return nil, err
	}
	version, ebw := 0, 32
	var wpc, instr, tiles []uint32
	transposed := false
	var cgaAttr ir.Attribute
	for _, e := range entries {
		switch e.Name {
		case "version":
			version, err = r.uint(e.Value, "version")
		case "warpsPerCTA":
			wpc, err = r.uints(e.Value, "warpsPerCTA")
		case "instrShape":
			instr, err = r.uints(e.Value, "instrShape")
		case "isTransposed":
			transposed, err = r.bool(e.Value, "isTransposed")
		case "tilesPerWarp":
			tiles, err = r.uints(e.Value, "tilesPerWarp")
		case "elementBitWidth":
			ebw, err = r.uint(e.Value, "elementBitWidth")
		case "CGALayout":
			cgaAttr = e.Value
		}
		if err != nil {
			return nil, err
		}
	}
	cga, err := r.cga(cgaAttr, len(wpc))
	if err != nil {
		return nil, err
	}
	return AMDMfma(p.Context(), version, wpc, instr, transposed, cga, tiles, ebw), nil
}

func parseAMDWmma(p ir.AsmParser, r entryReader) (ir.Attribute, error) {
	entries, err := parseDictBody(p)
	if err != nil {
		return nil, err
	}
	version := 0
	transposed := false
	var wpc, tiles, instr []uint32
	var cgaAttr ir.Attribute
	for _, e := range entries {
		switch e.Name {
		case "version":
			version, err = r.uint(e.Value, "version")
		case "isTranspose":
			transposed, err = r.bool(e.Value, "isTranspose")
		case "warpsPerCTA":
			wpc, err = r.uints(e.Value, "warpsPerCTA")
		case "tilesPerWarp":
			tiles, err = r.uints(e.Value, "tilesPerWarp")
		case "instrShape":
			instr, err = r.uints(e.Value, "instrShape")
		case "CGALayout":
			cgaAttr = e.Value
		}
		if err != nil {
			return nil, err
		}
	}
	cga, err := r.cga(cgaAttr, len(wpc))
	if err != nil {
		return nil, err
	}
	return AMDWmma(p.Context(), version, transposed, wpc, cga, tiles, instr), nil
}

func parseLinear(p ir.AsmParser, r entryReader) (ir.Attribute, error) {
	entries, err := parseDictBody(p)
	if err != nil {
		return nil, err
	}
	bases, err := r.linear(entries, []string{"register", "lane", "warp", "block"})
	if err != nil {
		return nil, err
	}
	return Linear(p.Context(), bases), nil
}

// parseSwizzledParams reads the body of swizzled_shared and amd_rotating_shared.
func parseSwizzledParams(p ir.AsmParser, r entryReader) (vec, perPhase, maxPhase int, order []uint32, cga CGALayout, err error) {
	entries, err := parseDictBody(p)
	if err != nil {
		return
	}
	var cgaAttr ir.Attribute
	for _, e := range entries {
		switch e.Name {
		case "vec":
			vec, err = r.uint(e.Value, "vec")
		case "perPhase":
			perPhase, err = r.uint(e.Value, "perPhase")
		case "maxPhase":
			maxPhase, err = r.uint(e.Value, "maxPhase")
		case "order":
			order, err = r.uints(e.Value, "order")
		case "CGALayout":
			cgaAttr = e.Value
		default:
			err = p.ErrorfAt(r.loc, "unexpected key: %s", e.Name)
		}
		if err != nil {
			return
		}
	}
	cga, err = r.cga(cgaAttr, len(order))
	return
}

func parseNVMMAShared(p ir.AsmParser, r entryReader) (ir.Attribute, error) {
	entries, err := parseDictBody(p)
	if err != nil {
		return nil, err
	}
	var swizzle, ebw, rank int
	var transposed, fp4 bool
	var cgaAttr ir.Attribute
	for _, e := range entries {
		switch e.Name {
		case "swizzlingByteWidth":
			swizzle, err = r.uint(e.Value, "swizzlingByteWidth")
		case "transposed":
			transposed, err = r.bool(e.Value, "transposed")
		case "elementBitWidth":
			ebw, err = r.uint(e.Value, "elementBitWidth")
		case "fp4Padded":
			fp4, err = r.bool(e.Value, "fp4Padded")
		case "CGALayout":
			cgaAttr = e.Value
		case "rank":
			rank, err = r.uint(e.Value, "rank")
		default:
			err = p.ErrorfAt(r.loc, "unexpected key: %s", e.Name)
		}
		if err != nil {
			return nil, err
		}
	}
	if rank == 0 {
		rank = nvmmaRankFromCGA(cgaAttr)
	}
	cga, err := r.cga(cgaAttr, rank)
	if err != nil {
		return nil, err
	}
	return NVMMAShared(p.Context(), swizzle, transposed, ebw, fp4, rank, cga), nil
}

func parsePaddedShared(p ir.AsmParser, r entryReader) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var intervals, paddings []uint32
	err := p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
		iv, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		if err := p.ParsePunct("+"); err != nil {
			return err
		}
		pd, err := p.ParseInteger()
		if err != nil {
			return err
		}
		intervals, paddings = append(intervals, uint32(iv)), append(paddings, uint32(pd))
		return nil
	})
	if err != nil {
		return nil, err
	}
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	d, ok := a.(*ir.DictionaryAttr)
	if !ok {
		return nil, p.Errorf("expected a dictionary attribute")
	}
	if d.Get("offset") != nil || d.Get("block") != nil {
		for _, e := range d.Entries {
			if e.Name != "offset" && e.Name != "block" {
				return nil, p.Errorf("Unexpected attribute \"%s\" found", e.Name)
			}
		}
		bases, err := r.linear(d.Entries, []string{"offset", "block"})
		if err != nil {
			return nil, err
		}
		return finishPaddedShared(p, intervals, paddings, nil, nil, bases)
	}
	var order, shape []uint32
	for _, e := range d.Entries {
		switch e.Name {
		case "order":
			order, err = r.uints(e.Value, "order")
		case "shape":
			shape, err = r.uints(e.Value, "shape")
		default:
			return nil, p.Errorf("Unexpected attribute \"%s\" found", e.Name)
		}
		if err != nil {
			return nil, err
		}
	}
	if len(order) != len(shape) {
		return nil, p.Errorf("Mismatch of shape and order ranks in padded layout")
	}
	return finishPaddedShared(p, intervals, paddings, order, shape, nil)
}

// finishPaddedShared verifies a parsed padded_shared layout, reporting at the closing `>` as
// Triton's getChecked does, then reads that `>`.
func finishPaddedShared(p ir.AsmParser, intervals, paddings, order, shape []uint32, bases []NamedBases) (ir.Attribute, error) {
	if msg := verifyPaddedShared(intervals, paddings, bases); msg != "" {
		return nil, p.Errorf("%s", msg)
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return PaddedShared(p.Context(), intervals, paddings, order, shape, bases), nil
}

func parseSharedLinear(p ir.AsmParser, r entryReader) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	d, ok := a.(*ir.DictionaryAttr)
	if !ok {
		return nil, p.Errorf("expected a dictionary attribute")
	}
	if d.Get("alignment") != nil {
		return nil, p.Errorf("alignment must be specified outside of the linear layout braces")
	}
	entries := d.Entries
	if d.Get("block") == nil {
		entries = append(append([]ir.NamedAttribute(nil), entries...), ir.NamedAttribute{Name: "block", Value: p.Context().ArrayAttr(nil)})
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("alignment"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("="); err != nil {
		return nil, err
	}
	align, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	bases, err := r.linear(entries, []string{"offset", "block"})
	if err != nil {
		return nil, err
	}
	if len(entries) != 2 {
		return nil, p.Errorf("SharedLinearEncodingAttr must have exactly two attributes: offset and block")
	}
	if align <= 0 || align&(align-1) != 0 {
		return nil, p.Errorf("alignment must be a positive power of two")
	}
	return SharedLinear(p.Context(), bases, int(align)), nil
}

// parseAttr reads a TritonGPU attribute after `#ttg.` and verifies it.
func parseAttr(p ir.AsmParser, t ir.Type) (ir.Attribute, error) {
	loc := p.Pos()
	a, err := parseAttrBody(p, t)
	if err != nil {
		return nil, err
	}
	if msg := verifyAttr(a); msg != "" {
		return nil, p.ErrorfAt(loc, "%s", msg)
	}
	return a, nil
}

// parseAttrBody reads a TritonGPU attribute after `#ttg.`.
func parseAttrBody(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	r := entryReader{p: p, loc: p.Pos()}
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "blocked":
		return parseBlocked(p, r)
	case "slice":
		return parseSlice(p, r)
	case "dot_op":
		return parseDotOp(p, r)
	case "nvidia_mma":
		return parseNvidiaMma(p, r)
	case "amd_mfma":
		return parseAMDMfma(p, r)
	case "amd_wmma":
		return parseAMDWmma(p, r)
	case "linear":
		return parseLinear(p, r)
	case "swizzled_shared", "amd_rotating_shared":
		vec, perPhase, maxPhase, order, cga, err := parseSwizzledParams(p, r)
		if err != nil {
			return nil, err
		}
		if kw == "swizzled_shared" {
			return SwizzledShared(p.Context(), vec, perPhase, maxPhase, order, cga), nil
		}
		return AMDRotatingShared(p.Context(), vec, perPhase, maxPhase, order, cga), nil
	case "nvmma_shared":
		return parseNVMMAShared(p, r)
	case "padded_shared":
		return parsePaddedShared(p, r)
	case "shared_linear":
		return parseSharedLinear(p, r)
	case "shared_memory":
		return SharedMemory(p.Context()), nil
	}
	return nil, p.ErrorfAt(r.loc, "unknown attribute `%s` in dialect `ttg`", kw)
}
