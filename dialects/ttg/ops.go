package ttg

import (
	"fmt"
	"strconv"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

func one(name string) ir.ValueSpec { return ir.ValueSpec{Name: name} }
func opt(name string) ir.ValueSpec { return ir.ValueSpec{Name: name, Kind: ir.Optional} }
func many(name string) ir.ValueSpec {
	return ir.ValueSpec{Name: name, Kind: ir.Variadic}
}

// MemDescSlot returns a slot constrained to !ttg.memdesc, whose type a format prints stripped
// (`<128x64xf16, #shared, #smem, mutable>`).
func MemDescSlot(name string) ir.ValueSpec {
	return ir.ValueSpec{Name: name, ParseStripped: ParseMemDescBody}
}

// BuildAsyncToken gives to the buildable type !ttg.async.token.
func BuildAsyncToken(to string) ir.TypeRule {
	return ir.TypeRule{To: to, Build: func(ctx *ir.Context) ir.Type { return AsyncToken(ctx) }}
}

const memdescViewFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"

func ops() []*ir.OpDef {
	cache, evict := tt.CacheModifierEnum(), tt.EvictionPolicyEnum()
	return []*ir.OpDef{
		{Name: "ttg.convert_layout", Traits: ir.SameOperandsAndResultShape | ir.SameOperandsAndResultElementType | ir.Pure,
			Operands: []ir.ValueSpec{one("src")}, Results: []ir.ValueSpec{one("result")},
			Format: "$src attr-dict `:` type($src) `->` type($result)"},
		{Name: "ttg.async_wait", Operands: []ir.ValueSpec{many("asyncToken")}, Results: []ir.ValueSpec{one("retToken")},
			Attrs:     []ir.AttrSpec{tt.I32Spec("num")},
			TypeRules: []ir.TypeRule{BuildAsyncToken("asyncToken"), BuildAsyncToken("retToken")},
			Format:    "($asyncToken^)? attr-dict"},
		{Name: "ttg.async_commit_group", Operands: []ir.ValueSpec{many("inputTokens")}, Results: []ir.ValueSpec{one("asyncToken")},
			TypeRules: []ir.TypeRule{BuildAsyncToken("inputTokens"), BuildAsyncToken("asyncToken")},
			Format:    "(`tokens` $inputTokens^)? attr-dict"},
		{Name: "ttg.async_copy_global_to_local", Traits: ir.AttrSizedOperandSegments | ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{one("src"), MemDescSlot("result"), opt("mask"), opt("other")}, Results: []ir.ValueSpec{one("token")},
			Attrs: []ir.AttrSpec{cache.DefaultSpec("cache", tt.CacheNone), evict.DefaultSpec("evict", tt.EvictNormal),
				tt.BoolDefaultSpec("isVolatile", false), tt.I32DefaultSpec("contiguity", 1)},
			TypeRules: []ir.TypeRule{{To: "mask", From: "src", Transform: tt.I1SameShapeRule}, {To: "other", From: "src", Transform: tt.PointeeRule},
				BuildAsyncToken("token")},
			Format: "$src `,` $result (`mask` $mask^)? (`other` $other^)? oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` type($src) `->` type($result)",
			Verify: verifyAsyncCopy},
		{Name: "ttg.local_alloc", Effects: localAllocEffects, Operands: []ir.ValueSpec{opt("src")}, Results: []ir.ValueSpec{MemDescSlot("result")},
			Attrs:  []ir.AttrSpec{tt.OptionalI32Spec("alignment")},
			Format: "($src^)? attr-dict `:` functional-type(operands, results)", Verify: verifyLocalAlloc, Fold: foldLocalAlloc},
		{Name: "ttg.local_dealloc", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{MemDescSlot("src")},
			Format: "$src attr-dict `:` qualified(type($src))"},
		{Name: "ttg.memdesc_index", Traits: ir.Pure, Operands: []ir.ValueSpec{MemDescSlot("src"), one("index")}, Results: []ir.ValueSpec{MemDescSlot("result")},
			TypeRules: []ir.TypeRule{tt.BuildI32("index")},
			Format:    "$src `[` $index `]` attr-dict `:` qualified(type($src)) `->` qualified(type($result))", Verify: verifyMemDescIndex},
		{Name: "ttg.memdesc_subslice", Traits: ir.Pure, Operands: []ir.ValueSpec{MemDescSlot("src")}, Results: []ir.ValueSpec{MemDescSlot("result")},
			Attrs:            []ir.AttrSpec{tt.AttrSpec("offsets")},
			CustomDirectives: map[string]*ir.CustomDirective{"Offsets": {Parse: parseOffsets, Print: printOffsets}},
			Format:           "$src `[` custom<Offsets>($offsets) `]` attr-dict `:` qualified(type($src)) `->` qualified(type($result))",
			Verify:           verifyMemDescSubslice},
		{Name: "ttg.memdesc_trans", Traits: ir.Pure | ir.SameOperandsAndResultElementType,
			Operands: []ir.ValueSpec{MemDescSlot("src")}, Results: []ir.ValueSpec{MemDescSlot("result")},
			Attrs: []ir.AttrSpec{tt.AttrSpec("order")}, Format: memdescViewFormat, Verify: verifyMemDescTrans, Fold: foldMemDescTrans},
		{Name: "ttg.memdesc_reshape", Traits: ir.Pure | ir.SameOperandsAndResultElementType,
			Operands: []ir.ValueSpec{MemDescSlot("src")}, Results: []ir.ValueSpec{MemDescSlot("result")}, Format: memdescViewFormat,
			Verify: verifyMemDescReshape},
		{Name: "ttg.memdesc_reinterpret", Traits: ir.Pure,
			Operands: []ir.ValueSpec{MemDescSlot("src")}, Results: []ir.ValueSpec{MemDescSlot("result")}, Format: memdescViewFormat,
			Fold: foldMemDescReinterpret},
		{Name: "ttg.local_load", Traits: ir.MemoryRead, Operands: []ir.ValueSpec{MemDescSlot("src"), opt("token")}, Results: []ir.ValueSpec{one("result")},
			TypeRules: []ir.TypeRule{BuildAsyncToken("token")},
			Format:    "$src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)", Verify: verifyLocalLoad},
		{Name: "ttg.local_store", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{one("src"), MemDescSlot("dst")},
			Format: "$src `,` $dst attr-dict `:` type($src) `->` qualified(type($dst))", Verify: verifyLocalStore},
		{Name: "ttg.predicate_stage", Traits: ir.Pure, Operands: []ir.ValueSpec{one("iv"), one("ub"), one("step")}, Results: []ir.ValueSpec{one("result")},
			Attrs:     []ir.AttrSpec{tt.I32Spec("maxStage"), tt.I32Spec("stage")},
			TypeRules: []ir.TypeRule{tt.SameType("ub", "iv"), tt.SameType("step", "iv")},
			Format:    "$iv `,` $ub `,` $step `maxStage` $maxStage `stage` $stage attr-dict `:` type($iv) `->` type($result)"},
		{Name: "ttg.mask", Traits: ir.SingleBlock, Operands: []ir.ValueSpec{one("pred")}, Results: []ir.ValueSpec{many("result")},
			Regions: []ir.ValueSpec{one("region")}},
		{Name: "ttg.mask.return", Traits: ir.HasParentCheck | ir.Pure | ir.Terminator | ir.ReturnLike, Parents: []string{"ttg.mask"},
			Operands: []ir.ValueSpec{many("result")}, Format: "$result attr-dict `:` type($result)"},
		{Name: "ttg.fp4_to_fp", Traits: ir.Pure, Operands: []ir.ValueSpec{one("src")}, Results: []ir.ValueSpec{one("result")},
			Attrs: []ir.AttrSpec{tt.I32Spec("axis")}, Format: "$src attr-dict `:` type($src) `->` type($result)", Verify: verifyFp4ToFp},
		{Name: "ttg.global_scratch_alloc", Results: []ir.ValueSpec{tt.PtrSlot("result")},
			Attrs:  []ir.AttrSpec{tt.I32Spec("nbytes"), tt.I32Spec("alignment")},
			Format: "attr-dict `:` qualified(type($result))"},
		warpSpecializeOp(),
		{Name: "ttg.warp_specialize.partitions", Traits: ir.IsolatedFromAbove | ir.RecursiveMemoryEffects | ir.Terminator | ir.HasParentCheck,
			Parents: []string{"ttg.warp_specialize"}, Regions: []ir.ValueSpec{many("partitionRegions")}, Verify: verifyPartitionRegions},
		{Name: "ttg.warp_yield", Traits: ir.Pure | ir.Terminator | ir.ReturnLike | ir.HasParentCheck, Parents: []string{"ttg.warp_specialize"},
			Operands: []ir.ValueSpec{many("values")}, Format: "($values^)? attr-dict (`:` type($values)^)?", Verify: verifyWarpYield},
		{Name: "ttg.warp_return", Traits: ir.Pure | ir.Terminator | ir.ReturnLike | ir.HasParentCheck, Parents: []string{"ttg.warp_specialize.partitions"},
			Format: "attr-dict"},
		{Name: "ttg.local_barrier", Format: "attr-dict"},
	}
}

// parseOffsets reads the comma-separated integers of custom<Offsets> into a DenseI32ArrayAttr.
func parseOffsets(p ir.OpAsmParser, args []*ir.CustomArg) error {
	var vs []int32
	err := p.ParseCommaSeparatedList(ir.DelimNone, func() error {
		v, err := p.ParseInteger()
		vs = append(vs, int32(v))
		return err
	})
	if err != nil {
		return err
	}
	args[0].Attr = p.Context().DenseI32ArrayAttr(vs)
	return nil
}

// printOffsets writes the offsets as `0, 32`.
func printOffsets(p ir.OpAsmPrinter, _ *ir.Operation, args []*ir.CustomArg) {
	if a, ok := args[0].Attr.(*ir.DenseArrayAttr); ok {
		p.WriteString(joinInts(a.Int64s()))
	}
}

func warpSpecializeOp() *ir.OpDef {
	return &ir.OpDef{
		Name:     "ttg.warp_specialize",
		Traits:   ir.RecursiveMemoryEffects,
		Operands: []ir.ValueSpec{many("explicitCaptures")},
		Results:  []ir.ValueSpec{many("defaultPassthrough")},
		Attrs: []ir.AttrSpec{tt.AttrSpec("partitionNumWarps"), tt.OptionalSpec("warpGroupStartIds"),
			tt.OptionalSpec("requestedRegisters"), tt.OptionalSpec("actualRegisters")},
		Regions:                  []ir.ValueSpec{one("defaultRegion"), one("partitionOpHolder")},
		Parse:                    parseWarpSpecialize,
		Print:                    printWarpSpecialize,
		Verify:                   verifyWarpSpecialize,
		CanonicalizationPatterns: warpSpecializePatterns,
		RegionBranch:             warpSpecializeRegionBranch,
		Speculatability:          recursivelySpeculatable,
	}
}

// printWarpSpecialize prints
//
//	ttg.warp_specialize(%a) attributes {...}
//	default {...}
//	partition0(%arg: T) num_warps(4) {...} : (T) -> ()
func printWarpSpecialize(p ir.OpAsmPrinter, op *ir.Operation) {
	p.WriteString("(")
	p.PrintOperands(op.Operands())
	p.WriteString(")")
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), "partitionNumWarps")
	p.PrintNewline()
	p.WriteString("default ")
	p.PrintRegion(op.Region(0), false, true, false)
	var numWarps []int64
	if a, ok := op.Attr("partitionNumWarps").(*ir.DenseArrayAttr); ok {
		numWarps = a.Int64s()
	}
	for i, r := range partitionRegions(op) {
		p.PrintNewline()
		p.WriteString("partition" + strconv.Itoa(i) + "(")
		if !r.Empty() {
			for j, a := range r.Front().Arguments() {
				if j > 0 {
					p.WriteString(", ")
				}
				p.PrintRegionArgument(a, nil, false)
			}
		}
		n := int64(0)
		if i < len(numWarps) {
			n = numWarps[i]
		}
		p.WriteString(fmt.Sprintf(") num_warps(%d) ", n))
		p.PrintRegion(r, false, true, false)
	}
	p.WriteString(" : ")
	p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
}

