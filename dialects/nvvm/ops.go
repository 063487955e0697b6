package nvvm

import (
	"strings"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// The attribute specs of the nvvm ops.

func i1Type(c *ir.Context) ir.Type  { return c.I1() }
func i32Type(c *ir.Context) ir.Type { return c.I32() }
func i64Type(c *ir.Context) ir.Type { return c.I64() }

// intSpec is an integer attribute of the given type: a bare integer where a format names it.
func intSpec(name string, t func(*ir.Context) ir.Type) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Type: t, Value: ir.IntValue}
}

// unitSpec is a UnitAttr (or OptionalAttr<UnitAttr>).
func unitSpec(name string) ir.AttrSpec { return ir.AttrSpec{Name: name, UnitFlag: true} }

// attrSpec is an attribute kept as an Attribute; optional makes it an OptionalAttr.
func attrSpec(name string, optional bool) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Optional: optional}
}

// falseSpec is a DefaultValuedAttr<BoolAttr, "false">.
func falseSpec(name string) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Value: ir.BoolValue,
		Default: func(c *ir.Context) ir.Attribute { return c.BoolAttr(false) }}
}

// scopeSpec is the mbarrier ops' DefaultValuedAttr<MemScopeKindAttr, "MemScopeKind::CTA">.
var scopeSpec = ir.AttrSpec{Name: "scope",
	Default: func(c *ir.Context) ir.Attribute { return llvm.Enum(c, "nvvm", "mem_scope", "cta", false) }}

// enumKind is an nvvm enum attribute without an assembly format of its own
// (`#nvvm<shfl_kind bfly>`): where a format names it, it prints its value after a space of
// its own, which makes the double space MLIR prints.
type enumKind struct {
	// name is the enum's C++ name, as MLIR's parse errors give it.
	name     string
	mnemonic string
	values   []string
}

// spec returns the spec of the attribute name holding this enum.
func (e *enumKind) spec(name string) ir.AttrSpec {
	return ir.AttrSpec{Name: name,
		Parse: func(p ir.AsmParser) (ir.Attribute, error) {
			loc := p.Pos()
			kw, err := p.ParseKeywordIdent()
			if err != nil {
				return nil, err
			}
			for _, v := range e.values {
				if v == kw {
					return llvm.Enum(p.Context(), "nvvm", e.mnemonic, kw, true), nil
				}
			}
			return nil, p.ErrorfAt(loc, "expected ::mlir::NVVM::%s to be one of: %s", e.name, strings.Join(e.values, ", "))
		},
		Print: func(p ir.AsmPrinter, a ir.Attribute) {
			if en, ok := a.(*llvm.EnumAttr); ok {
				p.WriteString(" " + en.Value)
				return
			}
			p.PrintAttribute(a)
		}}
}

var (
	shflKind          = &enumKind{"ShflKind", "shfl_kind", []string{"bfly", "up", "down", "idx"}}
	voteSyncKind      = &enumKind{"VoteSyncKind", "vote_sync_kind", []string{"any", "all", "ballot", "uni"}}
	reduxKind         = &enumKind{"ReduxKind", "redux_kind", []string{"add", "and", "max", "min", "or", "umax", "umin", "xor", "fmin", "fmax"}}
	setMaxRegAction   = &enumKind{"SetMaxRegisterAction", "action", []string{"decrease", "increase"}}
	loadCacheModifier = &enumKind{"LoadCacheModifierKind", "load_cache_modifier", []string{"ca", "cg", "cs", "lu", "cv"}}
)

// buildI32 and buildI1 give an operand the buildable type i32 or i1.
func buildI32(to string) ir.TypeRule { return ir.TypeRule{To: to, Build: i32Type} }
func buildI1(to string) ir.TypeRule  { return ir.TypeRule{To: to, Build: i1Type} }

// attrDictOp defines an operand-less op printed `nvvm.barrier0`, with attrs as its inherent
// attributes in the dictionary.
func attrDictOp(name string, attrs ...ir.AttrSpec) *ir.OpDef {
	return &ir.OpDef{Name: "nvvm." + name, Attrs: attrs, Format: "attr-dict"}
}

// The ops that print only their attribute dictionary.
var (
	Barrier0Def                    = attrDictOp("barrier0")
	CpAsyncCommitGroupDef          = attrDictOp("cp.async.commit.group")
	WgmmaFenceAlignedDef           = attrDictOp("wgmma.fence.aligned")
	WgmmaCommitGroupSyncAlignedDef = attrDictOp("wgmma.commit.group.sync.aligned")
	ExitDef                        = attrDictOp("exit")
	FenceMbarrierInitDef           = attrDictOp("fence.mbarrier.init")
	FenceScClusterDef              = attrDictOp("fence.sc.cluster")
	CpAsyncBulkCommitGroupDef      = attrDictOp("cp.async.bulk.commit.group")
	BreakpointDef                  = attrDictOp("breakpoint")
	ClusterArriveDef               = attrDictOp("cluster.arrive", unitSpec("aligned"))
	ClusterArriveRelaxedDef        = attrDictOp("cluster.arrive.relaxed", unitSpec("aligned"))
	ClusterWaitDef                 = attrDictOp("cluster.wait", unitSpec("aligned"))
	FenceProxyDef                  = attrDictOp("fence.proxy", attrSpec("kind", false), attrSpec("space", true))
)

