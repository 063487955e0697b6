package protongpu

import (
	"slices"
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// granularityNames are the keywords of the Granularity enum, by value: the profiling unit a
// segment of the profile buffer belongs to.
var granularityNames = []string{"thread", "warp", "warp_2", "warp_4", "warp_8", "cta", "warp_group", "warp_group_2", "warp_group_4", "warp_group_8"}

// GranularityWarp is the value of the warp case of the Granularity enum.
const GranularityWarp = 1

// SegmentType is `!proton_gpu.segment<nBytes, memorySpace, granularity[, [ids]]>`: the segments
// of the profile buffer, one per profiling unit (or per selected unit), nBytes in all.
type SegmentType struct {
	ir.TypeBase
	NBytes      int32
	MemorySpace ir.Attribute
	Granularity int
	SelectIDs   []int32
}

// Segment returns the !proton_gpu.segment type with the given parameters.
func Segment(ctx *ir.Context, nBytes int32, memorySpace ir.Attribute, granularity int, selectIDs []int32) *SegmentType {
	k := ir.Key("proton_gpu.segment").Int(int64(nBytes)).Ref(memorySpace).Int(int64(granularity))
	for _, id := range selectIDs {
		k.Int(int64(id))
	}
	return ir.Unique(ctx, k.String(), func(id uint64) *SegmentType {
		return &SegmentType{TypeBase: ir.NewTypeBase(id), NBytes: nBytes, MemorySpace: memorySpace, Granularity: granularity,
			SelectIDs: slices.Clone(selectIDs)}
	})
}

// DialectName returns "proton_gpu".
func (t *SegmentType) DialectName() string { return "proton_gpu" }

// Print writes `segment<256, #smem, warp>` or `segment<256, #smem, warp, [0, 1]>`.
func (t *SegmentType) Print(p ir.AsmPrinter) {
	p.WriteString("segment")
	t.PrintBody(p)
}

// PrintBody writes what follows the mnemonic, `<256, #smem, warp>`.
func (t *SegmentType) PrintBody(p ir.AsmPrinter) {
	p.WriteString("<" + strconv.Itoa(int(t.NBytes)) + ", ")
	p.PrintAttribute(t.MemorySpace)
	p.WriteString(", " + granularityNames[t.Granularity])
	if len(t.SelectIDs) > 0 {
		p.WriteString(", [")
		for i, id := range t.SelectIDs {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(strconv.Itoa(int(id)))
		}
		p.WriteString("]")
	}
	p.WriteString(">")
}

// parseType reads the body of a proton_gpu type after `!proton_gpu.`.
func parseType(p ir.AsmParser) (ir.Type, error) {
	loc := p.Pos()
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	if kw != "segment" {
		return nil, p.ErrorfAt(loc, "unknown type `%s` in dialect `proton_gpu`", kw)
	}
	return ParseSegmentBody(p)
}

// ParseSegmentBody reads what follows the mnemonic of a segment type, `<256, #smem, warp>`.
func ParseSegmentBody(p ir.AsmParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	n, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	space, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	gLoc := p.Pos()
	g, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	granularity := slices.Index(granularityNames, g)
	if granularity < 0 {
		return nil, p.ErrorfAt(gLoc, "expected ::mlir::triton::proton::gpu::Granularity to be one of: %s", strings.Join(granularityNames, ", "))
	}
	var ids []int32
	if p.ParseOptionalPunct(",") {
		err := p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
			v, err := p.ParseInteger()
			ids = append(ids, int32(v))
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Segment(p.Context(), int32(n), space, granularity, ids), nil
}

// GlobalMemorySpace is `#proton_gpu.global_memory`: a segment in global memory.
type GlobalMemorySpace struct{ ir.AttrBase }

// GlobalMemory returns #proton_gpu.global_memory.
func GlobalMemory(ctx *ir.Context) *GlobalMemorySpace {
	return ir.Unique(ctx, "proton_gpu.global_memory", func(id uint64) *GlobalMemorySpace {
		return &GlobalMemorySpace{ir.NewAttrBase(id)}
	})
}

// DialectName returns "proton_gpu".
func (a *GlobalMemorySpace) DialectName() string { return "proton_gpu" }

// Print writes `global_memory`.
func (a *GlobalMemorySpace) Print(p ir.AsmPrinter) { p.WriteString("global_memory") }

// parseAttr reads the body of a proton_gpu attribute after `#proton_gpu.`.
func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	loc := p.Pos()
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	if kw != "global_memory" {
		return nil, p.ErrorfAt(loc, "unknown attribute `%s` in dialect `proton_gpu`", kw)
	}
	return GlobalMemory(p.Context()), nil
}