// partitionRegions returns the regions of the ttg.warp_specialize.partitions op held in the
// second region of a ttg.warp_specialize.
func partitionRegions(op *ir.Operation) []*ir.Region {
	if op.NumRegions() < 2 || op.Region(1).Empty() {
		return nil
	}
	holder := op.Region(1).Front().First()
	if holder == nil || holder.Name() != "ttg.warp_specialize.partitions" {
		return nil
	}
	return holder.Regions()
}

func parseWarpSpecialize(p ir.OpAsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	loc := p.Pos()
	operands, err := p.ParseOperandList(ir.DelimParen)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	if err := p.ParseRegion(st.AddRegion(), nil, false); err != nil {
		return err
	}
	partitions := &ir.OperationState{Name: "ttg.warp_specialize.partitions", Loc: p.SourceLoc()}
	var numWarps []int32
	for p.ParseOptionalKeyword("partition" + strconv.Itoa(len(numWarps))) {
		args, err := p.ParseArgumentList(ir.DelimParen, true, false)
		if err != nil {
			return err
		}
		if err := p.ParseKeyword("num_warps"); err != nil {
			return err
		}
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		n, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		numWarps = append(numWarps, int32(n))
		if err := p.ParseRegion(partitions.AddRegion(), args, false); err != nil {
			return err
		}
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	ft, err := p.ParseFunctionalType()
	if err != nil {
		return err
	}
	if len(ft.Inputs) != len(operands) {
		return p.ErrorfAt(loc, "%d operands present, but expected %d", len(operands), len(ft.Inputs))
	}
	vs, err := p.ResolveOperands(operands, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = vs
	st.Types = ft.Results
	st.AddAttr("partitionNumWarps", ctx.DenseI32ArrayAttr(numWarps))
	holder := ir.NewBlock(nil, nil)
	holder.Append(ctx.Create(partitions))
	st.AddRegion().Append(holder)
	return nil
}
