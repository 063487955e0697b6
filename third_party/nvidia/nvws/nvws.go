// Package nvws is Triton's NVWS dialect (NVIDIA warp specialization, namespace `nvws`): arefs,
// the asynchronous references that producer and consumer partitions hand buffers over with,
// nvws.warp_group, the container of warp-specialized partitions, and the token ops of the
// producer-consumer channels. ttgo parses, verifies and prints them as Triton 3.6 does; no pass
// lowers them yet.
package nvws

import (
	"strconv"
	"sync"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

func one(name string) ir.ValueSpec  { return ir.ValueSpec{Name: name} }
func opt(name string) ir.ValueSpec  { return ir.ValueSpec{Name: name, Kind: ir.Optional} }
func many(name string) ir.ValueSpec { return ir.ValueSpec{Name: name, Kind: ir.Variadic} }
func md(name string) ir.ValueSpec   { return ttg.MemDescSlot(name) }

func buildI32(to string) ir.TypeRule {
	return ir.TypeRule{To: to, Build: func(ctx *ir.Context) ir.Type { return ctx.I32() }}
}

func ops() []*ir.OpDef {
	cache, evict := tt.CacheModifierEnum(), tt.EvictionPolicyEnum()
	return []*ir.OpDef{
		{Name: "nvws.aref.create", Traits: ir.Pure, Operands: []ir.ValueSpec{many("buffers")}, Results: []ir.ValueSpec{one("result")},
			Parse: parseArefCreate, Print: printArefCreate, Verify: verifyArefCreate},
		{Name: "nvws.aref.buffer", Operands: []ir.ValueSpec{one("aref"), one("token"), opt("stage")}, Results: []ir.ValueSpec{many("buffers")},
			TypeRules: []ir.TypeRule{buildI32("stage")},
			Format:    "$aref (`[` $stage^ `]`)? `,` $token attr-dict `:` type($aref) `,` type($token) `->` type(results)"},
		{Name: "nvws.aref.get.enter", Traits: ir.AttrSizedOperandSegments, Operands: []ir.ValueSpec{one("aref"), opt("stage"), opt("phase")},
			Results: []ir.ValueSpec{many("buffers"), one("token")}, TypeRules: []ir.TypeRule{buildI32("stage"), buildI32("phase")},
			Format: "$aref ( `[` $stage^ `,` $phase `]`)? attr-dict `:` type($aref) `->` type(results)", Verify: verifyArefEnter},
		{Name: "nvws.aref.get.exit", Operands: []ir.ValueSpec{one("aref"), one("token"), opt("stage")},
			Attrs: []ir.AttrSpec{tt.AttrSpec("async_ops")}, TypeRules: []ir.TypeRule{buildI32("stage")},
			Format: "$aref (`[` $stage^ `]`)? `,` $token $async_ops attr-dict `:` type($aref) `,` type($token)"},
		{Name: "nvws.aref.put.enter", Traits: ir.AttrSizedOperandSegments, Operands: []ir.ValueSpec{one("aref"), opt("stage"), opt("phase")},
			Results: []ir.ValueSpec{many("buffers"), one("token")}, TypeRules: []ir.TypeRule{buildI32("stage"), buildI32("phase")},
			Format: "$aref ( `[` $stage^ `,` $phase `]`)? attr-dict `:` type($aref) `->` type(results)", Verify: verifyArefEnter},
		{Name: "nvws.aref.put.exit", Operands: []ir.ValueSpec{one("aref"), one("token"), opt("stage")},
			Attrs: []ir.AttrSpec{tt.AttrSpec("async_ops")}, TypeRules: []ir.TypeRule{buildI32("stage")},
			Format: "$aref (`[` $stage^ `]`)? `,` $token $async_ops attr-dict `:` type($aref) `,` type($token)"},
		{Name: "nvws.warp_group", Traits: ir.RecursiveMemoryEffects, Results: []ir.ValueSpec{many("results")},
			Attrs: []ir.AttrSpec{tt.AttrSpec("numWarps")}, Regions: []ir.ValueSpec{many("partitionRegions")},
			Parse: parseWarpGroup, Print: printWarpGroup, Verify: verifyWarpGroup},
		{Name: "nvws.warp_group.yield", Traits: ir.Pure | ir.Terminator | ir.ReturnLike | ir.HasParentCheck, Parents: []string{"nvws.warp_group"},
			Operands: []ir.ValueSpec{many("values")}, Format: "($values^)? attr-dict (`:` type($values)^)?"},
		{Name: "nvws.warp_group.return", Traits: ir.Pure | ir.Terminator | ir.HasParentCheck, Parents: []string{"nvws.warp_group"},
			Format: "attr-dict"},
		{Name: "nvws.create_token", Results: []ir.ValueSpec{one("result")},
			Attrs: []ir.AttrSpec{tt.I32Spec("numBuffers"), tt.AttrSpec("loadType")}, Format: "attr-dict `:` type($result)"},
		{Name: "nvws.producer_acquire", Operands: []ir.ValueSpec{one("token"), one("idx"), one("phase")},
			Format: "$token `,` $idx `,` $phase attr-dict `:` type(operands)"},
		{Name: "nvws.producer_commit", Operands: []ir.ValueSpec{one("token"), one("idx")},
			Format: "$token `,` $idx attr-dict `:` type(operands)"},
		{Name: "nvws.consumer_wait", Operands: []ir.ValueSpec{one("token"), one("idx"), one("phase")},
			Format: "$token `,` $idx `,` $phase attr-dict `:` type(operands)"},
		{Name: "nvws.consumer_release", Operands: []ir.ValueSpec{one("token"), one("idx")},
			Format: "$token `,` $idx attr-dict `:` type(operands)"},
		{Name: "nvws.descriptor_load", Traits: ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{one("desc"), many("indices"), md("result")},
			Attrs:    []ir.AttrSpec{tt.I32Spec("txCount"), cache.DefaultSpec("cache", tt.CacheNone), evict.DefaultSpec("evict", tt.EvictNormal)},
			Format:   "$desc `[` $indices `]` $txCount $result oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` type(operands)"},
		{Name: "nvws.descriptor_gather", Traits: ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{one("desc"), one("x_offsets"), one("y_offset"), md("result")},
			Attrs:    []ir.AttrSpec{tt.I32Spec("txCount")},
			Format:   "$desc `[` $x_offsets `,` $y_offset `]` $txCount $result attr-dict `:` type(operands)"},
	}
}

// Dialect returns the NVWS dialect (`nvws`); loading it loads tt and ttg too. Every call
// returns the same definition, made on the first.
func Dialect() *ir.Dialect {
	dialectOnce.Do(func() {
		dialect = &ir.Dialect{Name: "nvws", Ops: ops(), Dependencies: []*ir.Dialect{tt.Dialect(), ttg.Dialect()},
			ParseType: parseType, ParseAttr: parseAttr}
	})
	return dialect
}

var (
	dialectOnce sync.Once
	dialect     *ir.Dialect
)

// partitionKeyword is the keyword that starts partition i of nvws.warp_group.
func partitionKeyword(i int) string { return "partition" + strconv.Itoa(i) }