// The group waits: `nvvm.cp.async.wait.group 0`; wgmma's wait puts its count after the
// attribute dictionary.
var (
	CpAsyncWaitGroupDef = &ir.OpDef{Name: "nvvm.cp.async.wait.group", Attrs: []ir.AttrSpec{intSpec("n", i32Type)},
		Format: "$n attr-dict"}
	WgmmaWaitGroupSyncAlignedDef = &ir.OpDef{Name: "nvvm.wgmma.wait.group.sync.aligned",
		Attrs: []ir.AttrSpec{intSpec("group", i64Type)}, Format: "attr-dict $group"}
	CpAsyncBulkWaitGroupDef = &ir.OpDef{Name: "nvvm.cp.async.bulk.wait_group",
		Attrs: []ir.AttrSpec{intSpec("group", i32Type), unitSpec("read")}, Format: "$group attr-dict"}
)

// ShflSyncDef is nvvm.shfl.sync: `nvvm.shfl.sync  bfly %mask, %v, %off, %clamp : i32 -> i32`.
var ShflSyncDef = &ir.OpDef{
	Name:      "nvvm.shfl.sync",
	Operands:  []ir.ValueSpec{{Name: "thread_mask"}, {Name: "val"}, {Name: "offset"}, {Name: "mask_and_clamp"}},
	Results:   []ir.ValueSpec{{Name: "res"}},
	Attrs:     []ir.AttrSpec{shflKind.spec("kind"), unitSpec("return_value_and_is_valid")},
	TypeRules: []ir.TypeRule{buildI32("thread_mask"), buildI32("offset"), buildI32("mask_and_clamp")},
	Format:    "$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)",
}

// VoteSyncDef is nvvm.vote.sync: `nvvm.vote.sync  ballot %mask, %pred -> i32`.
var VoteSyncDef = &ir.OpDef{
	Name:      "nvvm.vote.sync",
	Operands:  []ir.ValueSpec{{Name: "mask"}, {Name: "pred"}},
	Results:   []ir.ValueSpec{{Name: "res"}},
	Attrs:     []ir.AttrSpec{voteSyncKind.spec("kind")},
	TypeRules: []ir.TypeRule{buildI32("mask"), buildI1("pred")},
	Format:    "$kind $mask `,` $pred attr-dict `->` type($res)",
}

// ReduxSyncDef is nvvm.redux.sync: `nvvm.redux.sync  add %v, %mask : i32 -> i32`.
var ReduxSyncDef = &ir.OpDef{
	Name:      "nvvm.redux.sync",
	Operands:  []ir.ValueSpec{{Name: "val"}, {Name: "mask_and_clamp"}},
	Results:   []ir.ValueSpec{{Name: "res"}},
	Attrs:     []ir.AttrSpec{reduxKind.spec("kind"), falseSpec("abs"), falseSpec("nan")},
	TypeRules: []ir.TypeRule{buildI32("mask_and_clamp")},
	Format:    "$kind $val `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)",
}

// ElectSyncDef is nvvm.elect.sync: `nvvm.elect.sync -> i1`.
var ElectSyncDef = &ir.OpDef{
	Name:      "nvvm.elect.sync",
	Operands:  []ir.ValueSpec{{Name: "membermask", Kind: ir.Optional}},
	Results:   []ir.ValueSpec{{Name: "pred"}},
	TypeRules: []ir.TypeRule{buildI32("membermask")},
	Format:    "($membermask^)? attr-dict `->` type(results)",
}

// SetmaxregisterDef is nvvm.setmaxregister: `nvvm.setmaxregister  increase 240`.
var SetmaxregisterDef = &ir.OpDef{
	Name:   "nvvm.setmaxregister",
	Attrs:  []ir.AttrSpec{intSpec("regCount", i32Type), setMaxRegAction.spec("action")},
	Format: "$action $regCount attr-dict",
}

// BarrierDef is nvvm.barrier: `nvvm.barrier id = %id number_of_threads = %n`, with an
// optional `#nvvm.reduction<and> %pred -> i32` reduction.
var BarrierDef = &ir.OpDef{
	Name:   "nvvm.barrier",
	Traits: ir.AttrSizedOperandSegments,
	Operands: []ir.ValueSpec{{Name: "barrierId", Kind: ir.Optional}, {Name: "numberOfThreads", Kind: ir.Optional},
		{Name: "reductionPredicate", Kind: ir.Optional}},
	Results:   []ir.ValueSpec{{Name: "res", Kind: ir.Optional}},
	Attrs:     []ir.AttrSpec{attrSpec("reductionOp", true)},
	TypeRules: []ir.TypeRule{buildI32("barrierId"), buildI32("numberOfThreads"), buildI32("reductionPredicate")},
	Format: "(`id` `=` $barrierId^)? (`number_of_threads` `=` $numberOfThreads^)? " +
		"(qualified($reductionOp)^ $reductionPredicate)? (`->` type($res)^)? attr-dict",
}

