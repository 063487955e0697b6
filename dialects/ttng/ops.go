package ttng

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"sync"
)

func one(name string) ir.ValueSpec { return ir.ValueSpec{Name: name} }
func opt(name string) ir.ValueSpec { return ir.ValueSpec{Name: name, Kind: ir.Optional} }
func many(name string) ir.ValueSpec {
	return ir.ValueSpec{Name: name, Kind: ir.Variadic}
}

// buildI1 gives to the buildable type i1.
func buildI1(to string) ir.TypeRule {
	return ir.TypeRule{To: to, Build: func(ctx *ir.Context) ir.Type { return ctx.I1() }}
}

// tokenDirective is custom<Token>($dep, type($token)): `[%dep]`, `[]` or nothing.
func tokenDirective() map[string]*ir.CustomDirective {
	return map[string]*ir.CustomDirective{"Token": {Parse: parseToken, Print: printToken}}
}

func parseToken(p ir.OpAsmParser, args []*ir.CustomArg) error {
	if !p.ParseOptionalPunct("[") {
		return nil
	}
	args[1].Types = []ir.Type{ttg.AsyncToken(p.Context())}
	if p.ParseOptionalPunct("]") {
		return nil
	}
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	args[0].Operands = []ir.UnresolvedOperand{u}
	return p.ParsePunct("]")
}

func printToken(p ir.OpAsmPrinter, _ *ir.Operation, args []*ir.CustomArg) {
	if len(args[1].Types) == 0 {
		return
	}
	p.WriteString("[")
	if len(args[0].Values) > 0 {
		p.PrintOperand(args[0].Values[0])
	}
	p.WriteString("]")
}

// barriersDirective is custom<BarriersAndPreds>($barriers, $barrier_preds): `, %b[%p]`...
func barriersDirective() *ir.CustomDirective {
	return &ir.CustomDirective{
		Parse: func(p ir.OpAsmParser, args []*ir.CustomArg) error {
			for p.ParseOptionalPunct(",") {
				b, err := p.ParseOperand()
				if err != nil {
					return err
				}
				if err := p.ParsePunct("["); err != nil {
					return err
				}
				pr, err := p.ParseOperand()
				if err != nil {
					return err
				}
				if err := p.ParsePunct("]"); err != nil {
					return err
				}
				args[0].Operands = append(args[0].Operands, b)
				args[1].Operands = append(args[1].Operands, pr)
			}
			return nil
		},
		Print: func(p ir.OpAsmPrinter, _ *ir.Operation, args []*ir.CustomArg) {
			for i, b := range args[0].Values {
				p.WriteString(", ")
				p.PrintOperand(b)
				p.WriteString("[")
				if i < len(args[1].Values) {
					p.PrintOperand(args[1].Values[i])
				}
				p.WriteString("]")
			}
		},
	}
}

func mmaDirectives() map[string]*ir.CustomDirective {
	m := tokenDirective()
	m["BarriersAndPreds"] = barriersDirective()
	return m
}

func md(name string) ir.ValueSpec { return ttg.MemDescSlot(name) }

