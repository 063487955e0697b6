// Package protongpu is Triton's ProtonGPU dialect (namespace `proton_gpu`): the ops Proton's
// instrumentation lowers to on the GPU (profile buffer segments, counter reads, stores of
// records into a circular buffer, the profiler's context). ttgo parses, verifies and prints
// them as Triton 3.6 does; no pass lowers them yet.
package protongpu

import (
	"sync"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

func one(name string) ir.ValueSpec { return ir.ValueSpec{Name: name} }

// segment is a slot of type !proton_gpu.segment, which a format prints stripped unless
// qualified.
func segment(name string) ir.ValueSpec {
	return ir.ValueSpec{Name: name, ParseStripped: ParseSegmentBody}
}

// scratch is a slot of type !tt.ptr.
func scratch(name string) ir.ValueSpec { return tt.PtrSlot(name) }

func ops() []*ir.OpDef {
	segmentAndScratch := "$segment `,` $scratchPtr attr-dict `:` qualified(type($segment)) `,` qualified(type($scratchPtr))"
	return []*ir.OpDef{
		{Name: "proton_gpu.circular_store", Traits: ir.MemoryRead | ir.MemoryWrite, Operands: []ir.ValueSpec{segment("segment"), one("counter")},
			Attrs:  []ir.AttrSpec{tt.UnitSpec("isStart"), tt.I32Spec("scopeId")},
			Format: "(`start` $isStart^):(`end`)? $segment `,` $counter attr-dict `:` qualified(type($segment)) `,` type($counter)",
			Verify: verifyCircularStore},
		{Name: "proton_gpu.read_counter", Traits: ir.MemoryRead | ir.MemoryWrite, Results: []ir.ValueSpec{one("counter")},
			Attrs: []ir.AttrSpec{tt.I32DefaultSpec("metric", 0)}, Format: "attr-dict `:` type($counter)"},
		{Name: "proton_gpu.initialize", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{scratch("scratchPtr")},
			Format: "$scratchPtr attr-dict `:` qualified(type($scratchPtr))"},
		{Name: "proton_gpu.finalize", Traits: ir.MemoryRead | ir.MemoryWrite, Operands: []ir.ValueSpec{segment("segment"), scratch("scratchPtr")},
			Format: segmentAndScratch},
		{Name: "proton_gpu.global_scratch_alloc", Effects: func(*ir.Operation) ir.MemoryEffects { return ir.AllocResultEffect },
			Results: []ir.ValueSpec{scratch("result")}, Attrs: []ir.AttrSpec{tt.I32Spec("nbytes"), tt.I32Spec("alignment")},
			Format: "attr-dict `:` qualified(type($result))"},
		{Name: "proton_gpu.segment_alloc", Traits: ir.Pure, Operands: []ir.ValueSpec{one("buffer")}, Results: []ir.ValueSpec{segment("segment")},
			Format: "$buffer attr-dict `:` qualified(type($buffer)) `->` type($segment)", Verify: verifySegmentAlloc},
		{Name: "proton_gpu.init_ctx", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{scratch("scratchPtr")},
			Format: "$scratchPtr attr-dict `:` qualified(type($scratchPtr))", Verify: verifyInitCtx},
		{Name: "proton_gpu.restore_ctx", Traits: ir.MemoryRead | ir.MemoryWrite, Operands: []ir.ValueSpec{segment("segment"), scratch("scratchPtr")},
			Format: segmentAndScratch},
		{Name: "proton_gpu.save_ctx", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{segment("segment"), scratch("scratchPtr")},
			Format: segmentAndScratch},
	}
}

// Dialect returns the ProtonGPU dialect (`proton_gpu`); loading it loads tt and ttg too.
// Every call returns the same definition, made on the first.
func Dialect() *ir.Dialect {
	dialectOnce.Do(func() {
		dialect = &ir.Dialect{Name: "proton_gpu", Ops: ops(), Dependencies: []*ir.Dialect{tt.Dialect(), ttg.Dialect()},
			ParseType: parseType, ParseAttr: parseAttr}
	})
	return dialect
}

var (
	dialectOnce sync.Once
	dialect     *ir.Dialect
)