// CpAsyncSharedGlobalDef is nvvm.cp.async.shared.global: `nvvm.cp.async.shared.global %dst,
// %src, 16, cache =  cg, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32`.
var CpAsyncSharedGlobalDef = &ir.OpDef{
	Name:     "nvvm.cp.async.shared.global",
	Operands: []ir.ValueSpec{{Name: "dst"}, {Name: "src"}, {Name: "cpSize", Kind: ir.Optional}},
	Attrs:    []ir.AttrSpec{intSpec("size", i32Type), loadCacheModifier.spec("modifier")},
	Format:   "$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict `:` type(operands)",
}

// LdmatrixDef is nvvm.ldmatrix: `nvvm.ldmatrix %p {...} : (!llvm.ptr<3>) -> !llvm.struct<(i32,
// i32)>`.
var LdmatrixDef = &ir.OpDef{
	Name:     "nvvm.ldmatrix",
	Operands: []ir.ValueSpec{{Name: "ptr"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs:    []ir.AttrSpec{intSpec("num", i32Type), attrSpec("layout", false), attrSpec("shape", false), attrSpec("eltType", false)},
	Format:   "$ptr attr-dict `:` functional-type($ptr, $res)",
}

// StmatrixDef is nvvm.stmatrix: `nvvm.stmatrix %p, %a, %b {...} : !llvm.ptr<3>, i32, i32`.
var StmatrixDef = &ir.OpDef{
	Name:     "nvvm.stmatrix",
	Operands: []ir.ValueSpec{{Name: "ptr"}, {Name: "sources", Kind: ir.Variadic}},
	Attrs:    []ir.AttrSpec{attrSpec("layout", false), attrSpec("shape", false), attrSpec("eltType", false)},
	Format:   "$ptr `,` $sources attr-dict `:` type(operands)",
}

// The mbarrier ops: `nvvm.mbarrier.init %p, %n : !llvm.ptr<3>, i32`.
var (
	MbarrierInitDef = &ir.OpDef{Name: "nvvm.mbarrier.init",
		Operands: []ir.ValueSpec{{Name: "addr"}, {Name: "count"}, {Name: "predicate", Kind: ir.Optional}},
		Format:   "$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)"}
	MbarrierInvalDef = &ir.OpDef{Name: "nvvm.mbarrier.inval", Operands: []ir.ValueSpec{{Name: "addr"}},
		Format: "$addr attr-dict `:` type(operands)"}
	MbarrierTryWaitParityDef = &ir.OpDef{Name: "nvvm.mbarrier.try_wait.parity",
		Operands: []ir.ValueSpec{{Name: "addr"}, {Name: "phase"}, {Name: "ticks"}},
		Format:   "$addr `,` $phase `,` $ticks attr-dict `:` type(operands)"}
	MbarrierArriveExpectTxDef = &ir.OpDef{Name: "nvvm.mbarrier.arrive.expect_tx",
		Operands: []ir.ValueSpec{{Name: "addr"}, {Name: "txcount"}, {Name: "predicate", Kind: ir.Optional}},
		Results:  []ir.ValueSpec{{Name: "res", Kind: ir.Optional}},
		Attrs:    []ir.AttrSpec{scopeSpec, falseSpec("relaxed")},
		Format:   "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands) (`->` type($res)^)?"}
	MbarrierArriveDef = &ir.OpDef{Name: "nvvm.mbarrier.arrive",
		Operands:  []ir.ValueSpec{{Name: "addr"}, {Name: "count", Kind: ir.Optional}},
		Results:   []ir.ValueSpec{{Name: "res", Kind: ir.Optional}},
		Attrs:     []ir.AttrSpec{scopeSpec, falseSpec("relaxed")},
		TypeRules: []ir.TypeRule{buildI32("count")},
		Format:    "$addr (`,` $count^)? attr-dict `:` type($addr) (`->` type($res)^)?"}
	MbarrierTestWaitDef = &ir.OpDef{Name: "nvvm.mbarrier.test.wait",
		Operands: []ir.ValueSpec{{Name: "addr"}, {Name: "stateOrPhase"}},
		Results:  []ir.ValueSpec{{Name: "res"}},
		Attrs:    []ir.AttrSpec{scopeSpec, falseSpec("relaxed")},
		Format:   "$addr `,` $stateOrPhase attr-dict `:` type(operands) `->` type($res)"}
	CpAsyncMbarrierArriveDef = &ir.OpDef{Name: "nvvm.cp.async.mbarrier.arrive",
		Operands: []ir.ValueSpec{{Name: "addr"}}, Attrs: []ir.AttrSpec{falseSpec("noinc")},
		Format: "$addr attr-dict `:` type(operands)"}
)