func ops() []*ir.OpDef {
	cache, evict := tt.CacheModifierEnum(), tt.EvictionPolicyEnum()
	token := ttg.BuildAsyncToken
	return []*ir.OpDef{
		{Name: "ttng.fence_async_shared", Attrs: []ir.AttrSpec{tt.BoolSpec("bCluster")}, Format: "attr-dict"},
		{Name: "ttng.cluster_arrive", Attrs: []ir.AttrSpec{tt.BoolSpec("relaxed")}, Format: "attr-dict"},
		{Name: "ttng.cluster_wait", Format: "attr-dict"},
		{Name: "ttng.warp_group_dot", Traits: ir.MemoryRead,
			Operands: []ir.ValueSpec{one("a"), md("b"), one("c"), opt("useC")}, Results: []ir.ValueSpec{one("d")},
			Attrs: []ir.AttrSpec{tt.InputPrecisionEnum().DefaultSpec("inputPrecision", tt.InputPrecisionIEEE),
				tt.I32DefaultSpec("maxNumImpreciseAcc", 0), tt.BoolDefaultSpec("isAsync", false)},
			TypeRules: []ir.TypeRule{tt.SameType("c", "d"), buildI1("useC")},
			Format:    "$a `,` $b `,` $c (`,` $useC^)? attr-dict `:` type($a) `*` qualified(type($b)) `->` type($d)",
			Verify:    verifyWarpGroupDot},
		{Name: "ttng.warp_group_dot_wait", Operands: []ir.ValueSpec{many("inputs")}, Results: []ir.ValueSpec{many("outputs")},
			Attrs:            []ir.AttrSpec{tt.I32Spec("pendings")},
			InferResultTypes: inferOperandTypes,
			Format:           "$inputs attr-dict `:` type($inputs)", Verify: verifyWarpGroupDotWait},
		{Name: "ttng.init_barrier", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{md("alloc")}, Attrs: []ir.AttrSpec{tt.I32Spec("count")},
			Format: "$alloc `,` $count attr-dict `:` qualified(type($alloc))", Verify: verifyBarrier(0)},
		{Name: "ttng.inval_barrier", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{md("alloc")},
			Format: "$alloc attr-dict `:` qualified(type($alloc))", Verify: verifyBarrier(0)},
		{Name: "ttng.barrier_expect", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{md("alloc"), one("pred")},
			Attrs: []ir.AttrSpec{tt.I32Spec("size")}, TypeRules: []ir.TypeRule{buildI1("pred")},
			Format: "$alloc `,` $size attr-dict `,` $pred `:` qualified(type($alloc))", Verify: verifyBarrier(0)},
		{Name: "ttng.wait_barrier", Traits: ir.AttrSizedOperandSegments | ir.MemoryRead | ir.MemoryWrite,
			Operands:  []ir.ValueSpec{md("alloc"), one("phase"), opt("pred"), many("deps")},
			TypeRules: []ir.TypeRule{tt.BuildI32("phase"), buildI1("pred")},
			Format:    "$alloc `,` $phase (`,` $pred^)? (`deps` $deps^)? attr-dict `:` qualified(type($alloc)) (`,` type($deps)^)?",
			Verify:    verifyBarrier(0)},
		{Name: "ttng.arrive_barrier", Traits: ir.MemoryRead | ir.MemoryWrite, Operands: []ir.ValueSpec{md("alloc"), opt("pred")},
			Attrs: []ir.AttrSpec{tt.I32Spec("count")}, TypeRules: []ir.TypeRule{buildI1("pred")},
			Format: "$alloc `,` $count (`,` $pred^)? attr-dict `:` qualified(type($alloc))", Verify: verifyArriveBarrier},
		{Name: "ttng.async_copy_mbarrier_arrive", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{md("barrier")},
			Attrs: []ir.AttrSpec{tt.UnitSpec("noIncrement")}, Format: "$barrier attr-dict `:` qualified(type($barrier))"},
		{Name: "ttng.async_tma_copy_global_to_local", Traits: ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{tt.TensorDescSlot("desc"), many("coord"), md("barrier"), md("result"), one("pred")},
			Attrs: []ir.AttrSpec{cache.DefaultSpec("cache", tt.CacheNone), evict.DefaultSpec("evict", tt.EvictNormal),
				tt.BoolDefaultSpec("isVolatile", false)},
			TypeRules: []ir.TypeRule{tt.BuildI32("coord"), buildI1("pred")},
			Format:    "$desc `[` $coord `]` $result `,` $barrier `,` $pred oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` qualified(type($desc)) `,` qualified(type($barrier)) `->` qualified(type($result))",
			Verify:    verifyTMACopyGlobalToLocal},
		{Name: "ttng.async_tma_copy_local_to_global", Traits: ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{tt.TensorDescSlot("desc"), many("coord"), md("src")}, TypeRules: []ir.TypeRule{tt.BuildI32("coord")},
			Format: "$desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,` qualified(type($src))"},
		{Name: "ttng.async_tma_reduce", Traits: ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{tt.TensorDescSlot("desc"), many("coord"), md("src")}, TypeRules: []ir.TypeRule{tt.BuildI32("coord")},
			Attrs:  []ir.AttrSpec{tt.DescriptorReduceKindEnum().Spec("kind")},
			Format: "$kind `,` $desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,` qualified(type($src))"},
		{Name: "ttng.async_tma_gather", Traits: ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{tt.TensorDescSlot("desc"), one("x_offsets"), one("y_offset"), md("barrier"), md("result"), one("pred")},
			Format:   "$desc `[` $x_offsets `,` $y_offset `]` $result `,` $barrier `,` $pred attr-dict `:` type(operands)",
			Verify:   verifyAsyncTMAGather},
		{Name: "ttng.async_tma_scatter", Traits: ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{tt.TensorDescSlot("desc"), one("x_offsets"), one("y_offset"), md("src")},
			Format:   "$desc `[` $x_offsets `,` $y_offset `]` $src attr-dict `:` type(operands)"},
		{Name: "ttng.async_tma_store_wait", Attrs: []ir.AttrSpec{tt.I32Spec("pendings")}, Format: "attr-dict"},
		{Name: "ttng.tc_gen5_mma", Traits: ir.AttrSizedOperandSegments | ir.MemoryRead | ir.MemoryWrite,
			Operands:         []ir.ValueSpec{md("a"), md("b"), md("d"), opt("acc_dep"), one("useD"), one("pred"), many("barriers"), many("barrier_preds")},
			Results:          []ir.ValueSpec{opt("token")},
			Attrs:            []ir.AttrSpec{tt.UnitSpec("is_async"), tt.UnitSpec("two_ctas")},
			TypeRules:        []ir.TypeRule{token("acc_dep"), buildI1("useD"), buildI1("pred"), buildI1("barrier_preds")},
			CustomDirectives: mmaDirectives(),
			Format: "$a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $useD `,` $pred `` custom<BarriersAndPreds>($barriers, $barrier_preds) " +
				"attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,` qualified(type($d)) (`,` qualified(type($barriers))^)?",
			Verify: verifyMMAv5},
		{Name: "ttng.tc_gen5_mma_scaled", Traits: ir.AttrSizedOperandSegments | ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{md("a"), md("b"), md("d"), opt("acc_dep"), md("a_scale"), md("b_scale"), one("useD"), one("pred"),
				many("barriers"), many("barrier_preds")},
			Results:          []ir.ValueSpec{opt("token")},
			Attrs:            []ir.AttrSpec{tt.ScaleDotElemTypeEnum().Spec("a_type"), tt.ScaleDotElemTypeEnum().Spec("b_type"), tt.UnitSpec("is_async")},
			TypeRules:        []ir.TypeRule{token("acc_dep"), buildI1("useD"), buildI1("pred"), buildI1("barrier_preds")},
			CustomDirectives: mmaDirectives(),
			Format: "$a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $a_scale `,` $b_scale `,` $useD `,` $pred `lhs` `=` $a_type `rhs` `=` $b_type " +
				"`` custom<BarriersAndPreds>($barriers, $barrier_preds) attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,` " +
				"qualified(type($d)) `,` qualified(type($a_scale)) `,` qualified(type($b_scale)) (`,` qualified(type($barriers))^)?",
			Verify: verifyMMAv5},
		{Name: "ttng.tc_gen5_commit", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{md("barrier"), opt("pred")},
			Attrs: []ir.AttrSpec{tt.UnitSpec("two_ctas")}, TypeRules: []ir.TypeRule{buildI1("pred")},
			Format: "$barrier (`,` $pred^)? attr-dict `:` qualified(type($barrier))"},
		{Name: "ttng.tmem_load", Traits: ir.MemoryRead, ResultNames: tt.ODSResultNames("result", "token"), Operands: []ir.ValueSpec{md("src"), opt("dep")},
			Results: []ir.ValueSpec{one("result"), opt("token")}, TypeRules: []ir.TypeRule{token("dep")},
			CustomDirectives: tokenDirective(),
			Format:           "$src `` custom<Token>($dep, type($token)) attr-dict `:` qualified(type($src)) `->` type($result)",
			Verify:           verifyTMEMLoad},
		{Name: "ttng.tmem_store", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{md("dst"), opt("dep"), one("src"), one("pred")},
			Results: []ir.ValueSpec{opt("token")}, TypeRules: []ir.TypeRule{token("dep"), buildI1("pred")},
			CustomDirectives: tokenDirective(),
			Format:           "$src `,` $dst `` custom<Token>($dep, type($token)) `,` $pred attr-dict `:` type($src) `->` qualified(type($dst))",
			Verify:           verifyTMEMStore},
		{Name: "ttng.tmem_alloc", Effects: tmemAllocEffects, ResultNames: tt.ODSResultNames("result", "token"), Operands: []ir.ValueSpec{opt("src")}, Results: []ir.ValueSpec{md("result"), opt("token")},
			Format: "($src^)? attr-dict `:` functional-type(operands, results)", Verify: verifyTMEMAlloc},
		{Name: "ttng.tmem_subslice", Traits: ir.Pure, Operands: []ir.ValueSpec{md("src")}, Results: []ir.ValueSpec{md("result")},
			Attrs:  []ir.AttrSpec{tt.I32Spec("N")},
			Format: "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"},
		{Name: "ttng.tmem_copy", Traits: ir.MemoryRead | ir.MemoryWrite, Operands: []ir.ValueSpec{md("src"), md("dst"), {Name: "barrier", Kind: ir.Optional, ParseStripped: ttg.ParseMemDescBody}},
			Format: "$src `,` $dst (`,` $barrier^)? attr-dict `:` qualified(type(operands))", Verify: verifyTmemCopy},
		{Name: "ttng.reinterpret_tensor_descriptor", Traits: ir.Pure, Operands: []ir.ValueSpec{tt.PtrSlot("rawDesc")}, Results: []ir.ValueSpec{tt.TensorDescSlot("result")},
			Format: "$rawDesc attr-dict `:` qualified(type($rawDesc)) `to` qualified(type($result))"},
		{Name: "ttng.tensormap_create", Traits: ir.AttrSizedOperandSegments | ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{tt.PtrSlot("desc_ptr"), tt.PtrSlot("global_address"), many("box_dim"), many("global_dim"), many("global_stride"), many("element_stride")},
			Attrs:    []ir.AttrSpec{tt.I32Spec("elem_type"), tt.I32Spec("interleave_layout"), tt.I32Spec("swizzle_mode"), tt.I32Spec("fill_mode")},
			Format:   "$desc_ptr `,` $global_address `,` `[` $box_dim `]` `,` `[` $global_dim `]` `,` `[` $global_stride `]` `,` `[` $element_stride `]` attr-dict `:` functional-type(operands, results)",
			Verify:   verifyTensormapCreate},
		{Name: "ttng.tensormap_fenceproxy_acquire", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{tt.PtrSlot("desc_ptr")},
			Format: "$desc_ptr attr-dict `:` qualified(type($desc_ptr))"},
	}
}

// Dialect returns the TritonNvidiaGPU dialect (`ttng`): Hopper and Blackwell
// ops (wgmma, mbarriers, TMA, tcgen05 MMA and tensor memory) and the tensor memory attributes.
// Loading it loads ttg and tt too.
// Every call returns the same definition, made on the first.
func Dialect() *ir.Dialect {
	dialectOnce.Do(func() { dialect = newDialect() })
	return dialect
}

var (
	dialectOnce sync.Once
	dialect     *ir.Dialect
)

// newDialect makes the dialect's definition.
func newDialect() *ir.Dialect {
	return &ir.Dialect{
		Name:         "ttng",
		Ops:          tt.WithLayoutChecks(ops()),
		Dependencies: []*ir.Dialect{ttg.Dialect()},
		ParseAttr:    parseAttr,
		AttrAlias:    attrAlias,
		// TritonGPU's convert_layout patterns need the layout algebra, which ttg cannot
		// import; Triton's set reaches into this dialect (tmem_store) too.
		CanonicalizationPatterns: func(add ir.PatternAdder) { add(ConvertLayoutPatterns()...) },
	}
}
